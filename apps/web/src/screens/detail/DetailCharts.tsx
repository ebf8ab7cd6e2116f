import type { AdsHistory, RevenueChartRow } from "@hotshelf/api/contract";
import { AdsLineChart } from "@hotshelf/ui/AdsLineChart";
import { RevenueBarChart } from "@hotshelf/ui/RevenueBarChart";
import { useEffect, useState } from "react";
import { adsPeriods, revenuePeriods } from "./chartRows";

interface Charts {
  revenue: readonly RevenueChartRow[];
  ads: AdsHistory;
}

/**
 * Revenue Over Time and Ads Over Time over the current 30 days. Chart loads are background loads: a
 * failure leaves the charts out rather than blocking the screen. The previous-period toggle shows the
 * 30 days before, and is enabled by the deltas.
 */
export function DetailCharts({
  load,
  deltas,
}: {
  load: () => Promise<Charts>;
  deltas: readonly (number | null)[];
}) {
  const [charts, setCharts] = useState<Charts | null>(null);
  useEffect(() => {
    let current = true;
    load()
      .then((loaded) => current && setCharts(loaded))
      .catch((error: unknown) => console.error("Charts failed to load:", error));
    return () => {
      current = false;
    };
  }, [load]);
  if (!charts) return null;
  const revenue = revenuePeriods(charts.revenue);
  const ads = adsPeriods(charts.ads);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RevenueBarChart
        data={revenue.current}
        {...(revenue.previous && { previousData: revenue.previous })}
        deltas={deltas}
      />
      <AdsLineChart
        history={ads.current}
        {...(ads.previous && { previousHistory: ads.previous })}
        deltas={deltas}
      />
    </div>
  );
}
