import { formatChartDate, formatMoney } from "@hotshelf/domain";
import { Bar } from "@visx/shape";
import { DailyChart } from "../../charts";

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

/** Revenue Over Time: one bar per day, at most 6 month/day ticks in UTC. */
export function RevenueBarChart({
  title = "Revenue Over Time",
  data,
  previousData,
  deltas = [],
  width = 640,
  height = 240,
}: RevenueBarChartProps) {
  return (
    <DailyChart
      title={title}
      rows={data}
      previousRows={previousData}
      deltas={deltas}
      width={width}
      height={height}
      marginLeft={72}
      padding={0.2}
      date={(row) => row.date_str}
      peak={(row) => row.revenue}
      formatValue={formatMoney}
      columns={["Date", "Revenue"]}
      cells={(row) => [formatChartDate(row.date_str), formatMoney(row.revenue)]}
    >
      {({ rows, x, y, innerHeight, showingPrevious }) =>
        rows.map((row) => {
          const barHeight = innerHeight - y(row.revenue);
          return (
            <Bar
              key={row.date_str}
              x={x(row.date_str)}
              y={innerHeight - barHeight}
              width={x.bandwidth()}
              height={Math.max(0, barHeight)}
              rx={2}
              fill={showingPrevious ? "var(--color-chart-muted)" : "var(--color-chart-1)"}
            />
          );
        })
      }
    </DailyChart>
  );
}
