import { describe, expect, it } from "vitest";
import { QUOTAS } from "./constants";
import {
  csvCell,
  csvHeader,
  csvRecord,
  EXPORT_COLUMNS,
  EXPORT_MESSAGES,
  exportColumns,
  exportFileName,
  exportLine,
  exportProgressText,
} from "./exports";

describe("csvCell", () => {
  it("quotes per RFC 4180 only when needed, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  });

  it("guards text a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell('=1,"2"')).toBe('"\'=1,""2"""');
  });

  it("writes numbers (negative ones too), booleans and nulls as data", () => {
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("ends each record with CRLF", () => {
    expect(csvRecord(["a", 1, null])).toBe("a,1,\r\n");
  });
});

describe("export columns", () => {
  it("leaves out the ads figures without can_ads", () => {
    for (const kind of ["products", "shops"] as const) {
      const withAds = exportColumns(kind, true);
      const without = exportColumns(kind, false);
      expect(withAds).toEqual(EXPORT_COLUMNS[kind]);
      expect(without.some((column) => column.ads)).toBe(false);
      expect(without.length).toBeLessThan(withAds.length);
      expect(without.map((column) => column.key)).not.toContain(
        kind === "products" ? "product_active_ad_count" : "active_ad_count",
      );
    }
  });

  it("has each key once per kind", () => {
    for (const columns of Object.values(EXPORT_COLUMNS)) {
      const keys = columns.map((column) => column.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("writes a line per format, in column order", () => {
    const columns = [
      { key: "shop_id", header: "Shop ID" },
      { key: "shop_title", header: "Shop" },
    ];
    const item = { shop_title: "=Evil, Inc", shop_id: 7, other: 1 };
    expect(csvHeader(columns)).toBe("Shop ID,Shop\r\n");
    expect(exportLine("csv", columns, item)).toBe('7,"\'=Evil, Inc"\r\n');
    expect(exportLine("jsonl", columns, item)).toBe('{"shop_id":7,"shop_title":"=Evil, Inc"}\n');
    expect(exportLine("jsonl", columns, {})).toBe('{"shop_id":null,"shop_title":null}\n');
  });
});

describe("exportFileName", () => {
  it("makes a safe name with the date and the format's extension", () => {
    const date = new Date("2026-11-25T20:00:00Z");
    expect(exportFileName("Hotshelf", "explore products", "csv", date)).toBe(
      "hotshelf-explore-products-2026-11-25.csv",
    );
    expect(exportFileName("Hotshelf", '../"Best" shops/é', "jsonl", date)).toBe(
      "hotshelf-best-shops-e-2026-11-25.jsonl",
    );
  });
});

describe("export texts", () => {
  it("names the quota and counts rows", () => {
    expect(EXPORT_MESSAGES.quota).toContain(String(QUOTAS.exportsPerHour));
    expect(exportProgressText(1200, 3400)).toBe("1,200 of 3,400 rows");
    expect(exportProgressText(1200, null)).toBe("1,200 rows");
  });
});
