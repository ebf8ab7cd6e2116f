// Finding 4 of docs/security.md: zod must build and run the contract's schemas without ever calling
// `new Function` (its eval probe or its compiled parsers), which a CSP without 'unsafe-eval' reports.
// zod is imported here only after the trap is set, so its probe would be caught.
import { afterEach, expect, it } from "vitest";

const original = globalThis.Function;
afterEach(() => {
  globalThis.Function = original;
});

it("loads the contract and the client (its validation too) and parses without new Function", async () => {
  const compiled: string[] = [];
  globalThis.Function = new Proxy(original, {
    construct(target, args: string[]) {
      compiled.push(args.join(", ").slice(0, 80));
      return Reflect.construct(target, args);
    },
    apply(target, self, args: string[]) {
      compiled.push(args.join(", ").slice(0, 80));
      return Reflect.apply(target, self, args);
    },
  });
  const contract = await import("./index");
  await import("../client/index");
  await import("../client/validation");
  // An object schema parsed twice: a jit-enabled zod compiles its fast path on the first parse.
  for (let i = 0; i < 2; i += 1) {
    expect(contract.Ok.parse({ ok: true })).toEqual({ ok: true });
  }
  expect(compiled).toEqual([]);
});
