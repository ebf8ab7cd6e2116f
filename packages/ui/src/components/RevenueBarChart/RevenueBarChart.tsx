import {
  CHART_MAX_TICKS,
  chartTicks,
  formatChartDate,
  formatMoney,
  hasNonZeroDelta,
} from "@hotshelf/domain";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useState } from "react";
import { ChartFigure, PreviousToggle } from "../../charts";

export interface RevenueRow {
  date_str: string;
  revenue: number;
}

export interface RevenueBarChartProps {
  title?: string;
  /** 30 days, oldest first. */
  data: readonly RevenueRow[];
  /** The previous period's 30 days, shown instead when the toggle is on. */
  previousData?: readonly RevenueRow[];
  /** The summary deltas; the toggle is enabled only when one is non-zero. */
  deltas?: readonly (number | null | undefined)[];
  width?: number;
  height?: number;
}

const MARGIN = { top: 8, right: 8, bottom: 28, left: 72 };
const AXIS_TICK = { fill: "var(--color-muted)", fontSize: 11, fontFamily: "inherit" };

/** Revenue Over Time: one bar per day, at most 6 month/day ticks in UTC. */
export function RevenueBarChart({
  title = "Revenue Over Time",
  data,
  previousData,
  deltas = [],
  width = 640,
  height = 240,
}: RevenueBarChartProps) {
  const [showPrevious, setShowPrevious] = useState(false);
  const canCompare = previousData !== undefined && hasNonZeroDelta(deltas);
  const rows = showPrevious && canCompare ? previousData : data;
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const dates = rows.map((row) => row.date_str);
  const x = scaleBand<string>({ domain: dates, range: [0, innerWidth], padding: 0.2 });
  const max = Math.max(0, ...rows.map((row) => row.revenue));
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [innerHeight, 0], nice: true });
  const ticks = chartTicks(dates, CHART_MAX_TICKS);

  return (
    <ChartFigure
      title={title}
      controls={
        <PreviousToggle
          isSelected={showPrevious}
          onChange={setShowPrevious}
          isEnabled={canCompare}
        />
      }
      table={{
        columns: ["Date", "Revenue"],
        rows: rows.map((row) => [formatChartDate(row.date_str), formatMoney(row.revenue)]),
      }}
    >
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        data-period={showPrevious && canCompare ? "previous" : "current"}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {rows.map((row) => {
            const barHeight = innerHeight - y(row.revenue);
            return (
              <Bar
                key={row.date_str}
                x={x(row.date_str)}
                y={innerHeight - barHeight}
                width={x.bandwidth()}
                height={Math.max(0, barHeight)}
                rx={2}
                fill={
                  showPrevious && canCompare ? "var(--color-chart-muted)" : "var(--color-chart-1)"
                }
              />
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => formatMoney(Number(value))}
            stroke="var(--color-border)"
            tickStroke="var(--color-border)"
            tickLabelProps={() => ({ ...AXIS_TICK, textAnchor: "end", dx: -4, dy: 3 })}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={ticks.map((tick) => dates[tick.index] as string)}
            tickFormat={(value) => formatChartDate(value)}
            stroke="var(--color-border)"
            tickStroke="var(--color-border)"
            tickLabelProps={() => ({ ...AXIS_TICK, textAnchor: "middle" })}
          />
        </Group>
      </svg>
    </ChartFigure>
  );
}
