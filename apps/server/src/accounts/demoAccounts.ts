import { randomUUID } from "node:crypto";
import type { Db } from "../db/types";
import type { Identity } from "../identity/types";
import {
  type LicenceState,
  newAccountState,
  SISTER_PRODUCT_PLAN,
  saveLicenceState,
} from "../licence";
import { periodEnd } from "../payments/periods";

export interface DemoAccount {
  email: string;
  /** What the account shows (printed in the start log). */
  role: string;
  groups?: string[];
  isStaff?: boolean;
  licence: (nowMs: number) => LicenceState;
}

const DAY = 86_400;
const seconds = (ms: number) => Math.floor(ms / 1000);

function subscribed(plan: string, nowMs: number, extra: Partial<LicenceState> = {}): LicenceState {
  return {
    ...newAccountState(seconds(nowMs) - 90 * DAY),
    planName: plan,
    status: "active",
    periodEnd: periodEnd(plan, nowMs),
    subscriptionId: `local_sub_demo_${randomUUID()}`,
    ...extra,
  };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "pro@example.com",
    role: "Professional plan, ads included",
    licence: (now) => subscribed("plan_2", now),
  },
  {
    email: "basic@example.com",
    role: "Basic plan, no ads",
    licence: (now) => subscribed("plan_1", now),
  },
  {
    email: "new@example.com",
    role: "new account (trial offer)",
    licence: (now) => newAccountState(seconds(now)),
  },
  {
    email: "expired@example.com",
    role: "expired licence",
    licence: (now) =>
      subscribed("plan_1", now, { status: "expired", periodEnd: seconds(now) - 3 * DAY }),
  },
  {
    email: "pastdue@example.com",
    role: "payment past due (grace period)",
    licence: (now) =>
      subscribed("plan_1", now, { status: "past_due", periodEnd: seconds(now) + 5 * DAY }),
  },
  {
    email: "noaccess@example.com",
    role: "plan without the main tool, Pro trial used",
    licence: (now) => subscribed(SISTER_PRODUCT_PLAN, now, { hasUsedProTrial: true }),
  },
  {
    email: "protrial@example.com",
    role: "plan without the main tool, Pro trial offer",
    licence: (now) => subscribed(SISTER_PRODUCT_PLAN, now),
  },
  {
    email: "admin@example.com",
    role: "admin and staff, Enterprise plan",
    groups: ["admins"],
    isStaff: true,
    licence: (now) => subscribed("plan_4", now),
  },
];

/**
 * Creates the demo accounts (identity user, user row, licence) unless they exist. An existing
 * account keeps its licence, so what a visitor changed survives a restart.
 */
export async function ensureDemoAccounts(deps: {
  db: Db;
  identity: Identity;
  password: string;
  now: () => number;
}) {
  for (const account of DEMO_ACCOUNTS) {
    const { sub } = await deps.identity.ensureUser({
      email: account.email,
      password: deps.password,
      ...(account.groups ? { groups: account.groups } : {}),
    });
    const { rows } = await deps.db.query(
      `INSERT INTO users (sub, email, is_staff) VALUES ($1, $2, $3) ON CONFLICT (sub) DO NOTHING RETURNING sub`,
      [sub, account.email, account.isStaff === true],
    );
    const { rows: licences } = await deps.db.query("SELECT 1 FROM licences WHERE user_sub = $1", [
      sub,
    ]);
    if (rows.length > 0 || licences.length === 0)
      await saveLicenceState(deps.db, sub, account.licence(deps.now()));
  }
}

export class DemoAccountsInProduction extends Error {
  override readonly name = "DemoAccountsInProduction";
}

/** The demo accounts' emails found in the identity service or the app's users. */
export async function findDemoAccounts(db: Db): Promise<string[]> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const { rows } = await db.query<{ email: string }>(
    `SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])
     UNION SELECT email FROM identity_users WHERE email = ANY($1::text[])`,
    [emails],
  );
  return rows.map((row) => row.email).sort();
}

/** Production starts only on data without the demo accounts: their password is public. */
export async function refuseDemoAccounts(db: Db): Promise<void> {
  const found = await findDemoAccounts(db);
  if (found.length === 0) return;
  throw new DemoAccountsInProduction(
    `NODE_ENV=production, but this data holds demo accounts whose password is public (${found.join(", ")}). ` +
      "Remove them with `npm run remove-demo-accounts -w apps/server` (same DATA_DIR or DATABASE_URL), " +
      "or start production on a fresh DATA_DIR or database.",
  );
}

/** Deletes the demo accounts and everything they own, through the same hooks as account deletion. */
export async function removeDemoAccounts(deps: {
  db: Db;
  deleteAccount: (sub: string) => Promise<void>;
}): Promise<string[]> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const { rows } = await deps.db.query<{ sub: string; email: string }>(
    `SELECT sub, lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])
     UNION SELECT sub::text, email FROM identity_users WHERE email = ANY($1::text[])`,
    [emails],
  );
  for (const row of rows) await deps.deleteAccount(row.sub);
  return [...new Set(rows.map((row) => row.email))].sort();
}
