import {
  type RefObject,
  startTransition,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { layoutRows, type RowLayout, type RowRange, visibleRows } from "./rowWindow";

export interface WindowRowsOptions {
  /** How many rows the list has in all. */
  rowCount: number;
  /** The height assumed for a row until it has been rendered and measured. */
  estimateRowHeight: number;
  /** Pixels between rows (a CSS grid's row gap). */
  gap?: number;
  /** Rows this many pixels above or below the viewport are rendered too. */
  overscan?: number;
  /** The element at the top of the first row: list coordinates start at its top edge. */
  anchor: RefObject<Element | null>;
  /** Measured heights are forgotten when this changes (e.g. the number of columns). */
  layoutKey?: string | number;
}

export interface WindowRows {
  range: RowRange;
  /** The rows in the viewport itself (within `range`, without the overscan). */
  view: RowRange;
  layout: RowLayout;
  /** Space above the first rendered row and below the last one. */
  padTop: number;
  padBottom: number;
  /** Records rendered rows' heights; call from a layout effect after they are in the DOM. */
  measure: (heights: ReadonlyMap<number, number>) => void;
  /** Scrolls the page so the row (where it is measured or estimated to be) is in the viewport's middle. */
  scrollToRow: (row: number) => void;
}

/** The viewport height a first render assumes (a phone's is 700 to 900 px). */
const FIRST_RENDER_VIEWPORT_PX = 800;

const sameRange = (a: RowRange, b: RowRange) => a.first === b.first && a.last === b.last;

/** Rows not measured yet are assumed as tall as the measured ones on average (the estimate before any). */
function typicalHeight(measured: ReadonlyMap<number, number>, estimate: number): number {
  if (measured.size === 0) return estimate;
  let sum = 0;
  for (const height of measured.values()) sum += height;
  return sum / measured.size;
}

/**
 * Windowing for a list that scrolls with the page (not inside its own box): only the rows near the
 * viewport are rendered, the rest is empty space of their measured or estimated height. The window
 * follows scroll and resize events, read once per animation frame.
 */
export function useWindowRows({
  rowCount,
  estimateRowHeight,
  gap = 0,
  overscan = 300,
  anchor,
  layoutKey,
}: WindowRowsOptions): WindowRows {
  const measured = useRef(new Map<number, number>());
  const measuredFor = useRef(layoutKey);
  if (measuredFor.current !== layoutKey) {
    measuredFor.current = layoutKey;
    measured.current = new Map();
  }
  // Bumped when a measurement changes a row's height, so the layout is computed again.
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and layoutKey stand for the measured map, which is mutated in place.
  const layout = useMemo(
    () =>
      layoutRows(
        rowCount,
        measured.current,
        typicalHeight(measured.current, estimateRowHeight),
        gap,
      ),
    [rowCount, estimateRowHeight, gap, version, layoutKey],
  );
  // The first render assumes a fixed viewport, not the window's: a list rendered on the server then
  // hydrates as the same rows. The layout effect below then reads the real viewport.
  const [{ range, view }, setRows] = useState<{ range: RowRange; view: RowRange }>(() => ({
    range: visibleRows(layout, 0, FIRST_RENDER_VIEWPORT_PX + overscan),
    view: visibleRows(layout, 0, FIRST_RENDER_VIEWPORT_PX),
  }));

  const latest = useRef({ layout, overscan });
  latest.current = { layout, overscan };
  const update = useCallback(() => {
    const element = anchor.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top;
    const { layout: current, overscan: extra } = latest.current;
    const range = visibleRows(current, -top - extra, window.innerHeight - top + extra);
    const view = visibleRows(current, -top, window.innerHeight - top);
    // A transition: React renders the rows coming into view in slices between frames, so scrolling
    // is not held up by a row of cards mounting at once (the overscan covers the short delay).
    startTransition(() =>
      setRows((previous) =>
        sameRange(previous.range, range) && sameRange(previous.view, view)
          ? previous
          : { range, view },
      ),
    );
  }, [anchor]);

  // Before paint: a new layout (rows appended, heights measured) may move the window.
  // biome-ignore lint/correctness/useExhaustiveDependencies: update reads the layout through a ref; this runs when it changes.
  useLayoutEffect(() => {
    update();
  }, [update, layout]);

  useLayoutEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [update]);

  const measure = useCallback((heights: ReadonlyMap<number, number>) => {
    // A row measured as tall as the layout assumed (the usual case: a row scrolled into view is as
    // tall as the rows measured before it) is recorded without laying the list out again, which
    // would render it once more and read the layout again in the same frame.
    const assumed = latest.current.layout.heights;
    let changed = false;
    for (const [row, height] of heights) {
      const before = measured.current.get(row);
      if (before !== undefined && Math.abs(before - height) <= 0.5) continue;
      measured.current.set(row, height);
      const expected = assumed[row];
      if (expected === undefined || Math.abs(expected - height) > 0.5) changed = true;
    }
    if (changed) setVersion((v) => v + 1);
  }, []);

  const scrollToRow = useCallback(
    (row: number) => {
      const element = anchor.current;
      if (!element) return;
      const { layout: current } = latest.current;
      const top =
        element.getBoundingClientRect().top + window.scrollY + (current.offsets[row] ?? 0);
      const height = current.heights[row] ?? 0;
      window.scrollTo({ top: Math.max(0, top - (window.innerHeight - height) / 2) });
    },
    [anchor],
  );

  const { first, last } = range;
  const lastRow = Math.min(last, rowCount - 1);
  const padTop = rowCount > 0 && lastRow >= first ? (layout.offsets[first] ?? 0) : 0;
  const padBottom =
    lastRow >= first
      ? Math.max(0, layout.total - (layout.offsets[lastRow] ?? 0) - (layout.heights[lastRow] ?? 0))
      : layout.total;
  return {
    range: { first, last: lastRow },
    view,
    layout,
    padTop,
    padBottom,
    measure,
    scrollToRow,
  };
}
