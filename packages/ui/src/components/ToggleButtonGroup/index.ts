export {
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
  toggleButton,
  toggleGroup,
} from "./ToggleButtonGroup";
