import { formatCompactMoneyChange, formatCountChange, formatMoneyChange } from "@hotshelf/domain";
import { FigureText } from "../../cards/FigureText";
import { PercentBadge, ToneText } from "../PercentBadge/PercentBadge";

export interface DeltaProps {
  /** The absolute change (a count or money); null shows nothing. */
  value: number | null | undefined;
  /** The percent change shown after it, if known. */
  percent?: number | null;
  kind?: "count" | "money";
  /**
   * Abbreviates a money change from $1,000 ($1.21K) and a percent from 100% (+175%), the full values
   * for screen readers and hover.
   */
  compact?: boolean;
  className?: string;
}

/** A change and its percent, e.g. "+12 (+4%)" or "-$3.50 (-2%)", coloured by sign. */
export function Delta({ value, percent, kind = "count", compact = false, className }: DeltaProps) {
  const change = kind === "money" ? formatMoneyChange(value) : formatCountChange(value);
  const shown = kind === "money" && compact ? formatCompactMoneyChange(value) : change;
  if (!change.text && (percent === null || percent === undefined)) return null;
  return (
    // Wraps the percent under the change when the cell is too narrow for both on one line.
    <span
      data-delta=""
      className={`inline-flex flex-wrap items-baseline gap-x-1 text-sm ${className ?? ""}`}
    >
      {change.text && (
        <ToneText text={<FigureText text={shown.text} full={change.text} />} tone={change.tone} />
      )}
      <PercentBadge value={percent} compact={compact} />
    </span>
  );
}
