export {
  ProTrialUpgradeOverlay,
  type ProTrialUpgradeOverlayProps,
  type ProTrialView,
} from "./ProTrialUpgradeOverlay";
