export { RevenueBarChart, type RevenueBarChartProps, type RevenueRow } from "./RevenueBarChart";
