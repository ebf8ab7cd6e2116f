/**
 * The export call (issue 18): POST /v3/export streams a CSV or JSON Lines file, not JSON, so it sits
 * beside the call table rather than in it (its path is in routes.ts); the client reads it with
 * `exportRows`.
 */
import { EXPORT_FORMATS, QUOTAS } from "@hotshelf/domain";
import { z } from "zod";
import { TagType } from "./collections";
import { SearchQuery } from "./search";

export { EXPORT_PATH, EXPORT_TOTAL_HEADER } from "./routes";

export const ExportFormat = z.enum(EXPORT_FORMATS);

export const ExportSource = z.discriminatedUnion("kind", [
  /** Explore's results: the search as the screen sends it (its paging fields are ignored). */
  z.object({ kind: z.literal("explore"), query: SearchQuery }),
  /** One of the caller's own collections. */
  z.object({ kind: z.literal("collection"), tag_type: TagType, tag_name: z.string().max(200) }),
  /** The caller's tracked shops. */
  z.object({ kind: z.literal("tracked_shops") }),
]);
export type ExportSource = z.infer<typeof ExportSource>;

export const ExportRequest = z.object({
  source: ExportSource,
  format: ExportFormat,
  /** At most this many rows (and never more than QUOTAS.exportRows). */
  limit: z.number().int().min(1).max(QUOTAS.exportRows).optional(),
});
export type ExportRequest = z.infer<typeof ExportRequest>;
