import { CollectionsScreen } from "./CollectionsScreen";

export function ProductCollections() {
  return <CollectionsScreen kind="products" mode="user" title="Product Collections" />;
}
