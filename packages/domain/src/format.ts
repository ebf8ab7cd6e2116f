/**
 * Number, money, percent, date and relative-time display (000 §9, 001 §9). Every number a user sees
 * goes through here. Functions take `now` where time matters; none reads the clock.
 */
import { TOTAL_HITS_CAP, TRACKING_START_DISPLAY_OFFSET_MS } from "./constants";
import { onFirstUse } from "./intl";
import { EMPTY_TEXTS } from "./messages";

/** Colour meaning of a value: green, red or grey. */
export type Tone = "positive" | "negative" | "neutral";

const oneDecimal = onFirstUse(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }));
const upToTwoDecimals = onFirstUse(
  () => new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }),
);

function isNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/**
 * A count or metric: above 1,000,000 in absolute value as M (one decimal, floored), above 10,000 as K
 * (floored thousands), otherwise rounded to one decimal. Missing values show 'N/A'.
 */
export function formatNumber(value: number | null | undefined): string {
  if (!isNumber(value)) return EMPTY_TEXTS.notAvailable;
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  if (abs > 1_000_000) return `${sign}${oneDecimal().format(Math.floor(abs / 100_000) / 10)}M`;
  if (abs > 10_000) return `${sign}${Math.floor(abs / 1000)}K`;
  const rounded = oneDecimal().format(abs);
  return rounded === "0" ? "0" : `${sign}${rounded}`;
}

const wholeNumber = onFirstUse(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }));

/**
 * A search's result count: exact below the cap, '1,000+ products' at it (the server stops counting
 * there, docs/decisions.md).
 */
