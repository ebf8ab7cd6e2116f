export {
  PlanChangeDialog,
  type PlanChangeDialogProps,
  type PlanChangePreviewState,
} from "./PlanChangeDialog";
