import type { IdentityClient } from "@hotshelf/api/identity";
import { describe, expect, it, vi } from "vitest";
import { withPageSession } from "./pageSession";

function identityWith(tokens: (string | null)[]) {
  return {
    getIdToken: vi.fn(async () => tokens.shift() ?? null),
    signOut: vi.fn(async () => undefined),
    deleteUser: vi.fn(async () => undefined),
    storedSession: () => null,
  } as unknown as IdentityClient;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the page session", () => {
  it("hands each new token to the server once", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const identity = withPageSession(identityWith(["a", "a", "b", null]), fetch);
    expect(await identity.getIdToken()).toBe("a");
    expect(await identity.getIdToken()).toBe("a");
    expect(await identity.getIdToken()).toBe("b");
    expect(await identity.getIdToken()).toBeNull();
    await settle();
    expect(fetch.mock.calls).toEqual([
      ["/auth/page-session", { method: "PUT", headers: { Authorization: "a" } }],
      ["/auth/page-session", { method: "PUT", headers: { Authorization: "b" } }],
    ]);
  });

  it("tries a token again when handing it over failed", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 503 }))
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValue(new Response(null, { status: 204 }));
    const identity = withPageSession(identityWith(["a", "a", "a", "a"]), fetch);
    for (let i = 0; i < 4; i++) {
      await identity.getIdToken();
      await settle();
    }
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("is removed when the user signs out or deletes the account, even if the server is away", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError("offline"));
    const inner = identityWith(["a"]);
    const identity = withPageSession(inner, fetch);
    await identity.signOut();
    await identity.deleteUser();
    expect(fetch.mock.calls).toEqual([
      ["/auth/page-session", { method: "DELETE" }],
      ["/auth/page-session", { method: "DELETE" }],
    ]);
    expect(inner.signOut).toHaveBeenCalledOnce();
    expect(inner.deleteUser).toHaveBeenCalledOnce();
  });
});
