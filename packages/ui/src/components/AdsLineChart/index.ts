export { type AdsHistory, AdsLineChart, type AdsLineChartProps } from "./AdsLineChart";
