import { describe, expect, it } from "vitest";
import {
  convertToUsd,
  describeOriginalPrice,
  type EuroRates,
  normaliseCurrency,
  roundToCents,
} from "./currency";
import { formatCompactMoney, formatMoney } from "./format";

/** A few of the ECB reference rates of 2024-09-26 (the server's bundled snapshot). */
const rates: EuroRates = {
  date: "2024-09-26",
  perEuro: { USD: 1.1155, JPY: 160.78, GBP: 0.83428, CHF: 0.9452 },
};

describe("convertToUsd", () => {
  it("converts euros at the USD rate, to whole cents", () => {
    expect(convertToUsd(11.06, "EUR", rates)).toEqual({
      convertible: true,
      usd: 12.34,
      rateDate: "2024-09-26",
    });
  });

  it("crosses through the euro for other currencies", () => {
    // 1,000 JPY / 160.78 * 1.1155 = 6.93805...
    expect(convertToUsd(1000, "JPY", rates)).toMatchObject({ convertible: true, usd: 6.94 });
    // 10 GBP / 0.83428 * 1.1155 = 13.37080...
    expect(convertToUsd(10, "gbp", rates)).toMatchObject({ convertible: true, usd: 13.37 });
  });

  it("passes USD through, rounded to cents", () => {
    expect(convertToUsd(19.999, "USD", rates)).toMatchObject({ convertible: true, usd: 20 });
  });

  it("rounds half a cent away from zero", () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(2.344)).toBe(2.34);
    expect(roundToCents(-0.001)).toBe(0);
  });

  it("says an unknown or malformed currency is not convertible", () => {
    expect(convertToUsd(5, "VND", rates)).toEqual({
      convertible: false,
      reason: "unknown_currency",
    });
    expect(convertToUsd(5, "€", rates)).toMatchObject({ convertible: false });
    expect(convertToUsd(5, "toString", rates)).toMatchObject({ convertible: false });
    expect(convertToUsd(5, "EUR", { date: "2024-09-26", perEuro: {} })).toMatchObject({
      convertible: false,
      reason: "unknown_currency",
    });
  });

  it("refuses a non-finite amount", () => {
    expect(convertToUsd(Number.NaN, "EUR", rates)).toEqual({
      convertible: false,
      reason: "invalid_amount",
    });
  });

  it("ignores a rate that is not a positive number", () => {
    const broken: EuroRates = { date: "2024-09-26", perEuro: { USD: 1.1155, SEK: 0, NOK: -2 } };
    expect(convertToUsd(5, "SEK", broken)).toMatchObject({ convertible: false });
    expect(convertToUsd(5, "NOK", broken)).toMatchObject({ convertible: false });
  });
});

describe("normaliseCurrency", () => {
  it("upper-cases three-letter codes and rejects anything else", () => {
    expect(normaliseCurrency(" eur ")).toBe("EUR");
    expect(normaliseCurrency("EURO")).toBeNull();
    expect(normaliseCurrency(null)).toBeNull();
  });
});

describe("formatMoney in other currencies", () => {
  it("uses the currency's own symbol and minor unit", () => {
    expect(formatMoney(11.06, "EUR")).toBe("€11.06");
    expect(formatMoney(1234.5, "EUR")).toBe("€1,234.50");
    expect(formatMoney(1500, "JPY")).toBe("¥1,500");
    expect(formatMoney(1499.6, "JPY")).toBe("¥1,500");
    expect(formatMoney(-3, "GBP")).toBe("-£3.00");
    expect(formatMoney(-0.001, "EUR")).toBe("€0.00");
    expect(formatMoney(5, "CHF")).toBe("CHF\u00a05.00");
  });

  it("falls back to USD for a malformed code instead of throwing", () => {
    expect(formatMoney(1, "dollars")).toBe("$1.00");
  });

  it("shortens large amounts with the currency's symbol", () => {
    expect(formatCompactMoney(28_940.2, "EUR")).toBe("€28.9K");
    expect(formatCompactMoney(120.75, "JPY")).toBe("¥120");
    expect(formatCompactMoney(1_079.99, "GBP")).toBe("£1.07K");
  });
});

describe("describeOriginalPrice", () => {
  it("names the original amount and the rate's date", () => {
    expect(
      describeOriginalPrice({
        original_price: 11.06,
        original_currency: "EUR",
        rate_date: "2024-09-26",
      }),
    ).toBe("€11.06, ECB rate of Sep 26, 2024");
  });

  it("labels an amount that could not be converted", () => {
    expect(
      describeOriginalPrice({ original_price: 250000, original_currency: "VND", rate_date: null }),
    ).toBe("₫250,000, not converted to USD");
  });

  it("adds nothing for a USD shop or a product without an original", () => {
    expect(
      describeOriginalPrice({
        original_price: 5,
        original_currency: "USD",
        rate_date: "2024-09-26",
      }),
    ).toBeNull();
    expect(describeOriginalPrice({})).toBeNull();
  });
});
