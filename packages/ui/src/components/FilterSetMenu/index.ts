export { FilterSetMenu, type FilterSetMenuProps, type NamedFilterSet } from "./FilterSetMenu";
