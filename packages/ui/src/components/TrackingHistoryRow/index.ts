export { TrackingHistoryRow, type TrackingHistoryRowProps } from "./TrackingHistoryRow";
