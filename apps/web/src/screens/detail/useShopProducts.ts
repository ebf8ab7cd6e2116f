import type { ProductItem } from "@hotshelf/api/contract";
import type { SearchPage } from "@hotshelf/domain";
import { useEffect } from "react";
import { useData } from "../../hooks/useData";
import { usePagedSearch } from "../../hooks/usePagedSearch";

/**
 * A shop's products, best sellers first, paged; failures worded as the products widget's. `first` is
 * the first page when a route loader already started it for this shop.
 */
export function useShopProducts(
  shopId: number | null,
  pageSize: number,
  first?: Promise<SearchPage<ProductItem>>,
) {
  const { search } = useData();
  const products = usePagedSearch<ProductItem>(pageSize, "productsWidget");
  const { start } = products;
  useEffect(() => {
    if (shopId !== null) start(search.shopProducts(shopId), first);
  }, [shopId, search, start, first]);
  return products;
}
