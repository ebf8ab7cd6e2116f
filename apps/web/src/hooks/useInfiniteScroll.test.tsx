import { SCROLL_CHECK_INTERVAL_MS } from "@hotshelf/domain";
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isInViewport, useInfiniteScroll } from "./useInfiniteScroll";

/** A marker whose box the test places: inside the viewport or below it. */
function fakeMarker(inView: () => boolean) {
  const element = document.createElement("div");
  document.body.append(element);
  element.getBoundingClientRect = () => {
    const top = inView() ? 10 : window.innerHeight + 500;
    return { top, bottom: top + 20 } as DOMRect;
  };
  return { current: element };
}

describe("useInfiniteScroll", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks for more at every check while the marker is in view, and not while it is out", () => {
    let inView = true;
    const onVisible = vi.fn();
    renderHook(() =>
      useInfiniteScroll(
        fakeMarker(() => inView),
        onVisible,
        50,
      ),
    );
    vi.advanceTimersByTime(SCROLL_CHECK_INTERVAL_MS * 2);
    expect(onVisible).toHaveBeenCalledTimes(2);
    inView = false;
    vi.advanceTimersByTime(SCROLL_CHECK_INTERVAL_MS * 2);
    expect(onVisible).toHaveBeenCalledTimes(2);
  });

  it("skips the first check after the list grows, then checks as before", () => {
    const onVisible = vi.fn();
    const marker = fakeMarker(() => true);
    const { rerender } = renderHook(({ shown }) => useInfiniteScroll(marker, onVisible, shown), {
      initialProps: { shown: 50 },
    });
    rerender({ shown: 100 });
    vi.advanceTimersByTime(SCROLL_CHECK_INTERVAL_MS);
    expect(onVisible).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SCROLL_CHECK_INTERVAL_MS);
    expect(onVisible).toHaveBeenCalledTimes(1);
    // A list that shrinks (a new search) is checked at once.
    rerender({ shown: 0 });
    vi.advanceTimersByTime(SCROLL_CHECK_INTERVAL_MS);
    expect(onVisible).toHaveBeenCalledTimes(2);
  });

  it("counts a marker that is not rendered (in a hidden tab panel) as out of view", () => {
    const marker = fakeMarker(() => true).current;
    expect(isInViewport(marker)).toBe(true);
    // Chromium: display: none on the marker or an ancestor.
    marker.checkVisibility = () => false;
    expect(isInViewport(marker)).toBe(false);
  });
});
