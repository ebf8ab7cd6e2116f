import { CHART_MAX_TICKS, chartTicks, formatChartDate, hasNonZeroDelta } from "@hotshelf/domain";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { type ReactNode, useState } from "react";
import { ChartFigure, PreviousToggle } from "./ChartFigure";

const AXIS_TICK = { fill: "var(--color-muted)", fontSize: 11, fontFamily: "inherit" };

/** What a daily chart draws with: the rows shown, the scales and the plot's height. */
export interface DailyChartFrame<Row> {
  rows: readonly Row[];
  x: ReturnType<typeof scaleBand<string>>;
  y: ReturnType<typeof scaleLinear<number>>;
  innerHeight: number;
  /** The previous period is on screen. */
  showingPrevious: boolean;
}

export interface DailyChartProps<Row> {
  title: string;
  /** One row per day, oldest first. */
  rows: readonly Row[];
  /** The previous period's rows, shown instead when the toggle is on. */
  previousRows?: readonly Row[];
  /** The summary deltas; the toggle is enabled only when one is non-zero. */
  deltas: readonly (number | null | undefined)[];
  width: number;
  height: number;
  /** Room for the value axis' labels. */
  marginLeft: number;
  /** The band padding between days. */
  padding: number;
  date: (row: Row) => string;
  /** The highest value a row draws; the value axis starts at 0 and ends above the largest. */
  peak: (row: Row) => number;
  formatValue: (value: number) => string;
  /** The screen reader table: its columns and one row of cells per day. */
  columns: readonly string[];
  cells: (row: Row) => string[];
  /** The marks, drawn under the axes. */
  children: (frame: DailyChartFrame<Row>) => ReactNode;
  /** Shown under the chart (a legend). */
  footer?: ReactNode;
  /** Charts with no previous period to show (a comparison) leave the toggle out. */
  withoutPreviousToggle?: boolean;
}

/**
 * The frame the detail charts share: a day band scale, a value scale from 0, both axes with at most
 * six UTC month/day ticks, the previous-period toggle and the screen reader table.
 */
export function DailyChart<Row>({
  title,
  rows: currentRows,
  previousRows,
  deltas,
  width,
  height,
  marginLeft,
  padding,
  date,
  peak,
  formatValue,
  columns,
  cells,
  children,
  footer,
  withoutPreviousToggle = false,
}: DailyChartProps<Row>) {
  const [showPrevious, setShowPrevious] = useState(false);
  const canCompare = previousRows !== undefined && hasNonZeroDelta(deltas);
  const showingPrevious = showPrevious && canCompare;
  const rows = showingPrevious ? previousRows : currentRows;
  const margin = { top: 8, right: 8, bottom: 28, left: marginLeft };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const dates = rows.map(date);
  const x = scaleBand<string>({ domain: dates, range: [0, innerWidth], padding });
  const max = Math.max(0, ...rows.map(peak));
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [innerHeight, 0], nice: true });
  const ticks = chartTicks(dates, CHART_MAX_TICKS);

  return (
    <ChartFigure
      title={title}
      controls={
        withoutPreviousToggle ? undefined : (
          <PreviousToggle
            isSelected={showPrevious}
            onChange={setShowPrevious}
            isEnabled={canCompare}
          />
        )
      }
      table={{ columns, rows: rows.map((row) => cells(row)) }}
    >
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        data-period={showingPrevious ? "previous" : "current"}
      >
        <Group left={margin.left} top={margin.top}>
          {children({ rows, x, y, innerHeight, showingPrevious })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => formatValue(Number(value))}
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
      {footer}
    </ChartFigure>
  );
}
