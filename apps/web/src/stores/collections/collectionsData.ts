import type { ApiClient } from "@hotshelf/api/client";
import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import {
  buildCollectionQuery,
  type PageRequest,
  productPath,
  resolveSortKey,
  type SearchPage,
  SORT_VIEWS,
  type SortView,
  shopPath,
} from "@hotshelf/domain";
import type { Collection } from "@hotshelf/ui/CollectionsSidebar";

export type CollectionKind = "shops" | "products";

type TagsApi = Pick<ApiClient, "tagsShops" | "tagsProducts">;
type SearchApi = Pick<ApiClient, "search">;

/** The user's own collections (is_staff false) or the Staff Picks (is_staff true), as sidebar rows. */
export async function loadCollections(
  api: TagsApi,
  kind: CollectionKind,
  isStaff: boolean,
): Promise<Collection[]> {
  if (kind === "shops") {
    const { tags } = await api.tagsShops({ is_staff: isStaff });
    return Object.entries(tags).map(([name, shops]) => ({
      name,
      members: shops.map((s) => ({
        id: s.shop_id,
        title: s.shop_title,
        href: shopPath(s.shop_id),
      })),
    }));
  }
  const { tags } = await api.tagsProducts({ is_staff: isStaff });
  return Object.entries(tags).map(([name, products]) => ({
    name,
    members: products.map((p) => ({
      id: p.product_id,
      title: p.product_title,
      href: productPath(p.shop_id, p.product_id),
    })),
  }));
}

/** The member ids of a named collection (none when it is unknown). */
export function memberIdsOf(collections: readonly Collection[], name: string | null): number[] {
  return collections.find((c) => c.name === name)?.members.map((m) => m.id) ?? [];
}

/**
 * One page of a collection search restricted to the included ids (shops for shop collections, products
 * for product collections), at the request's cursor and page size (50).
 */
export async function searchCollectionPage<T extends ProductItem | ShopItem>(
  api: SearchApi,
  searchType: "products" | "shops",
  sortBy: string,
  include: { shopIds?: readonly number[]; productIds?: readonly number[] },
  request: PageRequest,
): Promise<SearchPage<T>> {
  const query = buildCollectionQuery(searchType, sortBy, include, request);
  const page = await api.search({ query });
  // The server answers with the items of the query's search_type.
  return page as unknown as SearchPage<T>;
}

type SortStorage = Pick<Storage, "getItem" | "setItem">;

function storage(): SortStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The remembered sort of a collections tab (shop_collections:shops / shop_collections:products). */
export function rememberedCollectionSort(view: Extract<SortView, `collection${string}`>): string {
  return resolveSortKey(view, storage()?.getItem(SORT_VIEWS[view].storageKey));
}

export function rememberCollectionSort(
  view: Extract<SortView, `collection${string}`>,
  key: string,
): void {
  storage()?.setItem(SORT_VIEWS[view].storageKey, key);
}
