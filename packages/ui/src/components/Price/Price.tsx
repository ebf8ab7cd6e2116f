import { describeOriginalPrice, formatMoney, type OriginalPrice } from "@hotshelf/domain";

export interface PriceProps {
  /** In USD. */
  value: number | null | undefined;
  /**
   * A tracked shop's price as the shop shows it, when `value` was converted from another currency:
   * shown beside it with the ECB rate's date, or alone (labelled) when it could not be converted.
   */
  original?: OriginalPrice;
  className?: string;
}

/** A price in USD with two decimals ('N/A' when unknown), and the shop's own amount beside it. */
export function Price({ value, original, className }: PriceProps) {
  const note = original ? describeOriginalPrice(original) : null;
  const converted = note !== null && Boolean(original?.rate_date);
  return (
    <span data-price="" className={`tabular-nums ${className ?? ""}`}>
      {(note === null || converted) && formatMoney(value)}
      {converted && " "}
      {note !== null && (
        // One unit, so a narrow card moves it whole to the next line rather than splitting the date.
        <span data-original-price="" className={converted ? "inline-block text-muted" : undefined}>
          {converted ? `(${note})` : note}
        </span>
      )}
    </span>
  );
}
