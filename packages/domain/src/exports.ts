/**
 * Exports (issue 18): which columns a CSV or JSON Lines file has, in which order, under which header;
 * how a cell is written (RFC 4180 quoting, the spreadsheet formula guard); the file's name; the texts.
 * The server writes the files with these rules, the app names and describes them.
 */
import { QUOTAS } from "./constants";
import { onFirstUse } from "./intl";

export const EXPORT_FORMATS = ["csv", "jsonl"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: "CSV",
  jsonl: "JSON Lines",
};

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  jsonl: "application/x-ndjson; charset=utf-8",
};

/** What a file's rows are: products or shops (a collection or Explore's results of either kind). */
export type ExportKind = "products" | "shops";

export interface ExportColumn {
  /** The item's field, also the key in JSON Lines. */
  key: string;
  /** The CSV header. */
  header: string;
  /** An ads figure: left out without can_ads. */
  ads?: true;
}

const REVENUE_COLUMNS: readonly ExportColumn[] = [
  { key: "day_current_period_revenue", header: "Revenue (day)" },
  { key: "week_current_period_revenue", header: "Revenue (week)" },
  { key: "week_revenue_delta", header: "Revenue change (week)" },
  { key: "week_revenue_percent_change", header: "Revenue change % (week)" },
  { key: "month_current_period_revenue", header: "Revenue (month)" },
  { key: "month_revenue_delta", header: "Revenue change (month)" },
];

/** Every column a file may have, in file order (the one place that chooses and orders them). */
export const EXPORT_COLUMNS: Record<ExportKind, readonly ExportColumn[]> = {
  products: [
    { key: "product_id", header: "Product ID" },
    { key: "product_title", header: "Product" },
    { key: "product_handle", header: "Handle" },
    { key: "product_vendor", header: "Vendor" },
    { key: "price", header: "Price" },
    { key: "shop_currency", header: "Currency" },
    { key: "product_published_at", header: "Published" },
    { key: "shop_id", header: "Shop ID" },
    { key: "shop_title", header: "Shop" },
    { key: "shop_url", header: "Shop URL" },
    { key: "shop_country", header: "Country" },
    ...REVENUE_COLUMNS,
    { key: "product_active_ad_count", header: "Active ads", ads: true },
    { key: "product_active_ad_count_delta", header: "Active ads change", ads: true },
    { key: "shop_active_ad_count", header: "Shop active ads", ads: true },
  ],
  shops: [
    { key: "shop_id", header: "Shop ID" },
    { key: "shop_title", header: "Shop" },
    { key: "url", header: "URL" },
    { key: "myshopify_url", header: "Myshopify URL" },
    { key: "country", header: "Country" },
    { key: "locale", header: "Locale" },
    { key: "currency", header: "Currency" },
    { key: "sku_count", header: "Products" },
    ...REVENUE_COLUMNS,
    { key: "revenue_is_estimate", header: "Revenue is an estimate" },
    { key: "active_ad_count", header: "Active ads", ads: true },
    { key: "active_ad_count_delta", header: "Active ads change", ads: true },
    { key: "ig_followers", header: "Instagram followers" },
    { key: "fb_followers", header: "Facebook followers" },
  ],
};

/** The columns of a file for this licence: the ads figures only with can_ads. */
export function exportColumns(kind: ExportKind, canAds: boolean): readonly ExportColumn[] {
  return EXPORT_COLUMNS[kind].filter((column) => canAds || !column.ads);
}

/** A spreadsheet reads a text cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell: empty for null, numbers and booleans as they are, text behind the formula guard (a
 * leading apostrophe) and quoted per RFC 4180 when it holds a quote, comma or line break. Numbers are
 * not guarded: a negative figure is data, not a formula, and must stay a number in a spreadsheet.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated as RFC 4180 has it. */
export function csvRecord(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export function csvHeader(columns: readonly ExportColumn[]): string {
  return csvRecord(columns.map((column) => column.header));
}

/** One row: the item's values for these columns, in their order (a missing field is null). */
export function exportValues(
  columns: readonly ExportColumn[],
  item: Readonly<Record<string, unknown>>,
): unknown[] {
  return columns.map((column) => item[column.key] ?? null);
}

/** One line of either format for an item (the CSV header is written once before the rows). */
export function exportLine(
  format: ExportFormat,
  columns: readonly ExportColumn[],
  item: Readonly<Record<string, unknown>>,
): string {
  const values = exportValues(columns, item);
  if (format === "csv") return csvRecord(values);
  const record = Object.fromEntries(columns.map((column, i) => [column.key, values[i]]));
  return `${JSON.stringify(record)}\n`;
}

/** The file's name, e.g. hotshelf-explore-products-2026-11-25.csv; a collection's name made safe. */
export function exportFileName(
  productName: string,
  subject: string,
  format: ExportFormat,
  date: Date,
): string {
  const slug = `${productName}-${subject}`
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${slug || "export"}-${date.toISOString().slice(0, 10)}.${format}`;
}

export const EXPORT_MESSAGES = {
  quota: `You have reached the limit of ${QUOTAS.exportsPerHour} exports an hour. Please try again later.`,
  failed: "The export failed. Please try again.",
  menuLabel: "Export",
  progressLabel: "Export progress",
  /** Read with the menu's name while a file streams (the menu stays focusable, not pressable). */
  pending: "Exporting",
  cancel: "Cancel export",
} as const;

/** The export control's name for screen readers, e.g. "Export products", "Export Summer picks". */
export function exportMenuLabel(subject: string): string {
  return `${EXPORT_MESSAGES.menuLabel} ${subject}`;
}

/** The export was refused because the user's hourly quota is used up (HTTP 429). */
export function isExportQuotaFailure(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 429;
}

const rowCount = onFirstUse(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }));

/** The progress text, e.g. "1,200 of 3,400 rows" or "1,200 rows" while the total is unknown. */
export function exportProgressText(rows: number, total: number | null): string {
  return total === null
    ? `${rowCount().format(rows)} rows`
    : `${rowCount().format(rows)} of ${rowCount().format(total)} rows`;
}
