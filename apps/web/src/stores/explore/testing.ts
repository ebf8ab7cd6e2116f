/**
 * Test-only helpers of the Explore store and screens: wire items and a fake API client with the calls
 * Explore makes, every one a mock at the unit tests' boundary.
 */
import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import { vi } from "vitest";
import { fakeApi } from "../../test/fakes";

export { productItem, shopItem } from "@hotshelf/api/testing";

export function page<T>(items: T[], next: number | string | null = null, totalHits = items.length) {
  return { items, total_hits: totalHits, next_from_value: next };
}

/** The licence calls of the shared fake plus Explore's calls; `search` answers an empty last page. */
export function exploreApi() {
  return Object.assign(fakeApi(), {
    search: vi.fn(async (_request: unknown) => page<ProductItem | ShopItem>([])),
    filters: vi.fn(async (_request: unknown) => ({
      filters: [] as Array<{
        filter_set_name: string;
        excluded_shops: Array<{ shop_id: number; shop_title: string }>;
        filters: {
          range_filters: Record<
            string,
            { gte: number | string | null; lte: number | string | null; type: "numeric" | "date" }
          >;
          one_hot_filters: Record<string, string[]>;
        };
      }>,
    })),
    filtersSave: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    filtersDelete: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    adminBan: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    tagsProducts: vi.fn(async (_request: unknown) => ({
      tags: {} as Record<
        string,
        Array<{ product_id: number; product_title: string; shop_id: number }>
      >,
    })),
    tagsShops: vi.fn(async (_request: unknown) => ({ tags: {} })),
    tagsChange: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    tagsOverwrite: vi.fn(async (_request: unknown) => ({ ok: true as const })),
  });
}

/** The query of the n-th search call (0-based). */
export function searchQuery(api: ReturnType<typeof exploreApi>, call = 0) {
  const request = api.search.mock.calls[call]?.[0] as
    | { query: Record<string, unknown> }
    | undefined;
  if (!request) throw new Error(`No search call #${call}.`);
  return request.query;
}
