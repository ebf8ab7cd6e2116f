import { CollectionsScreen } from "./CollectionsScreen";

export function ShopCollections() {
  return <CollectionsScreen kind="shops" mode="user" title="Shop Collections" />;
}
