import { formatCompactMoney, formatMoney, formatNumber } from "@hotshelf/domain";
import { cva } from "class-variance-authority";
import { FigureText } from "../../cards/FigureText";
import { Delta } from "../Delta/Delta";

export const metric = cva(["flex min-w-0 flex-col"], {
  variants: {
    size: {
      sm: "[&_[data-metric-value]]:text-sm",
      md: "[&_[data-metric-value]]:text-lg",
      lg: "[&_[data-metric-value]]:text-2xl",
    },
  },
  defaultVariants: { size: "md" },
});

export interface MetricProps {
  label: string;
  value: number | null | undefined;
  /** count: 12.3K / 1.2M; money: $1,234.50. */
  kind?: "count" | "money";
  delta?: number | null;
  percent?: number | null;
  size?: "sm" | "md" | "lg";
  /**
   * A narrow cell (a card's grid of metrics): money from $1,000 is abbreviated ($1.07K), with every
   * digit for screen readers and on hover.
   */
  compact?: boolean;
  className?: string;
}

/** A labelled figure with its change: the building block of revenue and ad summaries. */
export function Metric({
  label,
  value,
  kind = "count",
  delta,
  percent,
  size,
  compact = false,
  className,
}: MetricProps) {
  const full = kind === "money" ? formatMoney(value) : formatNumber(value);
  const text = kind === "money" && compact ? formatCompactMoney(value) : full;
  return (
    <div className={metric({ size, className })}>
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-1.5">
        <span data-metric-value="" className="font-semibold text-fg tabular-nums">
          <FigureText text={text} full={full} />
        </span>
        <Delta value={delta} percent={percent} kind={kind} compact={compact} />
      </dd>
    </div>
  );
}
