import { lazy } from "react";
import { ExploreScreen } from "./ExploreScreen";
import { ProductResults } from "./ProductResults";

const ProductCollectionsModal = lazy(() =>
  import("@hotshelf/ui/ProductCollectionsModal").then((module) => ({
    default: module.ProductCollectionsModal,
  })),
);

export function ExploreProducts() {
  return (
    <ExploreScreen
      searchType="products"
      title="Explore Products"
      renderResults={(items, layout, actions) => (
        <ProductResults items={items} layout={layout} actions={actions} />
      )}
      CollectionsModal={ProductCollectionsModal}
    />
  );
}

export default ExploreProducts;
