import { describe, expect, it } from "vitest";
import {
  ALERT_LIMITS,
  alertSetPath,
  decodeAlertTokenPayload,
  digestMail,
  digestSections,
  encodeAlertTokenPayload,
  newSinceVisitBadge,
  newSinceVisitLabel,
} from "./alerts";

const items = (n: number, prefix = "Item") =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `${prefix} ${i + 1}` }));

const links = {
  openSet: (type: string, name: string) => `https://h.test/explore/${type}?set=${name}`,
  unsubscribeSet: (type: string, name: string) => `https://h.test/u/${type}/${name}`,
  unsubscribeAll: "https://h.test/u/all",
};

describe("digestSections", () => {
  it("drops sets without news, orders products before shops and by name, caps items", () => {
    const sections = digestSections([
      { filterType: "shops", filterSetName: "A shops", items: items(2) },
      { filterType: "products", filterSetName: "Zed", items: items(12) },
      { filterType: "products", filterSetName: "Empty", items: [] },
      { filterType: "products", filterSetName: "Bee", items: items(10) },
    ]);
    expect(sections.map((s) => [s.filterSetName, s.shown.length, s.more, s.total])).toEqual([
      ["Bee", 10, 0, 10],
      ["Zed", 10, 2, 12],
      ["A shops", 2, 0, 2],
    ]);
    expect(ALERT_LIMITS.digestItemsPerSet).toBe(10);
  });
});

describe("digestMail", () => {
  it("is null when nothing is new", () => {
    expect(digestMail("Hotshelf", [], links)).toBeNull();
    expect(
      digestMail("Hotshelf", [{ filterType: "shops", filterSetName: "S", items: [] }], links),
    ).toBeNull();
  });

  it("lists each set's items with 'and N more', its links, and the unsubscribe-all link", () => {
    const mail = digestMail(
      "Hotshelf",
      [
        { filterType: "products", filterSetName: "Lamps", items: items(13, "Lamp") },
        { filterType: "shops", filterSetName: "Shops", items: items(1, "Shop") },
      ],
      links,
    );
    expect(mail?.subject).toBe("Hotshelf: 14 new matches for your filter sets");
    const text = mail?.text ?? "";
    expect(text).toContain("Lamps (products): 13 new products");
    expect(text).toContain("  - Lamp 10\n  ...and 3 more");
    expect(text).not.toContain("Lamp 11");
    expect(text).toContain("Shops (shops): 1 new shop\n  - Shop 1\n");
    expect(text).toContain("Open in Explore: https://h.test/explore/products?set=Lamps");
    expect(text).toContain("Stop alerts for this set: https://h.test/u/shops/Shops");
    expect(text).toContain("Stop all filter set alerts: https://h.test/u/all");
  });

  it("says 1 new match in the singular", () => {
    const mail = digestMail(
      "Hotshelf",
      [{ filterType: "shops", filterSetName: "S", items: items(1) }],
      links,
    );
    expect(mail?.subject).toBe("Hotshelf: 1 new match for your filter sets");
  });
});

describe("alert token payload", () => {
  it("round-trips a set payload with any characters in the name, and an all payload", () => {
    const set = {
      v: 1,
      sub: "u-1",
      scope: "set",
      filter_type: "products",
      filter_set_name: "Lämpchen & co/?",
    } as const;
    const encoded = encodeAlertTokenPayload(set);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeAlertTokenPayload(encoded)).toEqual(set);
    const all = { v: 1, sub: "u-2", scope: "all" } as const;
    expect(decodeAlertTokenPayload(encodeAlertTokenPayload(all))).toEqual(all);
  });

  it("refuses anything malformed", () => {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const bad of [
      "",
      "!!!",
      "a".repeat(3000),
      Buffer.from("not json").toString("base64url"),
      b64(null),
      b64({ v: 2, sub: "u", scope: "all" }),
      b64({ v: 1, sub: "", scope: "all" }),
      b64({ v: 1, sub: "u", scope: "set", filter_type: "ads", filter_set_name: "x" }),
      b64({ v: 1, sub: "u", scope: "set", filter_type: "shops" }),
      b64({ v: 1, sub: "u", scope: "some" }),
    ]) {
      expect(decodeAlertTokenPayload(bad)).toBeNull();
    }
  });
});

describe("texts", () => {
  it("names the badge and the set path", () => {
    expect(newSinceVisitLabel(1)).toBe("1 new since your last visit");
    expect(newSinceVisitLabel(3)).toBe("3 new since your last visit");
    expect(newSinceVisitBadge(7)).toBe("7");
    expect(newSinceVisitBadge(100)).toBe("99+");
    expect(alertSetPath("shops", "My set & more")).toBe("/explore/shops?set=My%20set%20%26%20more");
  });
});