export function formatResultCount(totalHits: number, kind: "products" | "shops"): string {
  const capped = totalHits >= TOTAL_HITS_CAP;
  const count = capped ? TOTAL_HITS_CAP : Math.max(0, Math.floor(totalHits));
  const noun = count === 1 && !capped ? kind.slice(0, -1) : kind;
  return `${wholeNumber().format(count)}${capped ? "+" : ""} ${noun}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The Intl money format of a currency (ISO 4217 code, any case), cached; USD when the code is not
 * three letters, since Intl would throw on it and a malformed code from a crawled store must not crash.
 */
function moneyFormat(currency: string, digits?: number): Intl.NumberFormat {
  const code = /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : "USD";
  const key = `${code}:${digits ?? ""}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      // The compact forms (fixed digits) read as $1234B, without a thousands separator.
      ...(digits === undefined
        ? {}
        : { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Formats through Intl, with no minus on a value that rounds to zero (-0.001 is $0.00). */
function formatWith(format: Intl.NumberFormat, value: number): string {
  const zero = format.format(0);
  return value < 0 && format.format(-value) === zero ? zero : format.format(value);
}

/**
 * Revenue and prices through Intl in the given currency (USD unless told), e.g. $1,234.50, -$3.00,
 * €11.06, ¥1,234 (JPY has no minor unit). Missing values show 'N/A'.
 */
export function formatMoney(value: number | null | undefined, currency = "USD"): string {
  if (!isNumber(value)) return EMPTY_TEXTS.notAvailable;
  return formatWith(moneyFormat(currency), value);
}

const COMPACT_UNITS: ReadonlyArray<[suffix: string, size: number]> = [
  ["B", 1_000_000_000],
  ["M", 1_000_000],
  ["K", 1_000],
];

/**
 * Money where a card's narrow cell has no room for every digit: below $100 as formatMoney ($89.50),
 * then whole dollars ($120.75 is $120), from $1,000 three significant digits and K, M or B
 * ($1,079.99 is $1.07K, $28,940.20 is $28.9K, $999,999 is $999K), always truncated so that no figure
 * reads more than it is. The full value is formatMoney's, for screen readers and on hover. Missing
 * values show 'N/A'.
 */
export function formatCompactMoney(value: number | null | undefined, currency = "USD"): string {
  if (!isNumber(value)) return EMPTY_TEXTS.notAvailable;
  const abs = Math.abs(value);
  const sign = value < 0 ? -1 : 1;
  const unit = COMPACT_UNITS.find(([, size]) => abs >= size);
  if (!unit) {
    return abs < 100
      ? formatMoney(value, currency)
      : moneyFormat(currency, 0).format(sign * Math.floor(abs));
  }
  const [suffix, size] = unit;
  const scaled = abs / size;
  const decimals = scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2;
  const step = 10 ** decimals;
  // toFixed after flooring: the float error of scaled * step must not drop a digit (1.07 * 100).
  const truncated = Math.floor(Number((scaled * step).toFixed(6))) / step;
  return `${moneyFormat(currency, decimals).format(sign * truncated)}${suffix}`;
}

export function toneOf(value: number | null | undefined): Tone {
  if (!isNumber(value) || value === 0) return "neutral";
  return value > 0 ? "positive" : "negative";
}

export interface FormattedChange {
  text: string;
  tone: Tone;
}

function percentChange(
  value: number | null | undefined,
  format: (abs: number) => string,
): FormattedChange {
  if (!isNumber(value)) return { text: "", tone: "neutral" };
  if (value === 0) return { text: "(-)", tone: "neutral" };
  return { text: `(${value > 0 ? "+" : "-"}${format(Math.abs(value))}%)`, tone: toneOf(value) };
}

/** Percent change as (+n%), (-n%), (-) for zero and blank for null, with its tone. */
export function formatPercentChange(value: number | null | undefined): FormattedChange {
  return percentChange(value, formatNumber);
}

/**
 * formatPercentChange for a narrow cell: from 100% whole percents, truncated as compact money is
 * (+175% for 175.9%), from 1,000% in thousands (+1.2K%), so a card's percent fits its cell.
 */
export function formatCompactPercentChange(value: number | null | undefined): FormattedChange {
  return percentChange(value, (abs) => {
    if (abs >= 1000) return `${oneDecimal().format(Math.floor(abs / 100) / 10)}K`;
    return abs >= 100 ? wholeNumber().format(Math.floor(abs)) : formatNumber(abs);
  });
}

/** The ad card's duplicates percent change, rounded to two decimals (001 §2). */
export function formatAdDuplicatesPercentChange(value: number | null | undefined): FormattedChange {
  return percentChange(value, (abs) => upToTwoDecimals().format(abs));
}

/** A signed count change such as +12 or -3.5K (ad-count deltas); zero is neutral. */
export function formatCountChange(value: number | null | undefined): FormattedChange {
  if (!isNumber(value)) return { text: "", tone: "neutral" };
  return { text: `${value > 0 ? "+" : ""}${formatNumber(value)}`, tone: toneOf(value) };
}

/** A signed revenue change such as +$12.00 or -$3.50 (revenue deltas); zero is neutral. */
export function formatMoneyChange(
  value: number | null | undefined,
  currency = "USD",
): FormattedChange {
  if (!isNumber(value)) return { text: "", tone: "neutral" };
  return { text: `${value > 0 ? "+" : ""}${formatMoney(value, currency)}`, tone: toneOf(value) };
}

/** formatMoneyChange in formatCompactMoney's units, e.g. +$1.21K; zero is neutral. */
export function formatCompactMoneyChange(
  value: number | null | undefined,
  currency = "USD",
): FormattedChange {
  if (!isNumber(value)) return { text: "", tone: "neutral" };
  return {
    text: `${value > 0 ? "+" : ""}${formatCompactMoney(value, currency)}`,
    tone: toneOf(value),
  };
}

export interface PriceChange {
  direction: "increased" | "decreased";
  from: string;
  to: string;
  /** e.g. "decreased from $20.00 to $15.00" */
  text: string;
  /** A fall is good for the shopper's research (green); anything else is red. */
  tone: Tone;
}

/** The news feed's price change: two decimals, 'decreased' or 'increased', green when it fell. */
export function describePriceChange(fromPrice: number, toPrice: number): PriceChange {
  const fell = toPrice < fromPrice;
  const direction = fell ? "decreased" : "increased";
  const from = formatMoney(fromPrice);
  const to = formatMoney(toPrice);
  return {
    direction,
    from,
    to,
    text: `${direction} from ${from} to ${to}`,
    tone: fell ? "positive" : "negative",
  };
}

const relative = onFirstUse(() => new Intl.RelativeTimeFormat("en", { numeric: "always" }));
const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
];

/**
 * Time elapsed since `thenMs`, e.g. "5 seconds ago", "3 hours ago". Times in the future (clock skew)
 * read as "0 seconds ago".
 */
export function formatRelativeTime(thenMs: number, nowMs: number): string {
  let amount = Math.max(0, Math.floor((nowMs - thenMs) / 1000));
  for (const [unit, size] of RELATIVE_STEPS) {
    if (amount < size) return relative().format(-amount, unit);
    amount = Math.floor(amount / size);
  }
  return relative().format(-amount, "year");
}

/** A news item's time: `epoch_time` is in seconds. */
export function formatNewsTime(epochSeconds: number, nowMs: number): string {
  return formatRelativeTime(epochSeconds * 1000, nowMs);
}

/** A tracking row's "time since tracking started", shown 15 s earlier than recorded (001 §4). */
export function formatTrackingStarted(trackingStartSeconds: number, nowMs: number): string {
  return formatRelativeTime(trackingStartSeconds * 1000 - TRACKING_START_DISPLAY_OFFSET_MS, nowMs);
}

function toDate(value: number | string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date in UTC with the month as `month` gives it ("November" / "Nov"), the day and the year. */
const utcDate = (month: "long" | "short") =>
  onFirstUse(
    () =>
      new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month, day: "numeric", year: "numeric" }),
  );
const longDate = utcDate("long");
const shortDate = utcDate("short");

/** A date in words, in UTC, e.g. "November 22, 2026" (licence expiry). Invalid input shows 'N/A'. */
export function formatLongDate(value: number | string): string {
  const date = toDate(value);
  return date ? longDate().format(date) : EMPTY_TEXTS.notAvailable;
}

/** A compact date in UTC, e.g. "Nov 22, 2026" (creation dates on cards and facts). */
export function formatShortDate(value: number | string): string {
  const date = toDate(value);
  return date ? shortDate().format(date) : EMPTY_TEXTS.notAvailable;
}

/** A licence time (`expires`, `renewal_time`) is in seconds. */
export function formatLicenceDate(epochSeconds: number): string {
  return formatLongDate(epochSeconds * 1000);
}

/** A chart axis label: month/day in UTC, e.g. "11/22". */
export function formatChartDate(value: number | string): string {
  const date = toDate(value);
  return date ? `${date.getUTCMonth() + 1}/${date.getUTCDate()}` : "";
}

/**
 * Which of `count` points carry an x-axis tick: at most `max` (6), spread evenly, always the first and
 * the last point.
 */
export function chartTickIndices(count: number, max = 6): number[] {
  if (count <= 0 || max <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  if (max === 1) return [0];
  const step = (count - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => Math.round(i * step));
}

/** The x-axis ticks of a chart's dates: index and month/day label. */
export function chartTicks(
  dates: ReadonlyArray<number | string>,
  max = 6,
): Array<{ index: number; label: string }> {
  return chartTickIndices(dates.length, max).map((index) => ({
    index,
    label: formatChartDate(dates[index] as number | string),
  }));
}
