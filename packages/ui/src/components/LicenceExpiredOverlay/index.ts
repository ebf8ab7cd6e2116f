export { LicenceExpiredOverlay, type LicenceExpiredOverlayProps } from "./LicenceExpiredOverlay";
