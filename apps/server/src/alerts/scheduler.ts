import type { Queryable } from "../db/types";
import type { AlertRunSummary } from "./job";

export const DAY_MS = 24 * 60 * 60_000;

export interface AlertSchedulerOptions {
  db: Queryable;
  run: () => Promise<AlertRunSummary>;
  log: (line: string) => void;
  now?: () => number;
  /** How often a server looks whether the daily run is due. */
  checkEveryMs?: number;
  /** The time between runs. */
  runEveryMs?: number;
}

export interface AlertScheduler {
  /** Runs the job now (one run at a time in this process) and records the run. */
  runNow(): Promise<AlertRunSummary>;
  /** Runs the job if the last run of any server is a day old; resolves with whether it ran. */
  runIfDue(): Promise<boolean>;
  /** Checks every checkEveryMs in the background (unref'd: it never keeps the process alive). */
  start(): void;
  /** Stops the checks and waits for a run in hand. */
  stop(): Promise<void>;
}

/**
 * The daily alert job's timer. The last run's time is kept in the database, so restarts do not
 * postpone the run forever and several servers on one database run it once between them.
 */
export function createAlertScheduler(options: AlertSchedulerOptions): AlertScheduler {
  const { db, log } = options;
  const now = options.now ?? Date.now;
  const checkEveryMs = options.checkEveryMs ?? 60 * 60_000;
  const runEveryMs = options.runEveryMs ?? DAY_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<AlertRunSummary> | null = null;

  const record = (at: Date) =>
    db.query(
      `INSERT INTO alert_job_runs (last_run_at) VALUES ($1)
       ON CONFLICT (singleton) DO UPDATE SET last_run_at = EXCLUDED.last_run_at`,
      [at],
    );

  function runOnce(): Promise<AlertRunSummary> {
    if (!running) {
      running = options.run().finally(() => {
        running = null;
      });
    }
    return running;
  }

  async function runIfDue(): Promise<boolean> {
    if (running) return false;
    // The claim moves the time on only when the last run is old enough: one server wins it.
    const at = new Date(now());
    const { rows } = await db.query(
      `INSERT INTO alert_job_runs (last_run_at) VALUES ($1)
         ON CONFLICT (singleton) DO UPDATE SET last_run_at = EXCLUDED.last_run_at
         WHERE alert_job_runs.last_run_at <= $2
         RETURNING last_run_at`,
      [at, new Date(at.getTime() - runEveryMs)],
    );
    if (rows.length === 0) return false;
    const summary = await runOnce();
    log(
      `Alerts: ${summary.sets} sets run, ${summary.newMatches} new matches, ${summary.mails} digests sent`,
    );
    return true;
  }

  return {
    async runNow() {
      await record(new Date(now()));
      return runOnce();
    },

    runIfDue,

    start() {
      if (timer) return;
      timer = setInterval(() => {
        runIfDue().catch((error: unknown) =>
          log(`Alerts: the daily run failed: ${(error as Error).message}`),
        );
      }, checkEveryMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
