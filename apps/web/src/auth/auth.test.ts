import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearAll, licenceStore, sessionStore } from "../stores";
import { fakeApi, fakeIdentity, licence, session } from "../test/fakes";
import { ensureSession, signIn, signOut } from "./auth";

describe("ensureSession (the route guard)", () => {
  beforeEach(clearAll);

  it("uses a valid session: email and admin flag from the token, licence loaded", async () => {
    const api = fakeApi(licence({ plan_name: "plan_4" }));
    const identity = fakeIdentity(session({ email: "admin@example.com", isAdmin: true }));
    const result = await ensureSession({ api, identity });
    expect(result?.session.email).toBe("admin@example.com");
    await result?.licenceLoaded;
    expect(sessionStore).toMatchObject({
      signedIn: true,
      isAdmin: true,
      email: "admin@example.com",
    });
    expect(licenceStore.licence?.plan_name).toBe("plan_4");
  });

  it("returns null and clears the stores without a valid or refreshable session", async () => {
    await ensureSession({ api: fakeApi(), identity: fakeIdentity() });
    const api = fakeApi();
    const result = await ensureSession({ api, identity: fakeIdentity(null) });
    expect(result).toBeNull();
    expect(sessionStore.signedIn).toBe(false);
    expect(licenceStore.licence).toBeNull();
    expect(api.license).not.toHaveBeenCalled();
  });

  it("still lets the user in when the licence cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeApi(async () => {
      throw new Error("server down");
    });
    const result = await ensureSession({ api, identity: fakeIdentity() });
    expect(result).not.toBeNull();
    await expect(result?.licenceLoaded).resolves.toBeUndefined();
    expect(licenceStore.licence).toBeNull();
  });

  it("lets the user through without waiting for the licence", async () => {
    let answer: (value: ReturnType<typeof licence>) => void = () => undefined;
    const api = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const result = await ensureSession({ api, identity: fakeIdentity() });
    expect(result?.session).toBeTruthy();
    expect(licenceStore.licence).toBeNull();
    answer(licence({ plan_name: "plan_4" }));
    await result?.licenceLoaded;
    expect(licenceStore.licence?.plan_name).toBe("plan_4");
  });
});

describe("signIn", () => {
  beforeEach(clearAll);
  const page = { origin: "https://app.test", referrer: "https://news.test/" };

  it("records the session and sends the referrer call", async () => {
    const api = fakeApi();
    const identity = fakeIdentity(null);
    await signIn({ api, identity }, "ada@example.com", "secret-pass", page);
    expect(identity.signIn).toHaveBeenCalledWith("ada@example.com", "secret-pass");
    expect(sessionStore.email).toBe("ada@example.com");
    expect(api.referrer).toHaveBeenCalledWith({
      site_url: "https://app.test",
      referrer: "https://news.test/",
      email: "ada@example.com",
    });
  });

  it("does not fail the login when the referrer call fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeApi();
    api.referrer.mockRejectedValueOnce(new Error("nope"));
    await expect(
      signIn({ api, identity: fakeIdentity(null) }, "a@b.c", "pw", page),
    ).resolves.toBeTruthy();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
  });

  it("passes the identity service's refusal on", async () => {
    const identity = fakeIdentity(null);
    identity.signIn.mockRejectedValueOnce(new Error("Incorrect username or password."));
    await expect(signIn({ api: fakeApi(), identity }, "a@b.c", "pw", page)).rejects.toThrow(
      "Incorrect username or password.",
    );
    expect(sessionStore.signedIn).toBe(false);
  });
});

describe("signOut", () => {
  it("clears every store and ends the identity session", async () => {
    const identity = fakeIdentity();
    await (await ensureSession({ api: fakeApi(), identity }))?.licenceLoaded;
    await signOut({ identity });
    expect(identity.signOut).toHaveBeenCalledOnce();
    expect(sessionStore.signedIn).toBe(false);
    expect(licenceStore.licence).toBeNull();
  });
});
