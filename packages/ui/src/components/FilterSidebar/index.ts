export { FilterSidebar, type FilterSidebarProps, filterSidebar } from "./FilterSidebar";
