/**
 * A page's items from the read model's memory, made as the SQL path makes them (catalogue/items.ts):
 * the worker gathers what they are made from (storedItems: the rows' stored JSON, cheap to post), and
 * the thread answering the request makes the items (itemsFrom), so the two threads share the work.
 */
import type { ProductItem, SearchResponse } from "@hotshelf/api/contract";
import type { SearchType } from "@hotshelf/domain";
import {
  storedProductItem,
  storedShopRow,
  storedTopProduct,
  TOP_LISTS,
  TOP_PRODUCTS,
  toShopItem,
} from "../../catalogue/items";
import type { BuiltSearch } from "../buildSearch";
import type { QueryResult } from "./protocol";
import { queryModel, type ReadModelTables } from "./query";
import type { SearchTable } from "./table";

/** What a page's items are made from, in page order. */
export type StoredItems =
  | {
      searchType: "products";
      rows: { json: string; timestamps: Record<string, unknown>; shop: string | null }[];
    }
  | { searchType: "shops"; rows: { json: string; advertised: string[]; revenue: string[] }[] };

/** The model's page and what its items are made from: one message back, no database read. */
export function pageWithItems(tables: ReadModelTables, built: BuiltSearch): QueryResult {
  const page = queryModel(tables, built);
  if (!page) return null;
  const ids = page.rows.slice(0, built.pageSize).map((row) => row.id);
  return { ...page, stored: storedItems(tables, built.searchType, ids) };
}

/**
 * What the items of these ids are made from, or null when the model cannot make one exactly (rows
 * read without their items, a top list's column holding NaN): the SQL path makes them then.
 */
export function storedItems(
  model: ReadModelTables,
  searchType: SearchType,
  ids: readonly number[],
): StoredItems | null {
  return searchType === "products" ? storedProducts(model, ids) : storedShops(model, ids);
}

/** The items made from storedItems. */
export function itemsFrom(stored: StoredItems): SearchResponse["items"] {
  if (stored.searchType === "shops") {
    return stored.rows.map((row) =>
      toShopItem(storedShopRow(row.json), {
        advertised: row.advertised.map((json) => storedTopProduct(json, "advertised")),
        revenue: row.revenue.map((json) => storedTopProduct(json, "revenue")),
      }),
    );
  }
  const items: ProductItem[] = [];
  for (const row of stored.rows) {
    // The SQL path joins the shop: a product without one has no item there either.
    if (row.shop !== null) {
      items.push(storedProductItem(row.json, row.timestamps, storedShopRow(row.shop)));
    }
  }
  return items;
}

/** The stored JSON of a present row, null for an absent one, undefined when read without it. */
function storedJson(table: SearchTable, id: number): string | null | undefined {
  const slot = table.rowOf(id);
  if (slot === undefined || table.present[slot] !== 1) return null;
  return table.items.jsonOf(slot);
}

function storedProducts(model: ReadModelTables, ids: readonly number[]): StoredItems | null {
  const { products, shops } = model;
  const rows: Extract<StoredItems, { searchType: "products" }>["rows"] = [];
  for (const id of ids) {
    const json = storedJson(products, id);
    if (json === undefined) return null;
    if (json === null) continue;
    const slot = products.rowOf(id) as number;
    const shop = storedJson(shops, products.shopIds[slot] as number);
    if (shop === undefined) return null;
    rows.push({ json, timestamps: products.items.timestampsOf(slot), shop });
  }
  return { searchType: "products", rows };
}

function storedShops(model: ReadModelTables, ids: readonly number[]): StoredItems | null {
  const { products, shops } = model;
  // PostgreSQL orders NaN above every number, and counts it as positive: only it lists those.
  if (Object.values(TOP_LISTS).some(({ value }) => products.inexact.has(value))) return null;
  const rows: Extract<StoredItems, { searchType: "shops" }>["rows"] = [];
  for (const id of ids) {
    const json = storedJson(shops, id);
    if (json === undefined) return null;
    if (json === null) continue;
    const advertised = topOf(products, id, "advertised");
    const revenue = topOf(products, id, "revenue");
    if (!advertised || !revenue) return null;
    rows.push({ json, advertised, revenue });
  }
  return { searchType: "shops", rows };
}

/**
 * The stored JSON of a shop's top list as catalogue/items.ts shopTops reads it: its listed products
 * with a positive value, value then id descending; null if one lacks its item.
 */
function topOf(
  products: SearchTable,
  shopId: number,
  list: keyof typeof TOP_LISTS,
): string[] | null {
  const values = products.values.get(TOP_LISTS[list].value) as Float64Array;
  const ids = products.ids;
  const candidates = (products.rowsOfShop.get(shopId) ?? []).filter(
    (row) =>
      products.present[row] === 1 && products.listed[row] === 1 && (values[row] as number) > 0,
  );
  candidates.sort(
    (a, b) =>
      (values[b] as number) - (values[a] as number) || (ids[b] as number) - (ids[a] as number),
  );
  const json = candidates.slice(0, TOP_PRODUCTS).map((row) => products.items.jsonOf(row));
  return json.every((text) => text !== undefined) ? (json as string[]) : null;
}
