import {
  CHART_MAX_TICKS,
  chartTicks,
  formatChartDate,
  formatNumber,
  hasNonZeroDelta,
} from "@hotshelf/domain";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";
import { useState } from "react";
import { ChartFigure, PreviousToggle } from "../../charts";

export interface AdsHistory {
  active_ad_count: readonly { date_str: string; active_ad_count: number }[];
  /** Ads started per day, aligned with active_ad_count by position. */
  ad_start_count: readonly { ad_start_count: number }[];
}

export interface AdsLineChartProps {
  title?: string;
  history: AdsHistory;
  previousHistory?: AdsHistory;
  deltas?: readonly (number | null | undefined)[];
  width?: number;
  height?: number;
}

const MARGIN = { top: 8, right: 8, bottom: 28, left: 48 };
const AXIS_TICK = { fill: "var(--color-muted)", fontSize: 11, fontFamily: "inherit" };

/** Ads Over Time: the active ads line over bars of ads started each day. */
export function AdsLineChart({
  title = "Ads Over Time",
  history,
  previousHistory,
  deltas = [],
  width = 640,
  height = 240,
}: AdsLineChartProps) {
  const [showPrevious, setShowPrevious] = useState(false);
  const canCompare = previousHistory !== undefined && hasNonZeroDelta(deltas);
  const shown = showPrevious && canCompare ? previousHistory : history;
  const points = shown.active_ad_count.map((row, i) => ({
    date: row.date_str,
    active: row.active_ad_count,
    started: shown.ad_start_count[i]?.ad_start_count ?? 0,
  }));
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const dates = points.map((p) => p.date);
  const x = scaleBand<string>({ domain: dates, range: [0, innerWidth], padding: 0.3 });
  const max = Math.max(0, ...points.map((p) => Math.max(p.active, p.started)));
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [innerHeight, 0], nice: true });
  const centre = (date: string) => (x(date) ?? 0) + x.bandwidth() / 2;
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
        columns: ["Date", "Active ads", "Ads started"],
        rows: points.map((p) => [
          formatChartDate(p.date),
          formatNumber(p.active),
          formatNumber(p.started),
        ]),
      }}
    >
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        data-period={showPrevious && canCompare ? "previous" : "current"}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {points.map((p) => (
            <Bar
              key={p.date}
              x={x(p.date)}
              y={y(p.started)}
              width={x.bandwidth()}
              height={Math.max(0, innerHeight - y(p.started))}
              rx={1}
              fill="var(--color-chart-muted)"
            />
          ))}
          <LinePath
            data={points}
            x={(p) => centre(p.date)}
            y={(p) => y(p.active)}
            stroke={showPrevious && canCompare ? "var(--color-chart-3)" : "var(--color-chart-1)"}
            strokeWidth={2.5}
            fill="none"
          />
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => formatNumber(Number(value))}
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
      <ul className="flex gap-4 text-muted text-xs">
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-chart-1" /> Active ads
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-chart-muted" /> Ads started
        </li>
      </ul>
    </ChartFigure>
  );
}
