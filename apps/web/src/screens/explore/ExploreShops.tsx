import { ExploreScreen } from "./ExploreScreen";

export function ExploreShops() {
  return <ExploreScreen searchType="shops" title="Explore Shops" />;
}

export default ExploreShops;
