import { useWindowedCardList } from "@hotshelf/ui/CardNavigation";
import { useWindowRows } from "@hotshelf/ui/VirtualGrid";
import { Fragment, type Key, type ReactNode, useLayoutEffect, useRef, useState } from "react";

export interface VirtualRowsProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  /** One `<tr>` per item. */
  renderRow: (item: T) => ReactNode;
  /** The table's column count, so the spacer rows span it. */
  columnCount: number;
  estimateRowHeight?: number;
}

/** Where a `<tr>` sits among the items: counted from the top spacer, which is row -1. */
function itemIndexOf(row: Element, top: Element, first: number): number | null {
  let index = first - 1;
  for (let at: Element | null = top.nextElementSibling; at; at = at.nextElementSibling) {
    if (at.getAttribute("data-spacer") !== null) return null;
    index += 1;
    if (at === row) return index;
  }
  return null;
}

/** The `<tr>` of the item at index when it is rendered in the window (between the spacers). */
function rowElementAt(top: Element, first: number, index: number): HTMLElement | null {
  let at: Element | null = top.nextElementSibling;
  for (let i = first; at && i < index; i++) at = at.nextElementSibling;
  return at && at.getAttribute("data-spacer") === null ? (at as HTMLElement) : null;
}

/**
 * The body rows of the list layout, windowed: the rows near the viewport plus two spacer rows that
 * stand for the others. A row holding focus stays mounted while it is scrolled out (next to the
 * spacers, out of sight), so keyboard focus is not dropped to the page.
 */
export function VirtualRows<T>({
  items,
  getKey,
  renderRow,
  columnCount,
  estimateRowHeight = 72,
}: VirtualRowsProps<T>) {
  const top = useRef<HTMLTableRowElement>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const { range, padTop, padBottom, measure, layout, scrollToRow } = useWindowRows({
    rowCount: items.length,
    estimateRowHeight,
    anchor: top,
  });

  useWindowedCardList({
    element: () => top.current?.parentElement ?? null,
    count: items.length,
    focusedIndex: focused,
    inWindow: (index) => index >= range.first && index <= range.last,
    reveal: scrollToRow,
    elementAt: (index) => {
      const spacer = top.current;
      if (!spacer || index < range.first || index > range.last) return null;
      return rowElementAt(spacer, range.first, index);
    },
  });

  useLayoutEffect(() => {
    const spacer = top.current;
    if (!spacer) return;
    const heights = new Map<number, number>();
    let index = range.first;
    for (let at = spacer.nextElementSibling; at; at = at.nextElementSibling) {
      if (at.getAttribute("data-spacer") !== null) break;
      heights.set(index, at.getBoundingClientRect().height);
      index += 1;
    }
    measure(heights);
  });

  // No scroll anchoring in the body, as in VirtualGrid: the browser would "correct" the scroll when
  // the window swaps rows above the anchor for the spacer, jumping back after a j / k move.
  useLayoutEffect(() => {
    const body = top.current?.parentElement;
    if (body) body.style.overflowAnchor = "none";
  }, []);

  // Focus is tracked on the table body (the spacers' parent), where focus events of rows bubble.
  useLayoutEffect(() => {
    const body = top.current?.parentElement;
    if (!body) return;
    const onFocusIn = (event: FocusEvent) => {
      const row = (event.target as Element).closest("tr");
      const spacer = top.current;
      if (!row || !spacer) return;
      const index = itemIndexOf(row, spacer, range.first);
      if (index !== null) setFocused(index);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!body.contains(event.relatedTarget as Node | null)) setFocused(null);
    };
    body.addEventListener("focusin", onFocusIn);
    body.addEventListener("focusout", onFocusOut);
    return () => {
      body.removeEventListener("focusin", onFocusIn);
      body.removeEventListener("focusout", onFocusOut);
    };
  }, [range.first]);

  const kept =
    focused !== null && focused < items.length && (focused < range.first || focused > range.last)
      ? focused
      : null;
  const keptHeight = kept === null ? 0 : (layout.heights[kept] ?? 0);
  const spacer = (key: string, height: number, ref?: typeof top) => (
    <tr key={key} ref={ref} data-spacer="" aria-hidden="true">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
  // Rows already rendered keep their element, so React skips them when the window moves.
  const cache = useRef({ renderRow, nodes: new Map<Key, { item: T; node: ReactNode }>() });
  if (cache.current.renderRow !== renderRow) cache.current = { renderRow, nodes: new Map() };
  const row = (index: number) => {
    const item = items[index] as T;
    const key = getKey(item);
    let hit = cache.current.nodes.get(key);
    if (!hit || hit.item !== item) {
      hit = { item, node: renderRow(item) };
      cache.current.nodes.set(key, hit);
    }
    return <Fragment key={key}>{hit.node}</Fragment>;
  };
  // One keyed array, so a row moving between the window and the kept place keeps its DOM (and focus).
  const children: ReactNode[] = [];
  if (kept !== null && kept < range.first) children.push(row(kept));
  children.push(
    spacer("top", kept !== null && kept < range.first ? padTop - keptHeight : padTop, top),
  );
  for (let index = range.first; index <= range.last; index++) children.push(row(index));
  children.push(
    spacer("bottom", kept !== null && kept > range.last ? padBottom - keptHeight : padBottom),
  );
  if (kept !== null && kept > range.last) children.push(row(kept));
  return children;
}
