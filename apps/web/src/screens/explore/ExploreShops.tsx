import { lazy } from "react";
import { ExploreScreen } from "./ExploreScreen";
import { ShopResults } from "./ShopResults";

const ShopCollectionsModal = lazy(() =>
  import("@hotshelf/ui/ShopCollectionsModal").then((module) => ({
    default: module.ShopCollectionsModal,
  })),
);

export function ExploreShops() {
  return (
    <ExploreScreen
      searchType="shops"
      title="Explore Shops"
      renderResults={(items, layout, actions) => (
        <ShopResults items={items} layout={layout} actions={actions} />
      )}
      CollectionsModal={ShopCollectionsModal}
    />
  );
}

export default ExploreShops;
