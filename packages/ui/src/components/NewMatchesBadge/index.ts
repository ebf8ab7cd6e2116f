export { NewMatchesBadge, type NewMatchesBadgeProps, newMatchesBadge } from "./NewMatchesBadge";
