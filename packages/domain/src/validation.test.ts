import { describe, expect, it } from "vitest";
import {
  isFormEdited,
  isValidIsoDate,
  isValidNumber,
  normaliseEmail,
  normaliseShopUrl,
  parseRouteId,
  validateChangePassword,
  validateCollectionName,
  validateContact,
  validateFilterSetName,
  validateLogin,
  validateRecoverCode,
  validateRecoverEmail,
  validateRegister,
  validateTrackSubmission,
} from "./validation";

const failure = (error: string) => ({ ok: false, error });

describe("login", () => {
  it("requires both fields", () => {
    expect(validateLogin({ email: "", password: "x" })).toEqual(
      failure("All fields are required."),
    );
    expect(validateLogin({ email: "a@b.c", password: "" })).toEqual(
      failure("All fields are required."),
    );
    expect(validateLogin({ email: "   ", password: "x" })).toEqual(
      failure("All fields are required."),
    );
  });
  it("lower-cases the email and trims a trailing space, keeping the password as typed", () => {
    expect(validateLogin({ email: "Jane@Example.COM ", password: " pw " })).toEqual({
      ok: true,
      value: { email: "jane@example.com", password: " pw " },
    });
    expect(normaliseEmail(" A@B.C")).toBe("a@b.c");
  });
});

describe("register", () => {
  const form = {
    name: " Jane ",
    email: "Jane@Example.com",
    password: "secret123",
    confirmPassword: "secret123",
    subscribeToNewsletter: true,
    agreeToTerms: true,
  };
  it("requires email and both passwords", () => {
    for (const field of ["email", "password", "confirmPassword"] as const) {
      expect(validateRegister({ ...form, [field]: "" })).toEqual(
        failure("Email and password fields are required."),
      );
    }
  });
  it("refuses a comma in the email", () => {
    expect(validateRegister({ ...form, email: "a,b@c.d" })).toEqual(
      failure("Email Address can not contain any commas (,)."),
    );
  });
  it("compares the two passwords", () => {
    expect(validateRegister({ ...form, confirmPassword: "secret124" })).toEqual(
      failure("Passwords do not match."),
    );
  });
  it("requires the terms", () => {
    expect(validateRegister({ ...form, agreeToTerms: false })).toEqual(
      failure("You must agree to the Terms of Service"),
    );
  });
  it("lower-cases the email and builds the attributes", () => {
    expect(validateRegister(form)).toEqual({
      ok: true,
      value: {
        email: "jane@example.com",
        password: "secret123",
        attributes: { name: "Jane", "custom:sub_to_newsletter": "1" },
      },
    });
    const plain = validateRegister({ ...form, name: "  ", subscribeToNewsletter: false });
    expect(plain.ok && plain.value.attributes).toEqual({});
  });
});

describe("recover", () => {
  it("step 1 requires the email", () => {
    expect(validateRecoverEmail(" ")).toEqual(failure("All fields are required."));
    expect(validateRecoverEmail("A@B.C ")).toEqual({ ok: true, value: "a@b.c" });
  });
  it("step 2 requires every field and matching passwords", () => {
    const form = { code: " 123456 ", password: "newpass12", confirmPassword: "newpass12" };
    expect(validateRecoverCode({ ...form, code: "" })).toEqual(failure("All fields are required."));
    expect(validateRecoverCode({ ...form, password: "" })).toEqual(
      failure("All fields are required."),
    );
    expect(validateRecoverCode({ ...form, confirmPassword: "" })).toEqual(
      failure("All fields are required."),
    );
    expect(validateRecoverCode({ ...form, confirmPassword: "other" })).toEqual(
      failure("Passwords do not match."),
    );
    expect(validateRecoverCode(form)).toEqual({ ok: true, value: { ...form, code: "123456" } });
  });
});

describe("change password", () => {
  const form = { currentPassword: "old", newPassword: "newpass12", confirmPassword: "newpass12" };
  it("requires all three fields", () => {
    for (const field of ["currentPassword", "newPassword", "confirmPassword"] as const) {
      expect(validateChangePassword({ ...form, [field]: "" })).toEqual(
        failure("All fields are required."),
      );
    }
  });
  it("requires matching passwords of at least 8 characters", () => {
    expect(validateChangePassword({ ...form, confirmPassword: "newpass13" })).toEqual(
      failure("Passwords do not match."),
    );
    expect(
      validateChangePassword({ ...form, newPassword: "short12", confirmPassword: "short12" }),
    ).toEqual(failure("Password must be at least 8 characters."));
    expect(validateChangePassword(form)).toEqual({ ok: true, value: form });
  });
});

describe("contact and support", () => {
  const form = { name: " Jo ", email: " jo@x.io ", message: " Hi " };
  it("requires an email, then a message", () => {
    expect(validateContact({ ...form, email: " " })).toEqual(
      failure(
        "Please provide an email address where you can be reached with a response to your message.",
      ),
    );
    expect(validateContact({ ...form, message: "" })).toEqual(
      failure("Please describe your issue in the message field."),
    );
  });
  it("gives the form-service fields", () => {
    expect(validateContact(form)).toEqual({
      ok: true,
      value: { name: "Jo", _replyto: "jo@x.io", message: "Hi" },
    });
  });
  it("enables submit once a field was edited", () => {
    const initial = { name: "", email: "", message: "" };
    expect(isFormEdited(initial, { ...initial })).toBe(false);
    expect(isFormEdited(initial, { ...initial, message: "x" })).toBe(true);
  });
});

