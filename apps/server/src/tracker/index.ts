// The tracker's API for the routes: shops/track/v2/start and /status (createTracker), activity/shops
// (listActivity), and the shop detail's abort_tracking_reason values.
export { listActivity, NEWS_LIMIT_PER_TYPE } from "./activity";
export { MIN_OBSERVATION_SPAN_MS, MIN_READS_FOR_ESTIMATES } from "./estimator";
export type { AbortTrackingReason, TrackStatus } from "./status";
export { createTracker, type StartResult, type Tracker, type TrackerOptions } from "./tracker";
