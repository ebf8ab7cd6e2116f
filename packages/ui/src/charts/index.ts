export {
  ChartFigure,
  type ChartFigureProps,
  PREVIOUS_TOGGLE_LABEL,
  PreviousToggle,
} from "./ChartFigure";
export { DailyChart, type DailyChartFrame, type DailyChartProps } from "./DailyChart";
export { doughnutArcs } from "./doughnutArcs";
export { extent, linearScale } from "./linearScale";
