/** A figure as the API sends it: absent, null (no data) or a number. */
type Figure = number | null | undefined;

/** A metric's figure and its change, ready to spread into Metric or MetricCell. */
export interface Figures {
  value: Figure;
  delta: Figure;
  percent: Figure;
}

/**
 * A count such as `active_ad_count` or `fb_followers`, with the API's `_delta` and
 * `_percent_change` fields beside it.
 */
export function countFigures<K extends string>(
  item: Partial<Record<K | `${K}_delta` | `${K}_percent_change`, Figure>>,
  key: K,
): Figures {
  return { value: item[key], delta: item[`${key}_delta`], percent: item[`${key}_percent_change`] };
}

/**
 * Revenue for a period prefix such as `day`, `week` or `shop_week`: the API names its fields
 * `{prefix}_current_period_revenue`, `{prefix}_revenue_delta` and `{prefix}_revenue_percent_change`.
 */
export function revenueFigures<P extends string>(
  item: Partial<
    Record<
      `${P}_current_period_revenue` | `${P}_revenue_delta` | `${P}_revenue_percent_change`,
      Figure
    >
  >,
  prefix: P,
): Figures & { kind: "money" } {
  return {
    kind: "money",
    value: item[`${prefix}_current_period_revenue`],
    delta: item[`${prefix}_revenue_delta`],
    percent: item[`${prefix}_revenue_percent_change`],
  };
}
