/** Where each row of a windowed list sits, in pixels from the list's top edge. */
export interface RowLayout {
  /** offsets[r] is the top of row r. */
  offsets: number[];
  /** heights[r] is the measured (or estimated) height of row r. */
  heights: number[];
  /** From the top of the first row to the bottom of the last. */
  total: number;
}

/**
 * Lays out `rowCount` rows of measured heights, using `estimate` for rows not measured yet, with
 * `gap` pixels between rows (a CSS grid's row gap).
 */
export function layoutRows(
  rowCount: number,
  measured: ReadonlyMap<number, number>,
  estimate: number,
  gap: number,
): RowLayout {
  const offsets: number[] = new Array(rowCount);
  const heights: number[] = new Array(rowCount);
  let top = 0;
  for (let row = 0; row < rowCount; row++) {
    const height = measured.get(row) ?? estimate;
    offsets[row] = top;
    heights[row] = height;
    top += height + (row < rowCount - 1 ? gap : 0);
  }
  return { offsets, heights, total: top };
}

/** The first and last (inclusive) rows to render; `last < first` when there are none. */
export interface RowRange {
  first: number;
  last: number;
}

/** The last row whose top is at or above `y` (binary search over the sorted offsets). */
function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((offsets[mid] ?? 0) <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The rows that intersect the band [top, bottom] (list coordinates): the viewport widened by the
 * overscan, so rows are in the DOM shortly before they scroll into view.
 */
export function visibleRows(layout: RowLayout, top: number, bottom: number): RowRange {
  const count = layout.offsets.length;
  if (count === 0 || bottom < 0 || top > layout.total) return { first: 0, last: -1 };
  const first = rowAt(layout.offsets, Math.max(0, top));
  // A row whose top is exactly at the band's bottom edge is not in it.
  let last = rowAt(layout.offsets, Math.min(layout.total, bottom));
  if (last > first && (layout.offsets[last] ?? 0) >= bottom) last -= 1;
  return { first, last };
}

/** The number of tracks in a computed `grid-template-columns` ("240px 240px 240px" is 3). */
export function countTracks(gridTemplateColumns: string): number {
  const value = gridTemplateColumns.trim();
  if (value === "" || value === "none") return 1;
  return value.split(/\s+/).length;
}
