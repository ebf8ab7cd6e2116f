/** The `query` of an Explore search as the web app sends it: products by this week's revenue. */
export function exploreQuery(overrides: Record<string, unknown> = {}) {
  return {
    sort_by: "week_current_period_revenue",
    search_string: "",
    from_count: 0,
    page_size: 50,
    search_filters: {},
    search_type: "products",
    is_explore: true,
    ...overrides,
  };
}
