import { SCROLL_CHECK_INTERVAL_MS } from "@hotshelf/domain";
import { type RefObject, useEffect, useRef } from "react";

/** The marker is at least partly inside the viewport. */
export function isInViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom >= 0;
}

/**
 * Infinite scroll as the spec has it: every 250 ms, if the bottom marker is visible, `onVisible` runs
 * (the caller decides whether a page is due). Polling also catches a short first page that never
 * scrolls, which a scroll listener would miss.
 */
export function useInfiniteScroll(marker: RefObject<Element | null>, onVisible: () => void): void {
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const timer = setInterval(() => {
      if (marker.current && isInViewport(marker.current)) latest.current();
    }, SCROLL_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [marker]);
}
