import {
  type CSSProperties,
  type Key,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useWindowedCardList } from "../CardNavigation/CardNavigation";
import { resultsGrid } from "../ResultsGrid/ResultsGrid";
import { countTracks } from "./rowWindow";
import { useDrawnCards } from "./useDrawnCards";
import { useWindowRows } from "./useWindowRows";

export interface VirtualGridProps<T> {
  /** Names the list, e.g. 'Products'. */
  label: string;
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** A row's height before it has been measured (a card's typical height). */
  estimateRowHeight?: number;
  /** Pixels above and below the viewport that are rendered too. */
  overscan?: number;
  className?: string;
}

/** The grid's tracks as the browser laid them out: how many columns, how wide, how far apart. */
interface Tracks {
  columns: number;
  width: number;
  columnGap: number;
  rowGap: number;
}

function readTracks(list: HTMLElement): Tracks {
  const style = getComputedStyle(list);
  const columns = countTracks(style.gridTemplateColumns);
  return {
    columns,
    width: Number.parseFloat(style.gridTemplateColumns) || 0,
    columnGap: Number.parseFloat(style.columnGap) || 0,
    rowGap: Number.parseFloat(style.rowGap) || 0,
  };
}

const sameTracks = (a: Tracks, b: Tracks) =>
  a.columns === b.columns &&
  a.width === b.width &&
  a.columnGap === b.columnGap &&
  a.rowGap === b.rowGap;

/**
 * The results grid (1 to 4 columns, as ResultsGrid) for long lists: only the rows near the viewport
 * are in the DOM, so a thousand loaded cards cost what a screenful costs. Screen readers still hear
 * the whole list (each item says its position with aria-posinset of aria-setsize), and a focused
 * card stays mounted while it is scrolled out, so keyboard focus is never dropped to the page.
 */
