import type { AdsHistory, RevenueChartRow } from "@hotshelf/api/contract";
import { AdsLineChart } from "@hotshelf/ui/AdsLineChart";
import { RevenueBarChart } from "@hotshelf/ui/RevenueBarChart";
import { useEffect, useState } from "react";
import { adsRows, revenueRows } from "./chartRows";

interface Charts {
  revenue: readonly RevenueChartRow[];
  ads: AdsHistory;
}

/**
 * Revenue Over Time and Ads Over Time. Chart loads are background loads: a failure leaves the
 * charts out rather than blocking the screen. The previous-period toggle is enabled by the deltas.
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
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RevenueBarChart data={revenueRows(charts.revenue)} deltas={deltas} />
      <AdsLineChart history={adsRows(charts.ads)} deltas={deltas} />
    </div>
  );
}
