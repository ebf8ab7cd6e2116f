import {
  CHART_PERIOD_LABELS,
  type ChartPeriod,
  type ChartSlice,
  DOUGHNUT_CUTOUT_PERCENT,
  EMPTY_TEXTS,
  formatMoney,
  formatNumber,
  hasNonZeroDelta,
  type TopAdvertisedProduct,
  type TopRevenueProduct,
  topAdvertisedSlices,
  topRevenueSlices,
} from "@hotshelf/domain";
import { type Key, memo, useMemo, useState } from "react";
import { ChartFigure, doughnutArcs } from "../../charts";
import { EmptyState } from "../EmptyState/EmptyState";
import { ToggleButton, ToggleButtonGroup } from "../ToggleButtonGroup/ToggleButtonGroup";

const SLICE_COLOURS = [
  "var(--color-chart-1)",
  "var(--color-chart-2)",
  "var(--color-chart-3)",
  "var(--color-chart-4)",
  "var(--color-chart-5)",
];
const SWATCHES = ["bg-chart-1", "bg-chart-2", "bg-chart-3", "bg-chart-4", "bg-chart-5"];

export type TopProductsKind = "advertised" | "revenue";

export type TopProductsDoughnutProps =
  | { kind: "advertised"; items: readonly TopAdvertisedProduct[]; title?: string; size?: number }
  | { kind: "revenue"; items: readonly TopRevenueProduct[]; title?: string; size?: number };

export const TOP_PRODUCTS_TITLES = {
  advertised: "Top Advertised Products",
  revenue: "Top Revenue Producers",
} as const;

/** How a kind's values read: ad counts as numbers, weekly revenue as money. */
export const formatTopValue = (kind: TopProductsKind) =>
  kind === "revenue" ? formatMoney : formatNumber;

/** The slices of one kind and period, and whether a previous period can be shown at all. */
export function topProductSlices(
  props: Pick<TopProductsDoughnutProps, "kind" | "items">,
  period: ChartPeriod,
): { slices: ChartSlice[]; canCompare: boolean } {
  if (props.kind === "advertised") {
    const items = props.items as readonly TopAdvertisedProduct[];
    const canCompare = hasNonZeroDelta(items.map((item) => item.aac_diff));
    return { slices: topAdvertisedSlices(items, canCompare ? period : "current"), canCompare };
  }
  const items = props.items as readonly TopRevenueProduct[];
  const canCompare = hasNonZeroDelta(items.map((item) => item.week_revenue_delta));
  return { slices: topRevenueSlices(items, canCompare ? period : "current"), canCompare };
}

export interface PeriodToggleProps {
  /** Names the radio group, e.g. 'Top Advertised Products period'. */
  label: string;
  period: ChartPeriod;
  onPeriodChange: (period: ChartPeriod) => void;
  /** Off when no product has a difference to the previous period (001 §2). */
  canCompare: boolean;
}

/** Current / Previous as a segmented radio group. */
export function PeriodToggle({ label, period, onPeriodChange, canCompare }: PeriodToggleProps) {
  return (
    <ToggleButtonGroup
      label={label}
      selectedKeys={[canCompare ? period : "current"]}
      isDisabled={!canCompare}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = keys;
        if (next === "current" || next === "previous") onPeriodChange(next);
      }}
    >
      <ToggleButton id="current">Current</ToggleButton>
      <ToggleButton id="previous">Previous</ToggleButton>
    </ToggleButtonGroup>
  );
}

export interface DoughnutProps {
  slices: readonly ChartSlice[];
  period: ChartPeriod;
  /** Width and height in pixels. */
  size: number;
}

/**
 * The picture only (screen readers get the legend or table beside it): static paths computed once
 * per data set, with CURRENT or PREVIOUS in the middle and the spec's 67.5 % cutout.
 */
export const Doughnut = memo(function Doughnut({ slices, period, size }: DoughnutProps) {
  const radius = size / 2;
  const arcs = useMemo(
    () =>
      doughnutArcs(
        slices.map((slice) => slice.value),
        radius,
        radius * (DOUGHNUT_CUTOUT_PERCENT / 100),
      ),
    [slices, radius],
  );
  return (
    <svg
      viewBox={`${-radius} ${-radius} ${size} ${size}`}
      width={size}
      height={size}
      className="shrink-0"
      aria-hidden="true"
      data-doughnut=""
    >
      {arcs.map((d, i) =>
        d ? (
          <path
            key={slices[i]?.productId ?? i}
            d={d}
            fill={SLICE_COLOURS[i % SLICE_COLOURS.length]}
          />
        ) : null,
      )}
      <text
        textAnchor="middle"
        dy="0.35em"
        fontSize={Math.max(9, Math.round(size * 0.07))}
        fontWeight={600}
        fill="var(--color-fg)"
        data-centre-label=""
      >
        {CHART_PERIOD_LABELS[period]}
      </text>
    </svg>
  );
});

export interface DoughnutLegendProps {
  slices: readonly ChartSlice[];
  format: (value: number) => string;
}

/**
 * Each slice's colour, product and value: the list screen readers read on cards (ChartFigure hides
 * it). At least 8rem wide, so in a narrow card it wraps under the doughnut instead of cutting names.
 */
export function DoughnutLegend({ slices, format }: DoughnutLegendProps) {
  return (
    <ol className="flex min-w-32 flex-1 flex-col gap-1 text-sm" data-doughnut-legend="">
      {slices.map((slice, i) => (
        <li key={slice.productId} className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden="true"
            className={`size-3 shrink-0 rounded-sm ${SWATCHES[i % SWATCHES.length]}`}
          />
          <span className="min-w-0 flex-1 truncate text-fg" title={slice.label}>
            {slice.label}
          </span>
          <span className="shrink-0 font-medium tabular-nums">{format(slice.value)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * A shop's top 5 products as a doughnut with CURRENT or PREVIOUS in the middle. The previous period
 * (current minus difference) is offered only when some difference is non-zero.
 */
export function TopProductsDoughnut(props: TopProductsDoughnutProps) {
  const { kind, size = 200 } = props;
  const title = props.title ?? TOP_PRODUCTS_TITLES[kind];
  const [period, setPeriod] = useState<ChartPeriod>("current");
  const { slices, canCompare } = useMemo(
    () =>
      topProductSlices(
        { kind: props.kind, items: props.items } as TopProductsDoughnutProps,
        period,
      ),
    [props.kind, props.items, period],
  );
  const shown: ChartPeriod = canCompare ? period : "current";
  const format = formatTopValue(kind);

  if (slices.length === 0) {
    return (
      <ChartFigure title={title} table={{ columns: ["Product", "Value"], rows: [] }}>
        <EmptyState title={EMPTY_TEXTS.notAvailable} size="sm" />
      </ChartFigure>
    );
  }

  return (
    <ChartFigure
      title={title}
      controls={
        <PeriodToggle
          label={`${title} period`}
          period={period}
          onPeriodChange={setPeriod}
          canCompare={canCompare}
        />
      }
      table={{
        columns: ["Product", kind === "revenue" ? "Weekly revenue" : "Active ads"],
        rows: slices.map((slice) => [slice.label, format(slice.value)]),
      }}
    >
      <div className="flex flex-wrap items-center gap-4" data-period={shown}>
        <Doughnut slices={slices} period={shown} size={size} />
        <DoughnutLegend slices={slices} format={format} />
      </div>
    </ChartFigure>
  );
}
