import { SearchRequestError } from "./errors";

/**
 * The keyset position after a page: the sort key, the last row's sort value and id, and the total
 * computed on the first page (so later pages need not count again). Sent to the client as an opaque
 * base64url string in next_from_value, and back as from_count.
 */
export interface Cursor {
  sortKey: string;
  /** The last row's sort value: a number, an ISO date-time, or null for a NULL (sorted last). */
  value: number | string | null;
  id: number;
  total: number;
}

export function encodeCursor(cursor: Cursor): string {
  const wire = [cursor.sortKey, cursor.value, cursor.id, cursor.total];
  return Buffer.from(JSON.stringify(wire)).toString("base64url");
}

export function decodeCursor(text: string): Cursor {
  let wire: unknown;
  try {
    wire = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(wire) || wire.length !== 4) throw invalid();
  const [sortKey, value, id, total] = wire as unknown[];
  const validValue =
    value === null ||
    typeof value === "string" ||
    (typeof value === "number" && Number.isFinite(value));
  if (
    typeof sortKey !== "string" ||
    !validValue ||
    !Number.isSafeInteger(id) ||
    !Number.isSafeInteger(total) ||
    (total as number) < 0
  ) {
    throw invalid();
  }
  if (typeof value === "string" && Number.isNaN(Date.parse(value))) throw invalid();
  return { sortKey, value: value as Cursor["value"], id: id as number, total: total as number };
}

const invalid = () =>
  new SearchRequestError(
    "from_count is not a cursor this server issued; send 0 for the first page, then next_from_value",
  );
