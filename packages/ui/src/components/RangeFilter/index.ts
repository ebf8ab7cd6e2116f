export { RangeFilter, type RangeFilterProps, rangeFilter } from "./RangeFilter";
