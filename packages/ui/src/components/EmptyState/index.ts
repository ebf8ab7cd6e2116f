export { EmptyState, type EmptyStateProps, emptyState } from "./EmptyState";
