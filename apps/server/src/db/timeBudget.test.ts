// Issue 13: a slow query answers 503 `busy` within the request time budget instead of holding every
// other request (PostgreSQL: statement_timeout; PGlite: a request refuses to run after waiting past it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleError } from "../http/errors";
import { createTestDatabase, type TestDatabase, testEngines } from "./testDb";
import { createBudgetGate, QueryTimeoutError } from "./timeBudget";

describe("the budget gate", () => {
  it("runs queries in turn and refuses one whose turn comes after the budget", async () => {
    let now = 0;
    const gate = createBudgetGate(100, () => now);
    let finishSlow = () => {};
    const slow = gate(
      () =>
        new Promise<string>((resolve) => {
          finishSlow = () => resolve("slow");
        }),
    );
    const late = gate(async () => "late");
    await Promise.resolve();
    now = 101;
    finishSlow();
    await expect(slow).resolves.toBe("slow");
    await expect(late).rejects.toBeInstanceOf(QueryTimeoutError);
    // The gate is free again: a query that does not wait runs, however late its turn comes (a pause
    // of the process between its arrival and its turn is no queue).
    const next = gate(async () => "next");
    now = 500;
    await expect(next).resolves.toBe("next");
  });

  it("gives up with the reason the app shows", async () => {
    const error = new QueryTimeoutError();
    const reply = handleError(error, {
      json: (body: unknown, status: number) => Response.json(body, { status }),
    } as never);
    expect(reply.status).toBe(503);
    expect(await reply.json()).toEqual({ message: "busy" });
  });
});

/** A query that keeps the engine busy for well over the 5 ms budget below. */
const SLOW_QUERY = "SELECT count(*)::int AS n FROM generate_series(1, 300000)";

describe.each(testEngines())("request time budget on %s", (engine) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase(engine, { requestBudgetMs: engine === "pglite" ? 5 : 200 });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it("answers busy rather than stalling behind or inside a slow query", async () => {
    const requests = test.db.forRequests;
    if (engine === "postgres") {
      await expect(requests.query("SELECT pg_sleep(2)")).rejects.toBeInstanceOf(QueryTimeoutError);
      await expect(
        requests.transaction((tx) => tx.query("SELECT pg_sleep(2)")),
      ).rejects.toBeInstanceOf(QueryTimeoutError);
      expect((await requests.query<{ n: number }>("SELECT 1 AS n")).rows).toEqual([{ n: 1 }]);
    } else {
      // PGlite cannot interrupt the running query; the request queued behind it gives up.
      const slow = requests.query<{ n: number }>(SLOW_QUERY);
      const queued = requests.query("SELECT 1");
      await expect(slow).resolves.toMatchObject({ rows: [{ n: 300_000 }] });
      await expect(queued).rejects.toBeInstanceOf(QueryTimeoutError);
    }
  });

  it("leaves startup and background work without a budget", async () => {
    const sql = engine === "postgres" ? "SELECT pg_sleep(0.4)" : SLOW_QUERY;
    const background = test.db.query(sql);
    const alsoBackground = test.db.query("SELECT 1 AS n");
    await expect(background).resolves.toBeDefined();
    expect((await alsoBackground).rows).toEqual([{ n: 1 }]);
  });
});
