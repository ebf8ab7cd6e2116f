/**
 * POST /prod/v3/export (issue 18): a CSV or JSON Lines file of Explore's results, a collection or the
 * tracked shops, streamed as it is read. Authorised as the screens are (a licence that opens the main
 * tool; the ads figures only with can_ads), held to the per-hour quota, at most QUOTAS.exportRows rows.
 */
import { EXPORT_PATH, EXPORT_TOTAL_HEADER, ExportRequest } from "@hotshelf/api/contract";
import {
  csvHeader,
  EXPORT_CONTENT_TYPES,
  type ExportColumn,
  type ExportFormat,
  exportColumns,
  exportFileName,
  exportLine,
  QUOTAS,
} from "@hotshelf/domain";
import { Hono } from "hono";
import { type AuthEnv, requireUser } from "../http/auth";
import { readRequest } from "../http/validate";
import { requireMainTool } from "../routes/licence";
import { API_BASE } from "../routes/mount";
import type { RouteDeps } from "../routes/types";
import { takeExportQuota } from "./quota";
import { type ExportItem, openSource } from "./sources";

/** Rows written per chunk of the body: fewer, larger writes, yet progress the app can show. */
const ROWS_PER_CHUNK = 100;

/** The file's body: the CSV header, then the rows in chunks; cancelling stops reading the source. */
export function exportBody(
  format: ExportFormat,
  columns: readonly ExportColumn[],
  rows: AsyncGenerator<ExportItem>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let header = format === "csv" ? csvHeader(columns) : "";
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let text = header;
      header = "";
      for (let n = 0; n < ROWS_PER_CHUNK; n++) {
        const next = await rows.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += exportLine(format, columns, next.value);
      }
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}

export function mountExport(app: Hono, deps: RouteDeps): void {
  const api = new Hono<AuthEnv>();
  const path = `${API_BASE}${EXPORT_PATH}`;
  api.post(path, requireUser({ db: deps.db, identity: deps.identity, now: deps.now }));
  api.post(path, async (c) => {
    const input = await readRequest(c, ExportRequest);
    const user = c.get("user");
    const licence = requireMainTool(deps, user);
    const limit = Math.min(input.limit ?? QUOTAS.exportRows, QUOTAS.exportRows);
    // Opened before the quota is taken: a refused query or a missing collection costs no export.
    const source = await openSource(deps, user.sub, input.source, limit);
    try {
      await takeExportQuota(deps.db, user.sub, deps.now());
    } catch (error) {
      await source.rows.return(undefined);
      throw error;
    }
    const columns = exportColumns(source.kind, licence.can_ads);
    const fileName = exportFileName(
      deps.config.productName,
      source.subject,
      input.format,
      new Date(deps.now()),
    );
    const headers: Record<string, string> = {
      "Content-Type": EXPORT_CONTENT_TYPES[input.format],
      "Content-Disposition": `attachment; filename="${fileName}"`,
    };
    if (source.total !== null) headers[EXPORT_TOTAL_HEADER] = String(source.total);
    return new Response(exportBody(input.format, columns, source.rows), { headers });
  });
  app.route("/", api);
}
