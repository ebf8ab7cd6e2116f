import { describe, expect, it } from "vitest";
import { createHostPacer } from "../../src/tracker/hostPacer";

describe("the per-host pacer", () => {
  it("spaces requests to one host and lets other hosts through at once", async () => {
    const pace = createHostPacer(150);
    const started = Date.now();
    const times: Record<string, number[]> = { a: [], b: [] };
    await Promise.all([
      ...[1, 2, 3].map(async () => {
        await pace("a.example.com");
        times.a?.push(Date.now() - started);
      }),
      (async () => {
        await pace("b.example.com");
        times.b?.push(Date.now() - started);
      })(),
    ]);
    const a = (times.a ?? []).sort((x, y) => x - y);
    expect(a[1]).toBeGreaterThanOrEqual(140);
    expect(a[2]).toBeGreaterThanOrEqual(290);
    expect(times.b?.[0]).toBeLessThan(140);
  });
});
