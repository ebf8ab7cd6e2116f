// A restart on the same data dir keeps users, licences and saved rows (PGlite files under DATA_DIR).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { calls } from "@hotshelf/api/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_COMMANDS } from "../src/adminCommands";
import { openDb } from "../src/db";
import { signUpAndConfirm } from "./support/identity";
import { caller, signedIn, startTestServer } from "./support/server";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "hotshelf-restart-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it("keeps every change across a stop and a start", async () => {
  const first = await startTestServer("pglite", {}, dataDir);
  const email = "restart@example.com";
  try {
    const tokens = await signUpAndConfirm(first.baseUrl, { email, password: "a-long-password" });
    const user = caller(first.baseUrl, tokens.idToken);
    const checkout = await user.call("/v3/license/checkout", { plan_name: "plan_3" });
    const url = new URL(String(((await checkout.json()) as { redirect_url: string }).redirect_url));
    await fetch(`${first.baseUrl}${url.pathname}/complete`, { method: "POST", redirect: "manual" });
    await user.call("/v3/filters/save", {
      filter_type: "shops",
      filter_set_name: "Kept",
      excluded_shops: [],
      filters: { range_filters: {}, one_hot_filters: { country: ["DE"] } },
    });
  } finally {
    await first.stop();
  }

  // Production refuses data that holds the demo accounts (their password is public) and says how to
  // remove them.
  await expect(
    startTestServer("pglite", { NODE_ENV: "production", ALLOW_LOCAL_PAYMENTS: "1" }, dataDir),
  ).rejects.toThrow(/demo accounts.*npm run remove-demo-accounts/);

  // The second start is no demo (a public origin), which hides the dev outbox.
  const second = await startTestServer(
    "pglite",
    { PUBLIC_ORIGIN: "https://hotshelf.example" },
    dataDir,
  );
  try {
    const user = await signedIn(second.baseUrl, email, "a-long-password");
    const licence = calls.license.response.parse(await (await user.call("/v3/license", {})).json());
    expect(licence).toMatchObject({ plan_name: "plan_3", licenseExpired: false });
    const sets = calls.filters.response.parse(
      await (await user.call("/v3/filters", { filter_type: "shops", is_staff: false })).json(),
    );
    expect(sets.filters.map((set) => set.filter_set_name)).toEqual(["Kept"]);
    expect((await fetch(`${second.baseUrl}/dev/outbox`)).status).toBe(404);
    // The demo accounts are neither reset nor removed by the second start.
    const demo = await signedIn(second.baseUrl, "basic@example.com");
    expect((await demo.call("/v3/license", {})).status).toBe(200);
  } finally {
    await second.stop();
  }

  // The command the refusal names removes them; then production starts and the user stays.
  const db = await openDb({ dataDir });
  try {
    await ADMIN_COMMANDS["remove-demo-accounts"]?.(db, () => {});
  } finally {
    await db.close();
  }
  const production = await startTestServer(
    "pglite",
    { NODE_ENV: "production", ALLOW_LOCAL_PAYMENTS: "1" },
    dataDir,
  );
  try {
    await signedIn(production.baseUrl, email, "a-long-password");
    await expect(signedIn(production.baseUrl, "basic@example.com")).rejects.toThrow(
      /NotAuthorizedException/,
    );
  } finally {
    await production.stop();
  }
}, 420_000);
