import { afterEach, describe, expect, it, vi } from "vitest";

const SERVICES = ["NumberFormat", "DateTimeFormat", "RelativeTimeFormat", "Collator"] as const;
const originals = Object.fromEntries(SERVICES.map((name) => [name, Intl[name]]));

/** Counts the Intl formatters built from here on (each costs a page's start a few ms). */
function countFormatters(): string[] {
  const built: string[] = [];
  for (const name of SERVICES) {
    Object.defineProperty(Intl, name, {
      configurable: true,
      writable: true,
      value: new Proxy(originals[name] as object, {
        construct(target, args) {
          built.push(name);
          return Reflect.construct(target as new (...a: unknown[]) => object, args);
        },
      }),
    });
  }
  return built;
}

afterEach(() => {
  for (const name of SERVICES) Object.assign(Intl, { [name]: originals[name] });
});

describe("Intl formatters", () => {
  it("are built on first use, not while the rules load, and once", async () => {
    vi.resetModules();
    const built = countFormatters();
    const domain = await import("./index");
    expect(built).toEqual([]);

    expect(domain.formatNumber(1234.5)).toBe("1,234.5");
    expect(domain.formatNumber(99.25)).toBe("99.3");
    expect(domain.formatLongDate("2026-03-05T00:00:00Z")).toBe("March 5, 2026");
    expect(built).toEqual(["NumberFormat", "DateTimeFormat"]);
  });
});
