import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate";
import { createTestDatabase, type TestDatabase, testEngines } from "../db/testDb";
import type { AlertRunSummary } from "./job";
import { createAlertScheduler, DAY_MS } from "./scheduler";

const summary: AlertRunSummary = {
  sets: 0,
  baselines: 0,
  newMatches: 0,
  mails: 0,
  skippedUsers: 0,
};

for (const engine of testEngines()) {
  describe(`the daily alert timer on ${engine}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await createTestDatabase(engine);
      await migrate(test.db);
    });
    afterAll(() => test?.dispose());
    beforeEach(async () => {
      await test.db.query("DELETE FROM alert_job_runs");
    });

    it("runs once a day between all servers, counted from the last run of any of them", async () => {
      const clock = { now: Date.parse("2026-11-01T08:00:00Z") };
      let runs = 0;
      const make = () =>
        createAlertScheduler({
          db: test.db,
          log: () => {},
          now: () => clock.now,
          run: async () => {
            runs += 1;
            return summary;
          },
        });
      const [a, b] = [make(), make()];
      expect(await a.runIfDue()).toBe(true);
      expect(await b.runIfDue()).toBe(false);
      clock.now += DAY_MS - 60_000;
      expect(await b.runIfDue()).toBe(false);
      clock.now += 60_000;
      expect(await b.runIfDue()).toBe(true);
      expect(await a.runIfDue()).toBe(false);
      expect(runs).toBe(2);
      // A run by hand (the dev trigger) counts as the day's run.
      clock.now += DAY_MS;
      await a.runNow();
      expect(await b.runIfDue()).toBe(false);
      expect(runs).toBe(3);
    });

    it("checks on its timer and waits for the run in hand on stop", async () => {
      let finish: () => void = () => {};
      let finished = false;
      const scheduler = createAlertScheduler({
        db: test.db,
        log: () => {},
        checkEveryMs: 10,
        run: () =>
          new Promise<AlertRunSummary>((resolve) => {
            finish = () => {
              finished = true;
              resolve(summary);
            };
          }),
      });
      scheduler.start();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stopped = scheduler.stop();
      setTimeout(() => finish(), 50);
      await stopped;
      expect(finished).toBe(true);
    });
  });
}
