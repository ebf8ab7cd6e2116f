import { type Key, useEffect, useRef, useState } from "react";
import type { RowRange } from "./rowWindow";

export interface DrawnCardsOptions {
  /** The key of the item at an index. */
  keyAt: (index: number) => Key;
  /** The window's items: indexes from `first` up to (not including) `end`. */
  first: number;
  end: number;
  columns: number;
  /** The rows in the viewport itself. */
  view: RowRange;
}

/**
 * Which cards of a windowed grid are drawn. Cards that come into the overscan while scrolling wait
 * as placeholders and are drawn one per frame, nearest the viewport first: a row of cards mounting at
 * once (its render, style, layout and paint) was the longest frame of a scroll. Cards in the viewport
 * are drawn at once, and so is the first window (the server renders it). A card stays drawn while it
 * is in the window, and waits again when it comes back.
 */
export function useDrawnCards({ keyAt, first, end, columns, view }: DrawnCardsOptions) {
  const drawn = useRef<Set<Key> | null>(null);
  if (drawn.current === null) {
    drawn.current = new Set();
    for (let index = first; index < end; index++) drawn.current.add(keyAt(index));
  }
  const inView = (index: number) => {
    const row = Math.floor(index / columns);
    return row >= view.first && row <= view.last;
  };
  const isDrawn = (index: number) => inView(index) || !!drawn.current?.has(keyAt(index));

  const [, drewOne] = useState(0);
  useEffect(() => {
    const known = drawn.current ?? new Set<Key>();
    const inWindow = new Set<Key>();
    const waiting: number[] = [];
    for (let index = first; index < end; index++) {
      const key = keyAt(index);
      inWindow.add(key);
      if (inView(index)) known.add(key);
      else if (!known.has(key)) waiting.push(index);
    }
    for (const key of known) if (!inWindow.has(key)) known.delete(key);

    const next = nearestToView(waiting, columns, view);
    if (next === undefined) return;
    const frame = requestAnimationFrame(() => {
      known.add(keyAt(next));
      drewOne((count) => count + 1);
    });
    return () => cancelAnimationFrame(frame);
  });
  return isDrawn;
}

/** Of the cards waiting, the one in the row nearest the viewport (below it on a tie). */
function nearestToView(
  waiting: readonly number[],
  columns: number,
  view: RowRange,
): number | undefined {
  let best: number | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const index of waiting) {
    const row = Math.floor(index / columns);
    const distance = row > view.last ? 2 * (row - view.last) : 2 * (view.first - row) + 1;
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  }
  return best;
}
