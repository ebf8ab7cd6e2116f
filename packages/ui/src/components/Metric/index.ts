export { Metric, type MetricProps, metric } from "./Metric";
