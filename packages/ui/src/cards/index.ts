export {
  Favicon,
  type FaviconProps,
  ProductImage,
  type ProductImageProps,
  QuickChart,
  type QuickChartProps,
} from "./CardImages";
