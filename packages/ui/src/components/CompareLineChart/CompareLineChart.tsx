import { formatChartDate, formatMoney, formatNumber } from "@hotshelf/domain";
import { LinePath } from "@visx/shape";
import { DailyChart } from "../../charts";

export interface ComparePoint {
  /** The day, 'YYYY-MM-DD'. */
  date: string;
  value: number;
}

export interface CompareSeries {
  /** The shop's name, in the legend and the table's header. */
  name: string;
  points: readonly ComparePoint[];
}

export interface CompareLineChartProps {
  title: string;
  /** Up to four series, one line each, on shared axes. */
  series: readonly CompareSeries[];
  /** How values read on the axis and in the table. */
  kind: "money" | "count";
  width?: number;
  height?: number;
}

/** One row per day any series has, oldest first; a series without that day has null. */
export interface CompareRow {
  date: string;
  values: (number | null)[];
}

export function compareRows(series: readonly CompareSeries[]): CompareRow[] {
  const byDate = new Map<string, (number | null)[]>();
  series.forEach((one, i) => {
    for (const point of one.points) {
      const values = byDate.get(point.date) ?? series.map(() => null);
      values[i] = point.value;
      byDate.set(point.date, values);
    }
  });
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, values]) => ({ date, values }));
}

/** Each line has its own colour and its own dash, so the lines differ without colour too. */
export const SERIES_STYLES = [
  { stroke: "var(--color-chart-1)", dash: undefined },
  { stroke: "var(--color-chart-2)", dash: "6 3" },
  { stroke: "var(--color-chart-3)", dash: "2 3" },
  { stroke: "var(--color-chart-4)", dash: "10 3 2 3" },
] as const;

const styleOf = (index: number) => SERIES_STYLES[index % SERIES_STYLES.length] ?? SERIES_STYLES[0];

/** Shops' daily revenue or ads as lines on one pair of axes, with a legend and a table of the values. */
export function CompareLineChart({
  title,
  series,
  kind,
  width = 640,
  height = 260,
}: CompareLineChartProps) {
  const format = kind === "money" ? formatMoney : formatNumber;
  const rows = compareRows(series);
  return (
    // The screen reader table has a column per shop: a table grows to its content whatever its
    // width, so it is clipped here rather than widening the page on a phone.
    <div className="relative overflow-hidden">
      <DailyChart
        title={title}
        rows={rows}
        deltas={[]}
        withoutPreviousToggle
        width={width}
        height={height}
        marginLeft={kind === "money" ? 72 : 48}
        padding={0.2}
        date={(row) => row.date}
        peak={(row) => Math.max(0, ...row.values.map((value) => value ?? 0))}
        formatValue={format}
        columns={["Date", ...series.map((one) => one.name)]}
        cells={(row) => [formatChartDate(row.date), ...row.values.map((value) => format(value))]}
        footer={
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted text-xs" aria-label="Legend">
            {series.map((one, i) => (
              <li key={one.name} className="flex min-w-0 items-center gap-1.5">
                <svg width="24" height="8" aria-hidden="true" className="shrink-0">
                  <line
                    x1="0"
                    y1="4"
                    x2="24"
                    y2="4"
                    stroke={styleOf(i).stroke}
                    strokeWidth={2}
                    strokeDasharray={styleOf(i).dash}
                  />
                </svg>
                <span className="truncate">{one.name}</span>
              </li>
            ))}
          </ul>
        }
      >
        {({ rows: shown, x, y }) =>
          series.map((one, i) => (
            <LinePath
              key={one.name}
              data={[...shown]}
              defined={(row) => row.values[i] !== null && row.values[i] !== undefined}
              x={(row) => (x(row.date) ?? 0) + x.bandwidth() / 2}
              y={(row) => y(row.values[i] ?? 0)}
              stroke={styleOf(i).stroke}
              strokeWidth={2}
              strokeDasharray={styleOf(i).dash}
              fill="none"
            />
          ))
        }
      </DailyChart>
    </div>
  );
}
