export { LayoutToggle, type LayoutToggleProps, type ResultsLayout } from "./LayoutToggle";
