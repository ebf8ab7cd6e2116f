export { TopProductsDoughnut, type TopProductsDoughnutProps } from "./TopProductsDoughnut";
