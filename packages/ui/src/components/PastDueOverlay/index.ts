export { PAST_DUE_NOTE, PastDueOverlay, type PastDueOverlayProps } from "./PastDueOverlay";
