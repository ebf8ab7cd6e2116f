export {
  CheckboxFilterGroup,
  type CheckboxFilterGroupProps,
  type FilterOption,
} from "./CheckboxFilterGroup";
