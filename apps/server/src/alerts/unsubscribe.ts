import type { SearchType } from "@hotshelf/domain";
import { Hono } from "hono";
import type { Queryable } from "../db/types";
import { escapeHtml, htmlPage } from "../http/html";
import { verifyAlertToken } from "./token";

export const UNSUBSCRIBE_PATH = "/alerts/unsubscribe";

/** Switches alerts off (one set, or all of the owner's) and forgets what they had seen. */
export async function switchAlertsOff(
  db: Queryable,
  owner: string,
  set?: { filterType: SearchType; filterSetName: string },
): Promise<number> {
  const where = set ? "owner = $1 AND filter_type = $2 AND filter_set_name = $3" : "owner = $1";
  const params = set ? [owner, set.filterType, set.filterSetName] : [owner];
  const { rows } = await db.query(
    `UPDATE filter_sets SET alerts = false, alert_baseline_at = NULL
     WHERE ${where} AND alerts RETURNING filter_set_name`,
    params,
  );
  await db.query(`DELETE FROM filter_set_alert_matches WHERE ${where}`, params);
  return rows.length;
}

const invalidPage = () =>
  htmlPage({
    title: "This unsubscribe link is not valid",
    body: "<p>The link was changed or is not one of ours, so no alert was switched off. Use the link from the alert mail as it is, or switch alerts off in Explore's Filter Presets menu.</p>",
  });

/**
 * The unsubscribe link of the alert digest: works without signing in, carried by a token signed with
 * the install secret. GET only asks (mail scanners open links); the button's POST switches off.
 */
export function createUnsubscribeRoutes(db: Queryable, secret: Buffer): Hono {
  const routes = new Hono();

  routes.get(UNSUBSCRIBE_PATH, async (c) => {
    const token = c.req.query("token") ?? "";
    const payload = verifyAlertToken(secret, token);
    if (!payload) return c.html(invalidPage(), 400);
    const what =
      payload.scope === "all"
        ? "all your filter set alerts"
        : `alerts for the filter set “${escapeHtml(payload.filter_set_name)}” (${payload.filter_type})`;
    return c.html(
      htmlPage({
        title: "Stop alert mails",
        body: `<p>Stop ${what}? You will get no more mail about ${payload.scope === "all" ? "them" : "it"}.</p>
<form method="post" action="${UNSUBSCRIBE_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" class="primary">Stop alerts</button>
</form>`,
      }),
    );
  });

  routes.post(UNSUBSCRIBE_PATH, async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof body.token === "string" ? body.token : "";
    const payload = verifyAlertToken(secret, token);
    if (!payload) return c.html(invalidPage(), 400);
    if (payload.scope === "all") await switchAlertsOff(db, payload.sub);
    else {
      await switchAlertsOff(db, payload.sub, {
        filterType: payload.filter_type,
        filterSetName: payload.filter_set_name,
      });
    }
    const what =
      payload.scope === "all"
        ? "All your filter set alerts are"
        : `Alerts for “${escapeHtml(payload.filter_set_name)}” are`;
    return c.html(
      htmlPage({
        title: "Alerts switched off",
        body: `<p role="status">${what} off. You can switch them on again in Explore's Filter Presets menu.</p>`,
      }),
    );
  });

  return routes;
}
