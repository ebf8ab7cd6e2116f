/**
 * Reads the export call's streamed file (POST /v3/export, issue 18), counting rows as they arrive so
 * the app can show progress; the file comes back whole as a Blob for the browser to save.
 */
import type { ExportRequest } from "../contract/export";
import { EXPORT_TOTAL_HEADER } from "../contract/routes";
import { ApiError, isAbort } from "./ApiError";

export interface ExportProgress {
  /** Rows received so far. */
  rows: number;
  /** Rows the file will have, when the server said so before streaming. */
  total: number | null;
}

export interface ExportOptions {
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  rows: number;
}

export type ExportRowsMethod = (
  request: ExportRequest,
  options?: ExportOptions,
) => Promise<ExportedFile>;

const LF = 10;
const QUOTE = 34;

/**
 * Counts the records ending in a chunk. JSON Lines has one per line feed; in CSV a line feed inside a
 * quoted cell is data, so the counter keeps whether it is inside quotes across chunks (a doubled quote
 * toggles twice, which leaves the state right).
 */
export function recordCounter(format: ExportRequest["format"]) {
  let quoted = false;
  return (chunk: Uint8Array): number => {
    let records = 0;
    for (const byte of chunk) {
      if (format === "csv" && byte === QUOTE) quoted = !quoted;
      else if (byte === LF && !quoted) records += 1;
    }
    return records;
  };
}

/** The attachment's file name from Content-Disposition, or a plain one. */
function fileNameOf(response: Response, format: string): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? `export.${format}`;
}

function totalOf(response: Response): number | null {
  const header = response.headers.get(EXPORT_TOTAL_HEADER);
  const total = header === null ? Number.NaN : Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

/** Streams the file; the CSV header line is not a row. Failures are ApiErrors as for any call. */
export async function readExport(
  response: Response,
  format: ExportRequest["format"],
  onProgress: ExportOptions["onProgress"],
): Promise<ExportedFile> {
  const total = totalOf(response);
  const count = recordCounter(format);
  const chunks: Uint8Array[] = [];
  let records = 0;
  const rowsSoFar = () => Math.max(0, format === "csv" ? records - 1 : records);
  onProgress?.({ rows: 0, total });
  const reader = response.body?.getReader();
  try {
    for (;;) {
      const next = reader ? await reader.read() : { done: true as const, value: undefined };
      if (next.done) break;
      chunks.push(next.value);
      records += count(next.value);
      onProgress?.({ rows: rowsSoFar(), total });
    }
  } catch (cause) {
    if (isAbort(cause)) throw new ApiError("aborted", "export was cancelled.", { call: "export" });
    throw new ApiError("network", "The export stopped before the file was complete.", {
      call: "export",
      cause,
    });
  }
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  return {
    blob: new Blob(chunks as ConstructorParameters<typeof Blob>[0], { type }),
    fileName: fileNameOf(response, format),
    rows: rowsSoFar(),
  };
}
