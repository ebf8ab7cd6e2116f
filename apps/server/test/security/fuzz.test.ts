// Issue 8 part 2: property-based fuzzing of every route's payload. Random and malformed bodies, wrong
// types, huge strings, deep nesting, unicode, SQL and prototype-pollution payloads get a 4xx with a
// clear message (or a 2xx when they happen to be valid), never a 5xx, and the server keeps answering.
import { type CallName, calls } from "@hotshelf/api/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueIds, type Ids, ROUTES } from "./calls";
import { type SecurityServer, startSecurityServer } from "./support";

const CALL_NAMES = Object.keys(calls) as CallName[];
/** Per call and kind of body; 33 calls x 3 properties x 12 runs keeps the suite near 30 s. */
const RUNS = 12;

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1; DELETE FROM filter_sets",
  "\\'; SELECT pg_sleep(5); --",
  "%' AND 1=1 --",
  "$1",
  "E'\\\\x00'",
];
const ODD_TEXT = [
  "\u0000",
  "\u202e\u0041\u0042",
  "😀".repeat(2000),
  "e\u0301".repeat(500),
  "\ud800",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "NaN",
  "9".repeat(400),
  "x".repeat(100_000),
];
const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"];

/** Values of every JSON type, with the nasty ones over-represented. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...SQL, ...ODD_TEXT),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(-1, -0, 0.5, 2 ** 53 + 2, 1e308, Number.MAX_SAFE_INTEGER, true, null, [], {}, [
    null,
  ]),
  // JSON.parse keeps "__proto__" as an own key, as a request body would.
  fc.constant(JSON.parse('{"__proto__":{"polluted":"yes"}}')),
);

/** Deep nesting just under the body limit (256 KB). */
const DEEP_ARRAY = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(40_000)}1${"}".repeat(40_000)}`;

/** A valid body with one field (at any depth) replaced, removed, or joined by an unknown one. */
function mutate(valid: unknown): fc.Arbitrary<unknown> {
  if (valid === null || typeof valid !== "object") return anyValue;
  const entries = Object.entries(valid as Record<string, unknown>);
  if (entries.length === 0) {
    return fc.dictionary(fc.constantFrom(...PROTO_KEYS, "is_staff", "owner"), anyValue);
  }
  return fc.oneof(
    fc
      .tuple(fc.nat({ max: entries.length - 1 }), anyValue)
      .map(([i, value]) => ({ ...valid, [(entries[i] as [string, unknown])[0]]: value })),
    fc.nat({ max: entries.length - 1 }).chain((i) => {
      const [key, inner] = entries[i] as [string, unknown];
      return mutate(inner).map((value) => ({ ...valid, [key]: value }));
    }),
    fc.nat({ max: entries.length - 1 }).map((i) => {
      const copy = { ...(valid as Record<string, unknown>) };
      delete copy[(entries[i] as [string, unknown])[0]];
      return copy;
    }),
    fc
      .tuple(fc.constantFrom(...PROTO_KEYS, "user_sub", "owner", "is_admin"), anyValue)
      .map(([key, value]) => {
        // defineProperty makes "__proto__" an own key, as JSON.parse would on the server.
        const copy = { ...(valid as Record<string, unknown>) };
        Object.defineProperty(copy, key, { value, enumerable: true, writable: true });
        return copy;
      }),
  );
}

/** Raw bodies that are not what a client should send. */
const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    "{",
    "null",
    "[]",
    '"text"',
    "1e999",
    '{"a":1,"a":2}',
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    "\ufeff{}",
    DEEP_ARRAY,
    DEEP_OBJECT,
  ),
);

interface Answer {
  status: number;
  text: string;
}

/** A refusal must say what is wrong in a short message, never with a stack trace. */
function checkAnswer(label: string, answer: Answer): void {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status < 400) return;
  const body = JSON.parse(answer.text) as { message?: unknown; errors?: { message?: unknown }[] };
  const message = body.message ?? body.errors?.[0]?.message;
  expect(typeof message, `${label}: ${answer.text.slice(0, 300)}`).toBe("string");
  expect((message as string).length, label).toBeGreaterThan(0);
  expect(message as string, label).not.toMatch(/\n\s+at |node_modules|Internal error/);
}

describe("fuzzing every call's payload", () => {
  let s: SecurityServer;
  let ids: Ids;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    s = await startSecurityServer("pglite");
    ids = await catalogueIds(s);
  });
  afterAll(() => s?.stop());

  async function call(name: CallName, body: string | undefined, contentType?: string) {
    const def = calls[name];
    const res = await fetch(`${s.baseUrl}/prod${def.path}`, {
      method: def.method,
      headers: {
        authorization: s.as.admin.idToken,
        ...(contentType ? { "content-type": contentType } : {}),
      },
      ...(def.method === "GET" ? {} : { body: body }),
    });
    return { status: res.status, text: await res.text() };
  }

  // The admin passes every licence gate, so the bodies reach the handlers.
  for (const name of CALL_NAMES.filter((n) => calls[n].method === "POST")) {
    it(`${name}: mutated valid bodies`, async () => {
      const valid = ROUTES[name].body(ids, "admin");
      await fc.assert(
        fc.asyncProperty(mutate(valid), async (body) => {
          checkAnswer(
            `${name} ${JSON.stringify(body).slice(0, 200)}`,
            await call(name, JSON.stringify(body), "application/json"),
          );
        }),
        { numRuns: RUNS },
      );
    });

    it(`${name}: random JSON and raw bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            anyValue.map((value) => JSON.stringify(value) ?? "null"),
            rawBody,
          ),
          fc.constantFrom(
            "application/json",
            "text/plain",
            "application/x-www-form-urlencoded",
            undefined,
          ),
          async (body, type) => {
            checkAnswer(`${name} ${body.slice(0, 200)}`, await call(name, body, type));
          },
        ),
        { numRuns: RUNS },
      );
    });
  }

  it("refuses bodies over the limit with 413 and a message", async () => {
    const res = await call(
      "search",
      JSON.stringify({ query: "x".repeat(300 * 1024) }),
      "application/json",
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text).message).toMatch(/larger than 256 KB/);
  });

  it("the support form: random fields and encodings", async () => {
    const field = fc.oneof(anyValue, fc.string({ maxLength: 50 }));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { name: field, _replyto: field, message: field, email: field },
          { requiredKeys: [] },
        ),
        fc.constantFrom("json", "form", "multipart", "raw"),
        async (fields, encoding) => {
          let body: string | URLSearchParams | FormData;
          const headers: Record<string, string> = {};
          if (encoding === "json") {
            body = JSON.stringify(fields);
            headers["content-type"] = "application/json";
          } else if (encoding === "raw") {
            body = JSON.stringify(fields).slice(1);
            headers["content-type"] = "application/json";
          } else {
            const form = encoding === "form" ? new URLSearchParams() : new FormData();
            for (const [key, value] of Object.entries(fields)) {
              // A form carries text: objects go as JSON (String() throws on {"toString": {}}).
              form.append(key, typeof value === "string" ? value : JSON.stringify(value));
            }
            body = form;
          }
          const res = await fetch(`${s.baseUrl}/forms/support`, { method: "POST", headers, body });
          checkAnswer(`support form ${encoding} ${JSON.stringify(fields).slice(0, 200)}`, {
            status: res.status,
            text: await res.text(),
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it("the identity endpoint: random operations and bodies", async () => {
    const targets = [
      "InitiateAuth",
      "SignUp",
      "ConfirmSignUp",
      "ForgotPassword",
      "ConfirmForgotPassword",
      "GetUser",
      "ChangePassword",
      "DeleteUser",
      "RespondToAuthChallenge",
      "AdminCreateUser",
      "ListUsers",
      "Nonsense",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.oneof(
          anyValue.map((value) => JSON.stringify(value) ?? "null"),
          rawBody,
          fc
            .record(
              {
                ClientId: anyValue,
                Username: anyValue,
                Password: anyValue,
                AuthFlow: fc.oneof(fc.constant("USER_PASSWORD_AUTH"), anyValue),
                AuthParameters: anyValue,
                AccessToken: anyValue,
              },
              { requiredKeys: [] },
            )
            .map((value) => JSON.stringify(value)),
        ),
        async (target, body) => {
          const res = await fetch(`${s.baseUrl}/idp`, {
            method: "POST",
            headers: {
              "content-type": "application/x-amz-json-1.1",
              "x-amz-target": `AWSCognitoIdentityProviderService.${target}`,
            },
            body,
          });
          const text = await res.text();
          expect(res.status, `${target} ${body.slice(0, 200)}: ${text.slice(0, 300)}`).toBeLessThan(
            500,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it("afterwards: still answering, no prototype polluted, no table harmed", async () => {
    expect((await fetch(`${s.baseUrl}/health`)).status).toBe(200);
    expect((await call("license", "{}", "application/json")).status).toBe(200);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const { rows } = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
    expect(rows[0]?.n).toBeGreaterThanOrEqual(7);
  });
});
