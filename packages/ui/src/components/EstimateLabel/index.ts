export { ESTIMATE_LABEL, EstimateLabel } from "./EstimateLabel";
