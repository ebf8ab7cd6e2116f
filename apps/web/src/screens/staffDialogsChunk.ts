// The staff dialogs' chunk (see staffDialogs.ts).
export { RenameFilterSetModal } from "@hotshelf/ui/RenameFilterSetModal";
export { StaffPicksModal } from "@hotshelf/ui/StaffPicksModal";
