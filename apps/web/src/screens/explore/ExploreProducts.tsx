import { ExploreScreen } from "./ExploreScreen";

export function ExploreProducts() {
  return <ExploreScreen searchType="products" title="Explore Products" />;
}

export default ExploreProducts;