export function VirtualGrid<T>({
  label,
  items,
  getKey,
  renderItem,
  estimateRowHeight = 600,
  overscan = 300,
  className,
}: VirtualGridProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const [tracks, setTracks] = useState<Tracks>({
    columns: 1,
    width: 0,
    columnGap: 0,
    rowGap: 0,
  });
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const columns = tracks.columns;
  const rowCount = Math.ceil(items.length / columns);
  const { range, view, layout, padTop, padBottom, measure, scrollToRow } = useWindowRows({
    rowCount,
    estimateRowHeight,
    gap: tracks.rowGap,
    overscan,
    anchor: list,
    layoutKey: `${tracks.columns}:${tracks.width}`,
  });

  // The column count follows the breakpoints; read it now and whenever the list's width or the
  // window's size changes. Not when only its height does: that is every time rows come and go while
  // scrolling, and reading the tracks then was part of the frames that draw a card.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const read = () =>
      setTracks((previous) => {
        const next = readTracks(element);
        return sameTracks(previous, next) ? previous : next;
      });
    read();
    window.addEventListener("resize", read);
    let width: number | undefined;
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver((entries) => {
            const next = entries.at(-1)?.contentRect.width;
            if (next === width) return;
            width = next;
            read();
          });
    observer?.observe(element);
    return () => {
      window.removeEventListener("resize", read);
      observer?.disconnect();
    };
  }, []);

  // Rendered rows report their heights; a grid row is as tall as its tallest card.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const heights = new Map<number, number>();
    const unfinished = new Set<number>();
    for (const child of element.children) {
      const { row: rowText, kept, placeholder } = (child as HTMLElement).dataset;
      const row = Number(rowText);
      if (!Number.isInteger(row) || kept !== undefined) continue;
      // A row with a card still to be drawn is as tall as it was assumed, not measured yet.
      if (placeholder !== undefined) unfinished.add(row);
      else heights.set(row, Math.max(heights.get(row) ?? 0, child.getBoundingClientRect().height));
    }
    for (const row of unfinished) heights.delete(row);
    measure(heights);
  });

  const firstIndex = range.first * columns;
  const endIndex = Math.min(items.length, (range.last + 1) * columns);

  useWindowedCardList({
    element: () => list.current,
    count: items.length,
    focusedIndex,
    inWindow: (index) => index >= firstIndex && index < endIndex,
    reveal: (index) => scrollToRow(Math.floor(index / columns)),
    elementAt: (index) =>
      list.current?.querySelector<HTMLElement>(
        `:scope > [data-index="${index}"]:not([data-kept]):not([data-placeholder])`,
      ) ?? null,
  });
  const kept =
    focusedIndex !== null &&
    focusedIndex < items.length &&
    (focusedIndex < firstIndex || focusedIndex >= endIndex)
      ? focusedIndex
      : null;

  // Cards already rendered keep their element, so React skips them when the window moves and only
  // the rows coming into view render. A new renderItem (new props from the screen) starts afresh.
  const cache = useRef({
    renderItem,
    nodes: new Map<Key, { item: T; index: number; node: ReactNode }>(),
  });
  if (cache.current.renderItem !== renderItem) cache.current = { renderItem, nodes: new Map() };
  const content = (item: T, index: number) => {
    const key = getKey(item);
    const hit = cache.current.nodes.get(key);
    if (hit && hit.item === item && hit.index === index) return hit.node;
    const node = renderItem(item, index);
    cache.current.nodes.set(key, { item, index, node });
    return node;
  };

  const isDrawn = useDrawnCards({
    keyAt: (index) => getKey(items[index] as T),
    first: firstIndex,
    end: endIndex,
    columns,
    view,
  });

  const renderAt = (index: number, style?: CSSProperties) => {
    const item = items[index] as T;
    const row = Math.floor(index / columns);
    if (!style && !isDrawn(index)) {
      return (
        <li
          key={getKey(item)}
          aria-hidden="true"
          data-index={index}
          data-row={row}
          data-placeholder=""
          style={{ height: layout.heights[row] }}
        />
      );
    }
    return (
      <li
        key={getKey(item)}
        // Contained (layout, paint, style): a card drawn while scrolling is styled, laid out and
        // painted without the browser checking the cards around it (about 1 ms off such a frame).
        className="min-w-0 [contain:content]"
        aria-setsize={items.length}
        aria-posinset={index + 1}
        data-index={index}
        data-row={row}
        data-kept={style ? "" : undefined}
        style={style}
      >
        {content(item, index)}
      </li>
    );
  };

  /** A focused card outside the window keeps its place, out of the grid's flow. */
  const renderKept = (index: number) => {
    const row = Math.floor(index / columns);
    const column = index % columns;
    return renderAt(index, {
      position: "absolute",
      top: layout.offsets[row] ?? 0,
      left: column * (tracks.width + tracks.columnGap),
      width: tracks.width || undefined,
    });
  };

  const rendered: ReactNode[] = [];
  if (kept !== null && kept < firstIndex) rendered.push(renderKept(kept));
  for (let index = firstIndex; index < endIndex; index++) rendered.push(renderAt(index));
  if (kept !== null && kept >= endIndex) rendered.push(renderKept(kept));

  return (
    <ul
      ref={list}
      aria-label={label}
      // No scroll anchoring inside: the browser would pick a card as anchor and "correct" the scroll
      // when the window swaps rows above it for padding, jumping a row back (seen on j / k moves).
      className={resultsGrid({ className: ["relative [overflow-anchor:none]", className] })}
      style={{ paddingTop: padTop, paddingBottom: padBottom }}
      onFocus={(event) => {
        const owner = (event.target as Element).closest("[data-index]");
        if (owner && list.current?.contains(owner)) {
          setFocusedIndex(Number((owner as HTMLElement).dataset.index));
        }
      }}
      onBlur={(event) => {
        // Focus that leaves the list lets the card go; focus moving between cards does not.
        if (!list.current?.contains(event.relatedTarget as Node | null)) setFocusedIndex(null);
      }}
    >
      {rendered}
    </ul>
  );
}
