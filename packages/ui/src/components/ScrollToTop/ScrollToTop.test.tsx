import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollToTop } from "./ScrollToTop";

/** The observers the component made (the test environment has no IntersectionObserver). */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

/** The marker passing in or out of the viewport, as the browser reports it. */
function markerInView(isIntersecting: boolean) {
  const observer = observers.at(-1);
  if (!observer) throw new Error("nothing is observed");
  act(() =>
    observer.callback(
      observer.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    ),
  );
}

describe("ScrollToTop", () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        readonly record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback) {
          this.record = { callback, targets: [] };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.push(target);
        }
        disconnect() {
          this.record.targets.length = 0;
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("watches the document's first 100 px, with no scroll handler", () => {
    const listen = vi.spyOn(window, "addEventListener");
    const { unmount } = render(<ScrollToTop />);
    expect(listen.mock.calls.filter(([type]) => type === "scroll")).toEqual([]);
    const marker = observers.at(-1)?.targets[0] as HTMLElement;
    expect(marker.parentElement).toBe(document.body);
    expect(marker.style).toMatchObject({ position: "absolute", top: "0px", height: "100px" });
    unmount();
    expect(marker.isConnected).toBe(false);
    listen.mockRestore();
  });

  it("appears once the first 100 px are scrolled out of view and scrolls back to the top", async () => {
    const user = userEvent.setup();
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(<ScrollToTop />);
    expect(screen.queryByRole("button", { name: "Scroll to top" })).toBeNull();
    markerInView(true);
    expect(screen.queryByRole("button", { name: "Scroll to top" })).toBeNull();
    markerInView(false);
    await user.click(screen.getByRole("button", { name: "Scroll to top" }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    markerInView(true);
    expect(screen.queryByRole("button", { name: "Scroll to top" })).toBeNull();
    scroll.mockRestore();
  });
});
