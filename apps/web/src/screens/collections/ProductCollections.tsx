import { Placeholder } from "../Placeholder";

export function ProductCollections() {
  return <Placeholder title="Product Collections" />;
}
