export { Checkbox, type CheckboxProps, checkboxBox } from "./Checkbox";
