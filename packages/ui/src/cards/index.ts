export {
  Favicon,
  type FaviconProps,
  ProductImage,
  type ProductImageProps,
  productImageUrl,
  QuickChart,
  type QuickChartProps,
} from "./CardImages";
export { countFigures, type Figures, revenueFigures } from "./figures";
export { FigureCell, type FigureCellProps, ListTable, type ListTableProps } from "./ListTable";
export { TitleLink, type TitleLinkProps } from "./TitleLink";
