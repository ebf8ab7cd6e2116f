export {
  ChartFigure,
  type ChartFigureProps,
  PREVIOUS_TOGGLE_LABEL,
  PreviousToggle,
} from "./ChartFigure";
export { extent, linearScale } from "./linearScale";
