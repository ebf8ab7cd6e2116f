/**
 * The time budget of queries run for a request (issue 13): one slow query must answer a clear error
 * (503 `busy`, which the app shows as "The server took too long to answer...") rather than hold every
 * other request behind it. PostgreSQL enforces it with statement_timeout; PGlite runs each query on
 * the main thread and cannot be interrupted (its statement_timeout never fires), so there a request
 * that waited longer than the budget behind other requests' queries gives up instead of running late.
 */
import { ApiError } from "../http/errors";

/** Long enough for the slowest legitimate search on a large catalogue, short of a stalled server. */
export const REQUEST_TIME_BUDGET_MS = 15_000;

/** A request's query ran out of its time budget. */
export class QueryTimeoutError extends ApiError {
  constructor() {
    super(503, "busy");
  }
}

/** PostgreSQL's "canceling statement due to statement timeout" (query_canceled). */
export function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "57014";
}

/** Runs `work`, turning a statement timeout into QueryTimeoutError. */
export async function withinStatementTimeout<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isStatementTimeout(error)) throw new QueryTimeoutError();
    throw error;
  }
}

/**
 * One query at a time, in arrival order; a query whose turn comes after more than `budgetMs` of
 * waiting is refused with QueryTimeoutError. The check is made when the turn comes, not by a timer:
 * while PGlite runs a query no timer can fire.
 */
export function createBudgetGate(budgetMs: number, now: () => number = Date.now) {
  let tail: Promise<void> = Promise.resolve();
  let queued = 0;
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    const queuedAt = now();
    // A query that finds the gate free waits for nothing: a scheduler pause must not refuse it.
    const behindOthers = queued > 0;
    queued++;
    const previous = tail;
    let release = () => {};
    tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await previous;
      if (behindOthers && now() - queuedAt > budgetMs) throw new QueryTimeoutError();
      return await work();
    } finally {
      queued--;
      release();
    }
  };
}
