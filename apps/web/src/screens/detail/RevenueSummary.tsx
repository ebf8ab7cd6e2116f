import { Metric } from "@hotshelf/ui/Metric";
import { EstimateNote } from "./EstimateNote";

type MetricValue = number | null;

/** The day/week/month revenue triples of a detail item, e.g. day_ or shop_day_ prefixed. */
type RevenueFields<P extends string> = {
  [K in `${P}${"day" | "week" | "month"}_${"current_period_revenue" | "revenue_delta" | "revenue_percent_change"}`]: MetricValue;
};

const PERIODS = [
  ["Day", "day"],
  ["Week", "week"],
  ["Month", "month"],
] as const;

/**
 * A revenue summary section: Day, Week and Month, each with its delta and percent change, labelled
 * 'Estimated' when the shop tracker inferred them.
 */
export function RevenueSummary<P extends "" | "shop_">({
  title,
  item,
  prefix,
  isEstimate = false,
}: {
  title: string;
  item: RevenueFields<P>;
  prefix: P;
  isEstimate?: boolean;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="font-semibold text-lg">{title}</h2>
      {isEstimate && <EstimateNote />}
      <dl className="grid gap-4 sm:grid-cols-3">
        {PERIODS.map(([label, period]) => (
          <Metric
            key={period}
            label={label}
            kind="money"
            value={item[`${prefix}${period}_current_period_revenue`]}
            delta={item[`${prefix}${period}_revenue_delta`]}
            percent={item[`${prefix}${period}_revenue_percent_change`]}
          />
        ))}
      </dl>
    </section>
  );
}
