export {
  type SortOption,
  SortSelect,
  type SortSelectProps,
  sortOption,
  sortTrigger,
} from "./SortSelect";
