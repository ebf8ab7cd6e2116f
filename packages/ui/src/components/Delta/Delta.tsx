import { formatCountChange, formatMoneyChange } from "@hotshelf/domain";
import { PercentBadge, ToneText } from "../PercentBadge/PercentBadge";

export interface DeltaProps {
  /** The absolute change (a count or money); null shows nothing. */
  value: number | null | undefined;
  /** The percent change shown after it, if known. */
  percent?: number | null;
  kind?: "count" | "money";
  className?: string;
}

/** A change and its percent, e.g. "+12 (+4%)" or "-$3.50 (-2%)", coloured by sign. */
export function Delta({ value, percent, kind = "count", className }: DeltaProps) {
  const change = kind === "money" ? formatMoneyChange(value) : formatCountChange(value);
  if (!change.text && (percent === null || percent === undefined)) return null;
  return (
    <span data-delta="" className={`inline-flex items-baseline gap-1 text-sm ${className ?? ""}`}>
      {change.text && <ToneText text={change.text} tone={change.tone} />}
      <PercentBadge value={percent} />
    </span>
  );
}
