export {
  CompareLineChart,
  type CompareLineChartProps,
  type ComparePoint,
  type CompareRow,
  type CompareSeries,
  compareRows,
} from "./CompareLineChart";
