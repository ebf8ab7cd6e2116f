export { changeTone, PercentBadge, type PercentBadgeProps, ToneText } from "./PercentBadge";
