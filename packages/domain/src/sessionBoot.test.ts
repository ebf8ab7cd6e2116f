import { describe, expect, it } from "vitest";
import { SESSION_BOOT_SCRIPT, STORED_SESSION_ATTRIBUTE } from "./themeBoot";

/** Runs the session boot script over `entries` as localStorage; whether it marked <html>. */
function marks(entries: Record<string, string> | "fails"): boolean {
  const attributes = new Set<string>();
  const keys = entries === "fails" ? [] : Object.keys(entries);
  const localStorage = {
    get length() {
      if (entries === "fails") throw new Error("storage disabled");
      return keys.length;
    },
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => (entries === "fails" ? null : (entries[key] ?? null)),
  };
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  new Function("localStorage", "document", SESSION_BOOT_SCRIPT)(localStorage, document);
  return attributes.has(STORED_SESSION_ATTRIBUTE);
}

describe("the session boot script", () => {
  it("marks <html> when the identity library holds a signed-in user", () => {
    expect(
      marks({ theme: "dark", "CognitoIdentityServiceProvider.client1.LastAuthUser": "ann" }),
    ).toBe(true);
  });

  it("leaves it unmarked without a user, with an empty one, or without storage", () => {
    expect(marks({})).toBe(false);
    expect(marks({ theme: "dark", "CognitoIdentityServiceProvider.client1.idToken": "x" })).toBe(
      false,
    );
    expect(marks({ "CognitoIdentityServiceProvider.client1.LastAuthUser": "" })).toBe(false);
    expect(marks("fails")).toBe(false);
  });
});
