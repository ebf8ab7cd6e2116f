export {
  Doughnut,
  DoughnutLegend,
  type DoughnutLegendProps,
  type DoughnutProps,
  formatTopValue,
  PeriodToggle,
  type PeriodToggleProps,
  TOP_PRODUCTS_TITLES,
  TopProductsDoughnut,
  type TopProductsDoughnutProps,
  type TopProductsKind,
  topProductSlices,
} from "./TopProductsDoughnut";
