import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./ApiError";
import { createApiClient } from "./createApiClient";
import { sendSupportForm } from "./supportForm";

// Production builds turn validation off: then nothing may import zod (the schemas stay out of the
// first load). If anything did, this module would fail to load and the tests with it.
vi.mock("zod", () => {
  throw new Error("zod was loaded");
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function clientReplying(reply: Response) {
  const fetch = (async () => reply) as typeof globalThis.fetch;
  return createApiClient({ baseUrl: "/prod", getToken: () => "tok", fetch, validate: false });
}

describe("without validation", () => {
  it("sends a call and returns its reply without loading the schemas", async () => {
    const api = clientReplying(json({ success: true }));
    await expect(api.licenseUpgradeProTrial()).resolves.toEqual({ success: true });
  });

  it("reads an error reply's reason without loading the schemas", async () => {
    const error = await clientReplying(json({ message: "should_logout" }, 401))
      .license()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "unauthorized", reason: "should_logout" });
  });

  it("reads a refused form without loading the schemas", async () => {
    const fetch = (async () =>
      json({ errors: [{ message: "should be an email" }] }, 422)) as typeof globalThis.fetch;
    const form = { name: "Ann", _replyto: "ann", message: "Help" };
    await expect(sendSupportForm("/f", form, { fetch })).rejects.toThrow("should be an email");
  });
});
