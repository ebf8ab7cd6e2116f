import type { CustomerAttributes } from "@hotshelf/api/contract";
import { ApiError, badRequest } from "../http/errors";
import { accountDeletionAllowed, loadLicenceState } from "../licence";
import type { CallHandlers } from "./types";

const CUSTOMER_FIELDS = ["line1", "line2", "city", "state", "country", "postal_code"] as const;
const MAX_FIELD_LENGTH = 200;
const EMPTY_CUSTOMER: CustomerAttributes = {
  line1: "",
  line2: "",
  city: "",
  state: "",
  country: "",
  postal_code: "",
};

/** Rows keyed by user sub in this module's tables, removed when the account is deleted. */
const USER_TABLES = [
  "DELETE FROM filter_sets WHERE owner = $1",
  "DELETE FROM payment_events WHERE user_sub = $1",
  "DELETE FROM stripe_subscription_events WHERE user_sub = $1",
  "DELETE FROM users WHERE sub = $1",
];

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

  async customerGet(_input, { deps, user }) {
    const { rows } = await deps.db.query<CustomerAttributes>(
      `SELECT ${CUSTOMER_FIELDS.join(", ")} FROM customers WHERE user_sub = $1`,
      [user.sub],
    );
    return rows[0] ?? EMPTY_CUSTOMER;
  },

  async customerUpdate(input, { deps, user }) {
    const fields = input.customer_attributes;
    for (const key of CUSTOMER_FIELDS) {
      if (fields[key].length > MAX_FIELD_LENGTH) {
        throw badRequest(`customer_attributes.${key}: at most ${MAX_FIELD_LENGTH} characters`);
      }
    }
    const values = CUSTOMER_FIELDS.map((key) => fields[key].trim());
    const { rows } = await deps.db.query<CustomerAttributes>(
      `INSERT INTO customers (user_sub, ${CUSTOMER_FIELDS.join(", ")}) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_sub) DO UPDATE SET line1 = $2, line2 = $3, city = $4, state = $5, country = $6,
         postal_code = $7, updated_at = now()
       RETURNING ${CUSTOMER_FIELDS.join(", ")}`,
      [user.sub, ...values],
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
