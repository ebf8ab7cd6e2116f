import {
  COMPARE_FIGURES,
  COMPARE_MIN_SHOPS,
  compareSelectionMessage,
  DATA_MESSAGES,
  parseCompareIds,
  shopPath,
} from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { CompareLineChart, type CompareSeries } from "@hotshelf/ui/CompareLineChart";
import { CompareTable } from "@hotshelf/ui/CompareTable";
import { EmptyState } from "@hotshelf/ui/EmptyState";
import { LinkButton } from "@hotshelf/ui/LinkButton";
import { Spinner } from "@hotshelf/ui/Spinner";
import { useEffect, useState } from "react";
import { useLoaderData, useSearchParams } from "react-router-dom";
import type { Data } from "../../data";
import type { CompareStarted } from "../../data/routeLoaders";
import { useData } from "../../hooks/useData";
import { compareStore } from "../../stores/compare";
import { adsPeriods, revenuePeriods } from "../detail/chartRows";
import { useDetailLoad } from "../detail/useDetailLoad";

type Shops = Awaited<ReturnType<Data["compare"]["shops"]>>;
type Charts = Awaited<ReturnType<Data["compare"]["charts"]>>;

/** The two charts' series: each shop's current 30 days of revenue and of active ads. */
function chartSeries(shops: Shops, charts: Charts) {
  const revenue: CompareSeries[] = [];
  const ads: CompareSeries[] = [];
  charts.forEach((chart, i) => {
    const name = shops[i]?.item.shop_title ?? "";
    revenue.push({
      name,
      points: revenuePeriods(chart.revenue).current.map((row) => ({
        date: row.date_str,
        value: row.revenue,
      })),
    });
    ads.push({
      name,
      points: adsPeriods(chart.ads).current.active_ad_count.map((row) => ({
        date: row.date_str,
        value: row.active_ad_count,
      })),
    });
  });
  return { revenue, ads };
}

/** The charts load in the background: a failure leaves them out, the figures stay. */
function CompareCharts({ shops, load }: { shops: Shops; load: () => Promise<Charts> }) {
  const [charts, setCharts] = useState<Charts | null>(null);
  useEffect(() => {
    let current = true;
    setCharts(null);
    load()
      .then((loaded) => current && setCharts(loaded))
      .catch((error: unknown) => console.error("Compare charts failed to load:", error));
    return () => {
      current = false;
    };
  }, [load]);
  if (!charts) return <Spinner label="Loading charts" />;
  const series = chartSeries(shops, charts);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CompareLineChart title="Revenue Over Time" kind="money" series={series.revenue} />
      <CompareLineChart title="Active Ads Over Time" kind="count" series={series.ads} />
    </div>
  );
}

/**
 * Compare Shops: 2 to 4 shops from the URL (/compare/shops?ids=3,7), their key figures side by
 * side and their revenue and ads over time on shared axes. Removing a shop rewrites the URL.
 */
export function CompareShops() {
  const { compare } = useData();
  const [params, setParams] = useSearchParams();
  const ids = parseCompareIds(params.get("ids"));
  const key = ids.length >= COMPARE_MIN_SHOPS ? ids.join(",") : null;
  const started = useLoaderData() as CompareStarted | null | undefined;
  const fromLoader = started && started.key === key ? started : null;
  const state = useDetailLoad(
    "shopDetail",
    key,
    () => fromLoader?.shops ?? compare.shops(ids),
    compareSelectionMessage(ids.length) ?? DATA_MESSAGES.shopNotFound,
  );
  // One chart load per selection: the loader's, or a new one for a selection changed on the screen.
  const [loadCharts, setLoadCharts] = useState<{ key: string | null; load: () => Promise<Charts> }>(
    { key: null, load: () => Promise.resolve([]) },
  );
  if (key !== null && loadCharts.key !== key) {
    const chartIds = [...ids];
    const charts = fromLoader?.charts;
    setLoadCharts({ key, load: () => charts ?? compare.charts(chartIds) });
  }

  // The picked shops follow the screen's selection, so the bar elsewhere offers what was compared.
  useEffect(() => {
    if (key !== null) compareStore.ids = key.split(",").map(Number);
  }, [key]);

  const remove = (index: number) => {
    const next = ids.filter((_, i) => i !== index);
    setParams({ ids: next.join(",") });
  };

  return (
    <div className="mx-auto flex w-full max-w-screen-xl flex-col gap-4 px-4 py-6">
      <h1 className="font-semibold text-2xl">Compare Shops</h1>
      {key === null ? (
        <EmptyState
          title={compareSelectionMessage(ids.length) ?? ""}
          action={<LinkButton href="/explore/shops">Explore Shops</LinkButton>}
        />
      ) : state.status === "loading" ? (
        <Spinner label="Loading shops" />
      ) : state.status === "error" ? (
        <Banner tone="danger">{state.message}</Banner>
      ) : (
        <>
          <CompareTable
            caption="Key Figures"
            columns={state.data.map((shop, i) => ({
              name: shop.item.shop_title,
              href: shopPath(ids[i] ?? shop.item.shop_id),
            }))}
            rows={COMPARE_FIGURES.map((figure) => ({
              label: figure.label,
              values: state.data.map((shop) => figure.show(shop.item)),
            }))}
            onRemove={remove}
            minColumns={COMPARE_MIN_SHOPS}
          />
          <CompareCharts shops={state.data} load={loadCharts.load} />
        </>
      )}
    </div>
  );
}
