/**
 * Where an export's rows come from (issue 18): Explore's search paged to the end or the row cap, one of
 * the caller's collections, or the caller's tracked shops. Each source knows its kind of row and, when
 * it can before streaming, how many rows there will be.
 */
import type { ExportSource, SearchQuery } from "@hotshelf/api/contract";
import { type ExportKind, TOTAL_HITS_CAP, TRACKED_SHOPS_COLLECTION } from "@hotshelf/domain";
import { productItems, shopItems } from "../catalogue/items";
import type { Queryable } from "../db/types";
import { ApiError } from "../http/errors";
import type { CatalogueService } from "../routes/types";

export type ExportItem = Readonly<Record<string, unknown>>;

export interface OpenedSource {
  kind: ExportKind;
  /** What the file is of, for its name (e.g. "explore products", a collection's name). */
  subject: string;
  /** The number of rows, or null when only the end of the stream tells. */
  total: number | null;
  rows: AsyncGenerator<ExportItem>;
}

/**
 * An export reads Explore in pages of this size, larger than the screens' 50: 10 searches rather than
 * 200 for a full file (each search reads its items with one query).
 */
export const EXPORT_PAGE = 1000;
/** Items of a collection read per query. */
const ITEM_CHUNK = 500;

interface SourceDeps {
  db: Queryable;
  catalogue: Pick<CatalogueService, "search">;
}

/**
 * Explore's results from the first page on, as the screen's search orders and filters them (its
 * from_count and page_size are replaced). The first page is read before streaming, so a refused query
 * is a 400 rather than a broken file.
 */
async function openExplore(
  deps: SourceDeps,
  sub: string,
  query: SearchQuery,
  limit: number,
): Promise<OpenedSource> {
  const pageQuery = (from: SearchQuery["from_count"]) => ({
    ...query,
    from_count: from,
    page_size: Math.min(EXPORT_PAGE, limit),
  });
  const first = await deps.catalogue.search(pageQuery(0), sub, { maxPageSize: EXPORT_PAGE });
  // The search counts exactly only below its cap; at least that many match in any case.
  const total =
    first.total_hits >= limit ? limit : first.total_hits < TOTAL_HITS_CAP ? first.total_hits : null;
  async function* rows(): AsyncGenerator<ExportItem> {
    let page = first;
    let sent = 0;
    for (;;) {
      for (const item of page.items) {
        if (sent >= limit) return;
        sent += 1;
        yield item as ExportItem;
      }
      if (page.next_from_value === null || sent >= limit) return;
      page = await deps.catalogue.search(pageQuery(page.next_from_value), sub, {
        maxPageSize: EXPORT_PAGE,
      });
    }
  }
  return { kind: query.search_type, subject: `explore ${query.search_type}`, total, rows: rows() };
}

/** A collection of the caller's own, members in the collection's order; 404 when there is none. */
async function openCollection(
  db: Queryable,
  owner: string,
  kind: ExportKind,
  name: string,
  limit: number,
): Promise<OpenedSource> {
  const { rows: found } = await db.query<{ id: number }>(
    "SELECT id FROM collections WHERE owner = $1 AND tag_type = $2 AND name = $3",
    [owner, kind, name.trim()],
  );
  const collection = found[0];
  if (!collection) throw new ApiError(404, "collection_not_found");
  const { rows: members } = await db.query<{ member_id: number | string }>(
    "SELECT member_id FROM collection_members WHERE collection_id = $1 ORDER BY position LIMIT $2",
    [collection.id, limit],
  );
  const ids = members.map((row) => Number(row.member_id));
  async function* rows(): AsyncGenerator<ExportItem> {
    for (let start = 0; start < ids.length; start += ITEM_CHUNK) {
      const chunk = ids.slice(start, start + ITEM_CHUNK);
      const items = kind === "shops" ? await shopItems(db, chunk) : await productItems(db, chunk);
      for (const item of items) yield item as ExportItem;
    }
  }
  return { kind, subject: name, total: ids.length, rows: rows() };
}

/** Opens the source for the user: only their own collections and tracked shops. */
export function openSource(
  deps: SourceDeps,
  sub: string,
  source: ExportSource,
  limit: number,
): Promise<OpenedSource> {
  switch (source.kind) {
    case "explore":
      return openExplore(deps, sub, source.query, limit);
    case "collection":
      return openCollection(deps.db, sub, source.tag_type, source.tag_name, limit);
    case "tracked_shops":
      // Tracking a shop puts it in the user's Tracked Shops collection (docs/decisions.md).
      return openCollection(deps.db, sub, "shops", TRACKED_SHOPS_COLLECTION, limit).then(
        (opened) => ({ ...opened, subject: "tracked shops" }),
        (error: unknown) => {
          // No shop tracked yet: an empty file rather than a refusal.
          if (error instanceof ApiError && error.status === 404) {
            return { kind: "shops", subject: "tracked shops", total: 0, rows: emptyRows() };
          }
          throw error;
        },
      );
  }
}

async function* emptyRows(): AsyncGenerator<ExportItem> {}
