import { formatChartDate, formatNumber } from "@hotshelf/domain";
import { Bar, LinePath } from "@visx/shape";
import { DailyChart } from "../../charts";

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

interface AdsPoint {
  date: string;
  active: number;
  started: number;
}

function adsPoints(history: AdsHistory): AdsPoint[] {
  return history.active_ad_count.map((row, i) => ({
    date: row.date_str,
    active: row.active_ad_count,
    started: history.ad_start_count[i]?.ad_start_count ?? 0,
  }));
}

/** Ads Over Time: the active ads line over bars of ads started each day. */
export function AdsLineChart({
  title = "Ads Over Time",
  history,
  previousHistory,
  deltas = [],
  width = 640,
  height = 240,
}: AdsLineChartProps) {
  return (
    <DailyChart
      title={title}
      rows={adsPoints(history)}
      previousRows={previousHistory && adsPoints(previousHistory)}
      deltas={deltas}
      width={width}
      height={height}
      marginLeft={48}
      padding={0.3}
      date={(p) => p.date}
      peak={(p) => Math.max(p.active, p.started)}
      formatValue={formatNumber}
      columns={["Date", "Active ads", "Ads started"]}
      cells={(p) => [formatChartDate(p.date), formatNumber(p.active), formatNumber(p.started)]}
      footer={
        <ul className="flex gap-4 text-muted text-xs">
          <li className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 bg-chart-1" /> Active ads
          </li>
          <li className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-chart-muted" /> Ads started
          </li>
        </ul>
      }
    >
      {({ rows, x, y, innerHeight, showingPrevious }) => (
        <>
          {rows.map((p) => (
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
            data={[...rows]}
            x={(p) => (x(p.date) ?? 0) + x.bandwidth() / 2}
            y={(p) => y(p.active)}
            stroke={showingPrevious ? "var(--color-chart-3)" : "var(--color-chart-1)"}
            strokeWidth={2.5}
            fill="none"
          />
        </>
      )}
    </DailyChart>
  );
}
