export { layoutRows, type RowLayout, type RowRange, visibleRows } from "./rowWindow";
export { useWindowRows, type WindowRows, type WindowRowsOptions } from "./useWindowRows";
export { VirtualGrid, type VirtualGridProps } from "./VirtualGrid";
