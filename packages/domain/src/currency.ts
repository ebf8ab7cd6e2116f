/**
 * Money in the spec's currency (001 §2: prices and revenue "in USD, converted"). A tracked shop that
 * sells in another currency has its amounts converted through the European Central Bank's euro
 * reference rates (units of a currency per 1 EUR), and the original amount is shown beside the USD one.
 */

import { formatMoney, formatShortDate } from "./format";
import { EMPTY_TEXTS } from "./messages";

/** One day's ECB reference rates: units of each currency per 1 EUR (EUR itself is 1 by definition). */
export interface EuroRates {
  /** The ECB's reference date, YYYY-MM-DD. */
  date: string;
  perEuro: Readonly<Record<string, number>>;
}

export type UsdConversion =
  | { convertible: true; usd: number; rateDate: string }
  | { convertible: false; reason: "unknown_currency" | "invalid_amount" };

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** A currency code as stored and compared: three letters, upper case; null when it is not one. */
export function normaliseCurrency(code: string | null | undefined): string | null {
  const upper = typeof code === "string" ? code.trim().toUpperCase() : "";
  return CURRENCY_CODE.test(upper) ? upper : null;
}

/** Units of `currency` per 1 EUR, or null when the table has no usable rate for it. */
function perEuro(rates: EuroRates, currency: string): number | null {
  if (currency === "EUR") return 1;
  const rate = Object.hasOwn(rates.perEuro, currency) ? rates.perEuro[currency] : undefined;
  return typeof rate === "number" && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** Rounds to whole cents, half away from zero; toFixed first so 1.005 (really 1.00499…) is not cut. */
export function roundToCents(amount: number): number {
  const cents = Number((Math.abs(amount) * 100).toFixed(6));
  return (Math.sign(amount) * Math.round(cents)) / 100 || 0;
}

/**
 * `amount` of `currency` in US dollars, rounded to cents, through the euro cross rate
 * (amount / rate[currency] * rate[USD]). USD amounts pass through (rounded). A currency the table
 * does not know, or a non-finite amount, is "not convertible": the caller shows the original only.
 */
export function convertToUsd(amount: number, currency: string, rates: EuroRates): UsdConversion {
  if (!Number.isFinite(amount)) return { convertible: false, reason: "invalid_amount" };
  const code = normaliseCurrency(currency);
  if (code === "USD") return { convertible: true, usd: roundToCents(amount), rateDate: rates.date };
  const from = code === null ? null : perEuro(rates, code);
  const usd = perEuro(rates, "USD");
  if (from === null || usd === null) return { convertible: false, reason: "unknown_currency" };
  return { convertible: true, usd: roundToCents((amount / from) * usd), rateDate: rates.date };
}

/** The original side of a converted price, as the API sends it (all null for a USD shop). */
export interface OriginalPrice {
  original_price?: number | null;
  original_currency?: string | null;
  rate_date?: string | null;
}

/**
 * What is shown beside a USD price converted from another currency, e.g.
 * "€11.06, ECB rate of Sep 26, 2024"; "¥1,500, not converted to USD" when no rate was known; null
 * when there is nothing to add (a USD shop, or no original recorded).
 */
export function describeOriginalPrice(original: OriginalPrice): string | null {
  const currency = normaliseCurrency(original.original_currency);
  const amount = original.original_price;
  if (currency === null || currency === "USD" || typeof amount !== "number") return null;
  const money = formatMoney(amount, currency);
  if (!original.rate_date) return `${money}, not converted to USD`;
  const date = formatShortDate(original.rate_date);
  return `${money}, ECB rate of ${date === EMPTY_TEXTS.notAvailable ? original.rate_date : date}`;
}
