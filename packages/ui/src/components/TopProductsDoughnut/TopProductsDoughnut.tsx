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
import { Group } from "@visx/group";
import { Pie } from "@visx/shape";
import { type Key, useState } from "react";
import { ChartFigure } from "../../charts";
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

export type TopProductsDoughnutProps =
  | { kind: "advertised"; items: readonly TopAdvertisedProduct[]; title?: string; size?: number }
  | { kind: "revenue"; items: readonly TopRevenueProduct[]; title?: string; size?: number };

const TITLES = { advertised: "Top Advertised Products", revenue: "Top Revenue Producers" };

/**
 * A shop's top 5 products as a doughnut with CURRENT or PREVIOUS in the middle. The previous period
 * (current minus difference) is offered only when some difference is non-zero.
 */
export function TopProductsDoughnut(props: TopProductsDoughnutProps) {
  const { kind, size = 200 } = props;
  const title = props.title ?? TITLES[kind];
  const [period, setPeriod] = useState<ChartPeriod>("current");
  const diffs =
    props.kind === "advertised"
      ? props.items.map((item) => item.aac_diff)
      : props.items.map((item) => item.week_revenue_delta);
  const canCompare = hasNonZeroDelta(diffs);
  const shown: ChartPeriod = canCompare ? period : "current";
  const slices: ChartSlice[] =
    props.kind === "advertised"
      ? topAdvertisedSlices(props.items, shown)
      : topRevenueSlices(props.items, shown);
  const format = kind === "revenue" ? formatMoney : formatNumber;
  const radius = size / 2;

  const controls = (
    <ToggleButtonGroup
      label={`${title} period`}
      selectedKeys={[shown]}
      isDisabled={!canCompare}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = keys;
        if (next === "current" || next === "previous") setPeriod(next);
      }}
    >
      <ToggleButton id="current">Current</ToggleButton>
      <ToggleButton id="previous">Previous</ToggleButton>
    </ToggleButtonGroup>
  );

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
      controls={controls}
      table={{
        columns: ["Product", kind === "revenue" ? "Weekly revenue" : "Active ads"],
        rows: slices.map((slice) => [slice.label, format(slice.value)]),
      }}
    >
      <div className="flex flex-wrap items-center gap-4" data-period={shown}>
        <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} className="shrink-0">
          <Group top={radius} left={radius}>
            <Pie
              data={slices}
              pieValue={(slice) => Math.max(0, slice.value)}
              pieSortValues={null}
              outerRadius={radius}
              innerRadius={radius * (DOUGHNUT_CUTOUT_PERCENT / 100)}
              padAngle={0.01}
            >
              {(pie) =>
                pie.arcs.map((arc, i) => (
                  <path
                    key={arc.data.productId}
                    d={pie.path(arc) ?? ""}
                    fill={SLICE_COLOURS[i % SLICE_COLOURS.length]}
                  />
                ))
              }
            </Pie>
            <text
              textAnchor="middle"
              dy="0.35em"
              fontSize={14}
              fontWeight={600}
              fill="var(--color-fg)"
              data-centre-label=""
            >
              {CHART_PERIOD_LABELS[shown]}
            </text>
          </Group>
        </svg>
        <ol className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm">
          {slices.map((slice, i) => (
            <li key={slice.productId} className="flex min-w-0 items-center gap-2">
              <span className={`size-3 shrink-0 rounded-sm ${SWATCHES[i % SWATCHES.length]}`} />
              <span className="min-w-0 flex-1 truncate text-fg">{slice.label}</span>
              <span className="text-muted tabular-nums">{format(slice.value)}</span>
            </li>
          ))}
        </ol>
      </div>
    </ChartFigure>
  );
}
