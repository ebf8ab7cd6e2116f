import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstContentfulPaint } from "./serverRendered";

/** A PerformanceObserver that reports paint timing; `paint(name)` delivers an entry. */
function paintTiming() {
  let report: ((name: string) => void) | null = null;
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      report = (name) =>
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return { paint: (name: string) => report?.(name), disconnect };
}

function track(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

describe("afterFirstContentfulPaint", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("resolves once the page's content has been painted, not at a first paint without it", async () => {
    vi.useFakeTimers();
    const timing = paintTiming();
    const state = track(afterFirstContentfulPaint());
    timing.paint("first-paint");
    await vi.advanceTimersByTimeAsync(100);
    expect(state.done).toBe(false);
    timing.paint("first-contentful-paint");
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
    expect(timing.disconnect).toHaveBeenCalled();
  });

  it("without paint timing, resolves in the task after the next frame's callbacks", async () => {
    vi.useFakeTimers();
    // A browser whose PerformanceObserver knows no paint entries (only its list is read then).
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: ["resource"] });
    let frame: FrameRequestCallback | null = null;
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    const state = track(afterFirstContentfulPaint());
    await vi.advanceTimersByTimeAsync(100);
    expect(state.done).toBe(false);
    (frame as FrameRequestCallback | null)?.(0);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });

  it("resolves after 500 ms when nothing is painted (a page opened in the background)", async () => {
    vi.useFakeTimers();
    paintTiming();
    const state = track(afterFirstContentfulPaint());
    await vi.advanceTimersByTimeAsync(499);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });
});
