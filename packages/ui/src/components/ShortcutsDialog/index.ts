export { type ShortcutRow, ShortcutsDialog, type ShortcutsDialogProps } from "./ShortcutsDialog";
