/**
 * The ECB's daily reference-rate document (eurofxref-daily.xml) read defensively: it comes over the
 * network, so it is treated as untrusted text. No XML parser (no entities, no DTDs): a size cap, then
 * two regular expressions for the one shape the ECB publishes,
 * `<Cube time='YYYY-MM-DD'>` holding `<Cube currency='USD' rate='1.1155'/>` entries.
 */
import type { EuroRates } from "@hotshelf/domain";

/** The real document is about 1.5 KB; anything far larger is not it. */
export const MAX_ECB_DOCUMENT_BYTES = 64 * 1024;

/**
 * The currencies the ECB publishes reference rates for (and recently did); a code outside this list
 * is ignored rather than trusted.
 */
export const ECB_CURRENCIES: ReadonlySet<string> = new Set([
  "USD",
  "JPY",
  "BGN",
  "CZK",
  "DKK",
  "GBP",
  "HUF",
  "PLN",
  "RON",
  "SEK",
  "CHF",
  "ISK",
  "NOK",
  "TRY",
  "AUD",
  "BRL",
  "CAD",
  "CNY",
  "HKD",
  "IDR",
  "ILS",
  "INR",
  "KRW",
  "MXN",
  "MYR",
  "NZD",
  "PHP",
  "SGD",
  "THB",
  "ZAR",
  "HRK",
  "RUB",
]);

const TIME_CUBE = /<Cube\s+time\s*=\s*(['"])(\d{4}-\d{2}-\d{2})\1\s*>/g;
const RATE_CUBE =
  /<Cube\s+currency\s*=\s*(['"])([A-Z]{3})\1\s+rate\s*=\s*(['"])([0-9]{1,9}(?:\.[0-9]{1,9})?)\3\s*\/>/g;

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * The day's rates, or null when the document is not one the ECB would send: too large, no single
 * valid date, or no usable USD rate (without it nothing converts to USD). Entries for unknown
 * currencies, repeated currencies and rates that are not positive finite numbers are skipped.
 */
export function parseEcbDaily(document: string): EuroRates | null {
  if (typeof document !== "string" || document.length > MAX_ECB_DOCUMENT_BYTES) return null;
  const times = [...document.matchAll(TIME_CUBE)];
  if (times.length !== 1) return null;
  const date = times[0]?.[2] as string;
  if (!isCalendarDate(date)) return null;
  const perEuro: Record<string, number> = {};
  for (const match of document.matchAll(RATE_CUBE)) {
    const code = match[2] as string;
    const rate = Number(match[4]);
    if (!ECB_CURRENCIES.has(code) || Object.hasOwn(perEuro, code)) continue;
    if (!Number.isFinite(rate) || rate <= 0) continue;
    perEuro[code] = rate;
  }
  if (!Object.hasOwn(perEuro, "USD")) return null;
  return { date, perEuro };
}
