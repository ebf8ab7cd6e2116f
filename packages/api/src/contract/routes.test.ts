import { describe, expect, it } from "vitest";
import { calls } from "./calls";
import { ROUTE_NAMES, routes } from "./routes";

describe("routes", () => {
  it("has the method, path and auth of every call of the calls table, and no other", () => {
    const fromCalls = Object.fromEntries(
      Object.entries(calls).map(([name, def]) => [
        name,
        { method: def.method, path: def.path, auth: def.auth },
      ]),
    );
    expect(routes).toEqual(fromCalls);
  });

  it("lists the names in the calls table's order", () => {
    expect(ROUTE_NAMES).toEqual(Object.keys(calls));
  });
});
