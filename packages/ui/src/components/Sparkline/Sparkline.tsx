import { memo, useMemo } from "react";
import { extent, linearScale } from "../../charts";

export interface SparklineProps {
  values: readonly number[];
  /** What the line shows, e.g. 'Revenue, last 30 days'. */
  label: string;
  tone?: "brand" | "positive" | "negative";
  width?: number;
  height?: number;
  className?: string;
}

const STROKES = {
  brand: "var(--color-chart-1)",
  positive: "var(--color-positive)",
  negative: "var(--color-negative)",
};

/** One static path through the finite values, the y range fitted to them. */
export function sparklinePath(values: readonly number[], width: number, height: number): string {
  const pad = 2;
  const x = linearScale([0, Math.max(values.length - 1, 1)], [pad, width - pad]);
  const y = linearScale(extent(values), [height - pad, pad]);
  return values
    .map((value, i) =>
      Number.isFinite(value) ? `${x(i).toFixed(1)},${y(value).toFixed(1)}` : null,
    )
    .filter((point): point is string => point !== null)
    .map((point, i) => `${i === 0 ? "M" : "L"}${point}`)
    .join("");
}

/**
 * A quick chart drawn from data: one line, no axes, named as an image for screen readers. The path is
 * computed once per data set and the component is memoised, so a card re-rendering around it costs
 * nothing here.
 */
export const Sparkline = memo(function Sparkline({
  values,
  label,
  tone = "brand",
  width = 120,
  height = 32,
  className,
}: SparklineProps) {
  const d = useMemo(() => sparklinePath(values, width, height), [values, width, height]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={className}
      data-sparkline=""
    >
      <path d={d} fill="none" stroke={STROKES[tone]} strokeWidth={1.75} strokeLinejoin="round" />
    </svg>
  );
});
