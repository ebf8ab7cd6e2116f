import { type CustomerAttributes, EMPTY_CUSTOMER } from "@hotshelf/api/contract";
import type { Queryable } from "../db/types";
import { ApiError, badRequest } from "../http/errors";
import { accountDeletionAllowed, loadLicenceState } from "../licence";
import type { CallHandlers } from "./types";

const CUSTOMER_FIELDS = [
  "name",
  "line1",
  "line2",
  "city",
  "state",
  "country",
  "postal_code",
  "tax_id",
] as const;
const MAX_FIELD_LENGTH = 200;
/** Rows keyed by user sub in this module's tables, removed when the account is deleted. */
const USER_TABLES = [
  "DELETE FROM filter_sets WHERE owner = $1",
  "DELETE FROM payment_events WHERE user_sub = $1",
  "DELETE FROM stripe_subscription_events WHERE user_sub = $1",
  "DELETE FROM users WHERE sub = $1",
];

async function storedCustomer(db: Queryable, sub: string): Promise<Required<CustomerAttributes>> {
  const { rows } = await db.query<Required<CustomerAttributes>>(
    `SELECT ${CUSTOMER_FIELDS.join(", ")} FROM customers WHERE user_sub = $1`,
    [sub],
  );
  return rows[0] ?? EMPTY_CUSTOMER;
}

export const accountHandlers: CallHandlers = {
  // One row per user and day (the first call's): the call comes after every login, and a client
  // calling it in a loop must not grow the table (issue 13).
  async referrer(input, { deps, user }) {
    await deps.db.query(
      `INSERT INTO referrers (user_sub, site_url, referrer, email)
       SELECT $1::text, $2::text, $3::text, $4::text
       WHERE NOT EXISTS (SELECT 1 FROM referrers
                         WHERE user_sub = $1::text AND created_at > now() - interval '1 day')`,
      [
        user.sub,
        input.site_url.slice(0, 2000),
        input.referrer.slice(0, 2000),
        input.email.slice(0, 320),
      ],
    );
    return { ok: true };
  },

  customerGet: (_input, { deps, user }) => storedCustomer(deps.db, user.sub),

  // The provider's customer is updated first, so a refused update stores nothing and the user can
  // try again; a field a client leaves out (name, tax_id from older clients) keeps its stored value.
  async customerUpdate(input, { deps, user }) {
    const fields = input.customer_attributes;
    for (const key of CUSTOMER_FIELDS) {
      if ((fields[key]?.length ?? 0) > MAX_FIELD_LENGTH) {
        throw badRequest(`customer_attributes.${key}: at most ${MAX_FIELD_LENGTH} characters`);
      }
    }
    const stored = await storedCustomer(deps.db, user.sub);
    const next = Object.fromEntries(
      CUSTOMER_FIELDS.map((key) => [key, (fields[key] ?? stored[key]).trim()]),
    ) as Required<CustomerAttributes>;
    await deps.payments.updateCustomer(user, next);
    const { rows } = await deps.db.query<Required<CustomerAttributes>>(
      `INSERT INTO customers (user_sub, ${CUSTOMER_FIELDS.join(", ")}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (user_sub) DO UPDATE SET name = $2, line1 = $3, line2 = $4, city = $5, state = $6,
         country = $7, postal_code = $8, tax_id = $9, updated_at = now()
       RETURNING ${CUSTOMER_FIELDS.join(", ")}`,
      [user.sub, ...CUSTOMER_FIELDS.map((key) => next[key])],
    );
    return rows[0] ?? EMPTY_CUSTOMER;
  },

  async accountDelete(_input, { deps, user }) {
    const state = await loadLicenceState(deps.db, user.sub, deps.now());
    if (!accountDeletionAllowed(state, deps.now())) throw new ApiError(403, "active_subscription");
    for (const hook of deps.accountDeletionHooks) await hook(user.sub);
    // users' foreign keys cascade to licences, customers, referrers and local checkouts.
    await deps.db.transaction(async (tx) => {
      for (const sql of USER_TABLES) await tx.query(sql, [user.sub]);
    });
    await deps.identity.deleteUser(user.sub);
    return { ok: true };
  },
};
