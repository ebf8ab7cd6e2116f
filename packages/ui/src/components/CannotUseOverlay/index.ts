export { CannotUseOverlay, type CannotUseOverlayProps } from "./CannotUseOverlay";
