// Found by the fuzzing suite: a text field holding U+0000 (valid JSON, "\u0000") reaches PostgreSQL,
// which cannot store NUL in text, and the call answers 500. Every call must refuse it with a 400.
import { type CallName, calls } from "@hotshelf/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueIds, type Ids, ROUTES } from "./calls";
import { type SecurityServer, startSecurityServer } from "./support";

/** Every string of a body replaced, one at a time, by a string holding NUL. */
function withNul(body: unknown): unknown[] {
  if (typeof body === "string") return [`a\u0000b`];
  if (Array.isArray(body)) {
    return body.flatMap((item, i) =>
      withNul(item).map((v) => body.map((x, j) => (i === j ? v : x))),
    );
  }
  if (body === null || typeof body !== "object") return [];
  return Object.entries(body).flatMap(([key, value]) =>
    withNul(value).map((v) => ({ ...body, [key]: v })),
  );
}

describe("text holding NUL", () => {
  let s: SecurityServer;
  let ids: Ids;

  beforeAll(async () => {
    s = await startSecurityServer("pglite");
    ids = await catalogueIds(s);
  });
  afterAll(() => s?.stop());

  it("is refused with 400 by every call that takes text", async () => {
    const wrong: string[] = [];
    for (const name of Object.keys(calls) as CallName[]) {
      if (calls[name].method !== "POST") continue;
      for (const body of withNul(ROUTES[name].body(ids, "admin"))) {
        const res = await s.as.admin.call(calls[name].path, body);
        const text = await res.text();
        if (res.status !== 400)
          wrong.push(`${name} ${JSON.stringify(body)}: ${res.status} ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("does not break the support form (refused, or stored without it)", async () => {
    for (const name of ["A\u0000", "\u0000"]) {
      const res = await fetch(`${s.baseUrl}/forms/support`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, _replyto: "a@example.com", message: "Hello\u0000" }),
      });
      expect(res.status).toBeLessThan(500);
    }
  });
});
