import type { ApiClient, ExportedFile, ExportOptions } from "@hotshelf/api/client";
import type { ExportRequest, ExportSource } from "@hotshelf/api/contract";
import {
  buildExploreQuery,
  type ExportFormat,
  type FilterState,
  TRACKED_SHOPS_COLLECTION,
} from "@hotshelf/domain";

/** The first page's request: the server reads every page after it itself. */
const FROM_THE_START = { searchId: 0, fromCount: 0, pageSize: 50 } as const;

/** What an export is of, as the screens have it. */
export const exportSources = {
  /** Explore's results: the current filters, exclusions, sort and search text. */
  explore: (filters: FilterState, sortBy: string, searchString: string): ExportSource => ({
    kind: "explore",
    query: buildExploreQuery(filters, sortBy, searchString, FROM_THE_START) as Extract<
      ExportSource,
      { kind: "explore" }
    >["query"],
  }),
  /** One of the user's collections; their Tracked Shops collection is the tracked shops' export. */
  collection: (tagType: "shops" | "products", tagName: string): ExportSource =>
    tagType === "shops" && tagName === TRACKED_SHOPS_COLLECTION
      ? { kind: "tracked_shops" }
      : { kind: "collection", tag_type: tagType, tag_name: tagName },
  trackedShops: (): ExportSource => ({ kind: "tracked_shops" }),
};

/** Exports (issue 18): a file streamed from the server, with progress as its rows arrive. */
export function exportsData(api: ApiClient) {
  return {
    /**
     * Never tried again on its own: every export the server starts counts toward the user's hourly
     * quota, and the user can simply choose the format again.
     */
    file: (source: ExportSource, format: ExportFormat, options: ExportOptions = {}) =>
      api.exportRows({ source, format } satisfies ExportRequest, options),
  };
}

export type { ExportedFile };
