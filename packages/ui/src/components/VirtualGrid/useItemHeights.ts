import { type RefObject, useCallback, useRef } from "react";

/**
 * The heights of a windowed grid's rows, as a ResizeObserver reports its items: the sizes come with
 * the layout the browser does for the frame anyway. Read in a layout effect, they forced a layout of
 * the cards just mounted inside React's commit, and the frame laid the page out again after it.
 * Returns the ref callback each item (placeholders included) takes; `measure` gets the rows whose
 * items have all been drawn and sized, each as tall as its tallest item. An item kept mounted outside
 * the window (data-kept) is not measured.
 */
export function useItemHeights(
  list: RefObject<HTMLElement | null>,
  measure: (heights: ReadonlyMap<number, number>) => void,
) {
  const sizes = useRef(new WeakMap<Element, number>());
  const observer = useRef<ResizeObserver | null>(null);

  const onResize = useCallback(
    (entries: ResizeObserverEntry[]) => {
      for (const entry of entries) {
        sizes.current.set(entry.target, entry.borderBoxSize[0]?.blockSize ?? 0);
      }
      const element = list.current;
      if (!element) return;
      const heights = new Map<number, number>();
      const unfinished = new Set<number>();
      for (const child of element.children) {
        const { row: rowText, kept, placeholder } = (child as HTMLElement).dataset;
        const row = Number(rowText);
        if (!Number.isInteger(row) || kept !== undefined) continue;
        const height = sizes.current.get(child);
        // A row with a card still to be drawn is as tall as it was assumed, not measured yet.
        if (placeholder !== undefined || height === undefined) unfinished.add(row);
        else heights.set(row, Math.max(heights.get(row) ?? 0, height));
      }
      for (const row of unfinished) heights.delete(row);
      measure(heights);
    },
    [list, measure],
  );

  return useCallback(
    (item: HTMLElement | null) => {
      if (!item || typeof ResizeObserver === "undefined") return;
      observer.current ??= new ResizeObserver(onResize);
      const watching = observer.current;
      watching.observe(item);
      return () => {
        watching.unobserve(item);
        sizes.current.delete(item);
      };
    },
    [onResize],
  );
}
