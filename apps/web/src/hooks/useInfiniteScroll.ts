import { SCROLL_CHECK_INTERVAL_MS } from "@hotshelf/domain";
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/**
 * The end marker's class: the marker is never the browser's scroll anchor. Scroll anchoring keeps
 * its anchor still on screen while content above it changes size. At the bottom of a windowed grid
 * (which opts out of anchoring itself) the marker is the only candidate in view, so an appended page
 * carried the page down with it: the marker stayed in view and the next check loaded another page,
 * and another, to the end of the results. With the marker opted out, the page grows below the reader.
 */
export const END_MARKER_CLASS = "[overflow-anchor:none]";

/**
 * The marker is at least partly inside the viewport. A marker without a box (in a hidden tab panel,
 * display: none) is nowhere, though its empty rectangle sits at the viewport's top.
 */
export function isInViewport(element: Element): boolean {
  if (element.checkVisibility?.() === false) return false;
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom >= 0;
}

/**
 * Infinite scroll as the spec has it: every 250 ms, if the bottom marker is visible, `onVisible` runs
 * (the caller decides whether a page is due). Polling also catches a short first page that never
 * scrolls, which a scroll listener would miss. The marker carries END_MARKER_CLASS.
 *
 * `shown` is how many items the list holds. The first check after it grows is skipped: Chromium on a
 * busy machine was seen reporting the marker where it stood before the new rows' layout (still in
 * view, for a frame or two after the commit), and that check loaded a page nobody scrolled to.
 */
export function useInfiniteScroll(
  marker: RefObject<Element | null>,
  onVisible: () => void,
  shown: number,
): void {
  const latest = useRef(onVisible);
  latest.current = onVisible;
  const skipNext = useRef(false);
  const lastShown = useRef(shown);
  useLayoutEffect(() => {
    if (shown > lastShown.current) skipNext.current = true;
    lastShown.current = shown;
  }, [shown]);
  useEffect(() => {
    const timer = setInterval(() => {
      if (skipNext.current) {
        skipNext.current = false;
        return;
      }
      if (marker.current && isInViewport(marker.current)) latest.current();
    }, SCROLL_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [marker]);
}