describe("bounds", () => {
  it("accepts finite numbers only", () => {
    expect(isValidNumber("12.5")).toBe(true);
    expect(isValidNumber(" -3 ")).toBe(true);
    expect(isValidNumber("")).toBe(false);
    expect(isValidNumber("abc")).toBe(false);
    expect(isValidNumber("Infinity")).toBe(false);
  });
  it("accepts real yyyy-mm-dd dates only", () => {
    expect(isValidIsoDate("2024-02-29")).toBe(true);
    expect(isValidIsoDate("2023-02-29")).toBe(false);
    expect(isValidIsoDate("2024-13-01")).toBe(false);
    expect(isValidIsoDate("01/02/2024")).toBe(false);
  });
});

describe("collection names", () => {
  it("refuses an empty or existing name", () => {
    expect(validateCollectionName("  ", [])).toEqual(failure("Invalid tag name."));
    expect(validateCollectionName(" Summer ", ["Summer"])).toEqual(
      failure("A collection with that name already exists."),
    );
    expect(validateCollectionName(" Winter ", ["Summer"])).toEqual({ ok: true, value: "Winter" });
  });
  it("refuses a name longer than 64 characters (counted in code points)", () => {
    expect(validateCollectionName("x".repeat(65), [])).toEqual(
      failure("Collection names are limited to 64 characters."),
    );
    expect(validateCollectionName(` ${"😀".repeat(64)} `, [])).toEqual({
      ok: true,
      value: "😀".repeat(64),
    });
  });
});

describe("filter set names", () => {
  it("requires a name of at most 64 characters", () => {
    expect(validateFilterSetName("")).toEqual(failure("Please enter a name for this filter set."));
    expect(validateFilterSetName("x".repeat(65))).toEqual(
      failure("Filter set names are limited to 64 characters."),
    );
    expect(validateFilterSetName(` ${"x".repeat(64)} `)).toEqual({
      ok: true,
      value: "x".repeat(64),
    });
  });
});

describe("route ids", () => {
  it("accepts digits only", () => {
    expect(parseRouteId("123")).toBe(123);
    expect(parseRouteId("12a")).toBeNull();
    expect(parseRouteId("-1")).toBeNull();
    expect(parseRouteId("")).toBeNull();
    expect(parseRouteId(undefined)).toBeNull();
    expect(parseRouteId("99999999999999999999")).toBeNull();
  });
});

describe("normaliseShopUrl", () => {
  it("adds https:// and lower-cases the host", () => {
    expect(normaliseShopUrl(" Shop.Example.COM ")).toBe("https://shop.example.com");
    expect(normaliseShopUrl("HTTP://Shop.Example.com/")).toBe("http://shop.example.com");
    expect(normaliseShopUrl("shop.example.com/Collections/All/")).toBe(
      "https://shop.example.com/Collections/All",
    );
    expect(normaliseShopUrl("shop.example.com:8443?x=1")).toBe("https://shop.example.com:8443?x=1");
  });
  it("refuses what cannot be a shop address", () => {
    expect(normaliseShopUrl("")).toBeNull();
    expect(normaliseShopUrl("localhost")).toBeNull();
    expect(normaliseShopUrl("shop.")).toBeNull();
    expect(normaliseShopUrl("ftp://shop.example.com")).toBeNull();
    expect(normaliseShopUrl("https://exa mple.com")).toBeNull();
  });
});

describe("track shop submissions", () => {
  const idle = { inFlight: false, last: null, nowMs: 100_000 };
  it("asks for a URL, then a valid one", () => {
    expect(validateTrackSubmission("  ", idle)).toEqual({
      kind: "error",
      error: "Please enter a URL.",
    });
    expect(validateTrackSubmission("myshop", idle)).toEqual({
      kind: "error",
      error: "Please enter a valid URL.",
    });
    expect(validateTrackSubmission("ftp://my.shop", idle)).toEqual({
      kind: "error",
      error: "Please enter a valid URL.",
    });
  });
  it("submits the normalised URL", () => {
    expect(validateTrackSubmission("My.Shop", idle)).toEqual({
      kind: "submit",
      url: "https://my.shop",
    });
  });
  it("ignores a submission while one is in flight", () => {
    expect(validateTrackSubmission("my.shop", { ...idle, inFlight: true })).toEqual({
      kind: "ignored",
    });
  });
  it("ignores the same URL within 10 s, not after", () => {
    const last = { url: "https://my.shop", atMs: 95_000 };
    expect(validateTrackSubmission("MY.shop", { ...idle, last })).toEqual({ kind: "ignored" });
    expect(validateTrackSubmission("other.shop", { ...idle, last }).kind).toBe("submit");
    expect(validateTrackSubmission("my.shop", { ...idle, last, nowMs: 105_000 }).kind).toBe(
      "submit",
    );
  });
});
