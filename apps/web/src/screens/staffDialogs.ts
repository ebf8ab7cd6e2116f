import { lazy } from "react";

/**
 * The staff's own dialogs (Manage Staff Picks, Rename Preset), in one chunk fetched the first time a
 * staff user opens one: nobody else ever needs them, so the screens' first load does not carry them.
 * One dynamic import for both, so the screens carry one list of the chunk's dependencies, not two.
 */
const staffDialogs = () => import("./staffDialogsChunk");

export const StaffPicksModal = lazy(() =>
  staffDialogs().then((module) => ({ default: module.StaffPicksModal })),
);

export const RenameFilterSetModal = lazy(() =>
  staffDialogs().then((module) => ({ default: module.RenameFilterSetModal })),
);
