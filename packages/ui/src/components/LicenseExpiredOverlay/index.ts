export { LicenseExpiredOverlay, type LicenseExpiredOverlayProps } from "./LicenseExpiredOverlay";
