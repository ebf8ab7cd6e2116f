export { PricingGrid, type PricingGridProps } from "./PricingGrid";
