import { Hono } from "hono";
import type { ServerConfig } from "../config";
import type { Db } from "../db/types";
import type { Mailer } from "../identity/types";
import { runAlertJob } from "./job";
import { type AlertScheduler, createAlertScheduler } from "./scheduler";
import { installSecret } from "./secret";
import { ALERT_SECRET_NAME } from "./token";
import { createUnsubscribeRoutes } from "./unsubscribe";

export { type AlertRunSummary, runAlertJob } from "./job";
export { createAlertScheduler } from "./scheduler";
export { signAlertToken, verifyAlertToken } from "./token";

export interface Alerts {
  scheduler: AlertScheduler;
  /** The unsubscribe pages (public: the signed token is the authority). */
  routes: Hono;
  /** POST /dev/alerts/run: runs the job now. Mounted only where the dev outbox is. */
  devRoutes: Hono;
}

/** The alerts on saved filter sets: the daily job, its timer, the unsubscribe pages, the dev trigger. */
export async function createAlerts(deps: {
  db: Db;
  mailer: Mailer;
  config: Pick<ServerConfig, "publicOrigin" | "productName">;
  log: (line: string) => void;
  now: () => number;
}): Promise<Alerts> {
  const secret = await installSecret(deps.db, ALERT_SECRET_NAME);
  const scheduler = createAlertScheduler({
    db: deps.db,
    log: deps.log,
    now: deps.now,
    run: () =>
      runAlertJob({
        db: deps.db,
        mailer: deps.mailer,
        secret,
        publicOrigin: deps.config.publicOrigin,
        productName: deps.config.productName,
        now: deps.now,
        log: deps.log,
      }),
  });
  const devRoutes = new Hono();
  devRoutes.post("/dev/alerts/run", async (c) => c.json(await scheduler.runNow()));
  return { scheduler, routes: createUnsubscribeRoutes(deps.db, secret), devRoutes };
}
