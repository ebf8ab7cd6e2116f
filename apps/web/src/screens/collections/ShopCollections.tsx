import { Placeholder } from "../Placeholder";

export function ShopCollections() {
  return <Placeholder title="Shop Collections" />;
}
