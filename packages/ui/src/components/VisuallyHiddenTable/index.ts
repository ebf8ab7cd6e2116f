export { VisuallyHiddenTable, type VisuallyHiddenTableProps } from "./VisuallyHiddenTable";
