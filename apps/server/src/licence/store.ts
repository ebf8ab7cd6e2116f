import type { Queryable } from "../db/types";
import { applyLicenceEvent, type LicenceEvent, type LicenceState, newAccountState } from "./state";

interface LicenceRow {
  plan_name: string;
  status: LicenceState["status"];
  period_end: string | number | null;
  cancel_at_period_end: boolean;
  pro_trial_until: string | number | null;
  has_used_pro_trial: boolean;
  subscription_id: string | null;
  provider_customer_id: string | null;
  created_at: string | number;
}

// bigint columns arrive as strings from pg and as numbers from PGlite.
const seconds = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

function fromRow(row: LicenceRow): LicenceState {
  return {
    planName: row.plan_name,
    status: row.status,
    periodEnd: seconds(row.period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    proTrialUntil: seconds(row.pro_trial_until),
    hasUsedProTrial: row.has_used_pro_trial,
    subscriptionId: row.subscription_id,
    providerCustomerId: row.provider_customer_id,
    createdAt: Number(row.created_at),
  };
}

/** The licence columns, for a statement that reads them beside others (`l`: the licences row). */
export const LICENCE_COLUMNS = [
  "plan_name",
  "status",
  "period_end",
  "cancel_at_period_end",
  "pro_trial_until",
  "has_used_pro_trial",
  "subscription_id",
  "provider_customer_id",
  "created_at",
]
  .map((column) => `l.${column}`)
  .join(", ");

/** LICENCE_COLUMNS as read through an outer join: all NULL for a user without a licence row. */
export type LicenceColumns = LicenceRow | { [column in keyof LicenceRow]: null };

/** The licence state of LICENCE_COLUMNS; a user without a row is a new account registered now. */
export function licenceFromColumns(row: LicenceColumns | undefined, nowMs: number): LicenceState {
  return row && row.plan_name !== null
    ? fromRow(row as LicenceRow)
    : newAccountState(Math.floor(nowMs / 1000));
}

/** The user's licence state; a user without a row is a new account registered now. */
export async function loadLicenceState(
  db: Queryable,
  sub: string,
  nowMs: number,
): Promise<LicenceState> {
  const { rows } = await db.query<LicenceRow>(
    `SELECT ${LICENCE_COLUMNS} FROM licences l WHERE l.user_sub = $1`,
    [sub],
  );
  return licenceFromColumns(rows[0], nowMs);
}

export async function saveLicenceState(
  db: Queryable,
  sub: string,
  state: LicenceState,
): Promise<void> {
  await db.query(
    `INSERT INTO licences (user_sub, plan_name, status, period_end, cancel_at_period_end, pro_trial_until,
       has_used_pro_trial, subscription_id, provider_customer_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
     ON CONFLICT (user_sub) DO UPDATE SET plan_name = $2, status = $3, period_end = $4,
       cancel_at_period_end = $5, pro_trial_until = $6, has_used_pro_trial = $7, subscription_id = $8,
       provider_customer_id = $9, updated_at = now()`,
    [
      sub,
      state.planName,
      state.status,
      state.periodEnd,
      state.cancelAtPeriodEnd,
      state.proTrialUntil,
      state.hasUsedProTrial,
      state.subscriptionId,
      state.providerCustomerId,
      state.createdAt,
    ],
  );
}

/** Creates the new_account licence of a first-seen user; keeps an existing one. */
export async function ensureLicence(db: Queryable, sub: string, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO licences (user_sub, created_at) VALUES ($1, $2) ON CONFLICT (user_sub) DO NOTHING`,
    [sub, Math.floor(nowMs / 1000)],
  );
}

/**
 * Creates the licence row if needed and locks it until the transaction `tx` ends, so concurrent
 * payment events on one user are applied one after the other, each on the state the last one left.
 */
export async function lockLicence(tx: Queryable, sub: string, nowMs: number): Promise<void> {
  await ensureLicence(tx, sub, nowMs);
  await tx.query("SELECT user_sub FROM licences WHERE user_sub = $1 FOR UPDATE", [sub]);
}

/** Applies one payment event to a user's licence and returns the new state. */
export async function recordLicenceEvent(
  db: Queryable,
  sub: string,
  event: LicenceEvent,
  nowMs: number,
): Promise<LicenceState> {
  const next = applyLicenceEvent(await loadLicenceState(db, sub, nowMs), event);
  await saveLicenceState(db, sub, next);
  return next;
}

/** The user whose licence carries this provider subscription id (webhooks name subscriptions). */
export async function findSubBySubscription(
  db: Queryable,
  subscriptionId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ user_sub: string }>(
    "SELECT user_sub FROM licences WHERE subscription_id = $1",
    [subscriptionId],
  );
  return rows[0]?.user_sub ?? null;
}
