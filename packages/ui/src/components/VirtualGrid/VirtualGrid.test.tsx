import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CardNavigationProvider, useCardNavigation } from "../CardNavigation/CardNavigation";
import { countTracks, layoutRows, visibleRows } from "./rowWindow";
import { VirtualGrid } from "./VirtualGrid";

describe("layoutRows and visibleRows", () => {
  it("places measured rows and estimates the others, with the gap between rows", () => {
    const layout = layoutRows(4, new Map([[1, 50]]), 100, 10);
    expect(layout.offsets).toEqual([0, 110, 170, 280]);
    expect(layout.total).toBe(380);
  });

  it("finds the rows that intersect a band, and none outside the list", () => {
    const layout = layoutRows(10, new Map(), 100, 0);
    expect(visibleRows(layout, 250, 450)).toEqual({ first: 2, last: 4 });
    // A row starting exactly at the band's bottom is not in it.
    expect(visibleRows(layout, 0, 300)).toEqual({ first: 0, last: 2 });
    expect(visibleRows(layout, -500, -1)).toEqual({ first: 0, last: -1 });
    expect(visibleRows(layout, 2000, 3000)).toEqual({ first: 0, last: -1 });
    expect(visibleRows(layoutRows(0, new Map(), 100, 0), 0, 100)).toEqual({ first: 0, last: -1 });
  });

  it("counts a computed grid's columns", () => {
    expect(countTracks("240px 240px 240px")).toBe(3);
    expect(countTracks("")).toBe(1);
    expect(countTracks("none")).toBe(1);
  });
});

const ROW = 100;
const items = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, title: `Item ${i + 1}` }));

/** happy-dom lays nothing out: each list item is 100 px tall and the list starts `listTop` px from the viewport's top. */
function fakeLayout() {
  const state = { listTop: 0 };
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = this.tagName === "UL" ? state.listTop : 0;
    const height = this.tagName === "LI" ? ROW : 0;
    return {
      top,
      bottom: top + height,
      height,
      left: 0,
      right: 0,
      width: 0,
      x: 0,
      y: top,
    } as DOMRect;
  });
  return state;
}

function renderGrid(overscan = 0) {
  return render(
    <CardNavigationProvider>
      <Navigation />
      <button type="button">Before</button>
      <VirtualGrid
        label="Products"
        items={items}
        getKey={(item) => item.id}
        estimateRowHeight={ROW}
        overscan={overscan}
        renderItem={(item) => (
          <article aria-label={item.title}>
            <a href={`/items/${item.id}`}>{item.title}</a>
          </article>
        )}
      />
      <button type="button">After</button>
    </CardNavigationProvider>,
  );
}

let navigation: ReturnType<typeof useCardNavigation> = null;
function Navigation() {
  navigation = useCardNavigation();
  return null;
}

async function scrollListTo(state: { listTop: number }, listTop: number) {
  state.listTop = listTop;
  await act(async () => {
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

describe("VirtualGrid", () => {
  let layout: { listTop: number };
  beforeEach(() => {
    layout = fakeLayout();
    window.innerHeight = 500;
  });
  afterEach(() => vi.restoreAllMocks());

  it("renders only the rows in view, each saying its place in the whole list", () => {
    renderGrid();
    const list = screen.getByRole("list", { name: "Products" });
    const shown = within(list).getAllByRole("listitem");
    expect(shown).toHaveLength(5);
    expect(shown[0]).toHaveAttribute("aria-posinset", "1");
    expect(shown[0]).toHaveAttribute("aria-setsize", "1000");
    // The rows not rendered are space, so the page is as long as the whole list.
    expect(list.style.paddingBottom).toBe(`${995 * ROW}px`);
  });

  it("lays the rows out again only when a measured row is not as tall as assumed", () => {
    let commits = 0;
    const grid = (estimate: number) => (
      <Profiler id="grid" onRender={() => commits++}>
        <VirtualGrid
          label="Products"
          items={items}
          getKey={(item) => item.id}
          estimateRowHeight={estimate}
          overscan={0}
          renderItem={(item) => <article aria-label={item.title} />}
        />
      </Profiler>
    );
    // The viewport the first render assumes, so the window stays where it was rendered.
    window.innerHeight = 800;
    // Rows measured at the estimate: the first render stands, nothing is rendered again.
    const first = render(grid(ROW));
    expect(commits).toBe(1);
    first.unmount();
    // Rows taller than the estimate: laid out again, the rest now assumed as tall as they are.
    commits = 0;
    render(grid(ROW / 2));
    expect(commits).toBeGreaterThan(1);
    const list = screen.getByRole("list", { name: "Products" });
    const shown = within(list).getAllByRole("listitem").length;
    expect(list.style.paddingBottom).toBe(`${(1000 - shown) * ROW}px`);
  });

  it("reads its columns again when its width changes or the window is resized, not its height", async () => {
    let resized: ((entries: { contentRect: { width: number; height: number } }[]) => void) | null =
      null;
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: typeof resized) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const styles = vi.spyOn(window, "getComputedStyle");
    const tracksRead = () =>
      styles.mock.calls.filter(([element]) => (element as Element).tagName === "UL").length;
    try {
      renderGrid();
      const resize = (width: number, height: number) =>
        act(async () => resized?.([{ contentRect: { width, height } }]));
      await resize(1200, 5000);
      const first = tracksRead();
      await resize(1200, 4300);
      await resize(1200, 5100);
      expect(tracksRead()).toBe(first);
      await resize(900, 5100);
      expect(tracksRead()).toBe(first + 1);
      await act(async () => window.dispatchEvent(new Event("resize")));
      expect(tracksRead()).toBe(first + 2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("follows the scroll position", async () => {
    renderGrid();
    await scrollListTo(layout, -ROW * 500);
    const list = screen.getByRole("list", { name: "Products" });
    const shown = within(list).getAllByRole("listitem");
    expect(shown.map((item) => item.getAttribute("aria-posinset"))).toEqual([
      "501",
      "502",
      "503",
      "504",
      "505",
    ]);
    expect(list.style.paddingTop).toBe(`${500 * ROW}px`);
  });

  it("draws cards coming into the overscan one per frame, nearest the viewport first; those in view at once", async () => {
    // Frames run when the test says so.
    const queued = new Map<number, FrameRequestCallback>();
    let lastId = 0;
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      queued.set(++lastId, callback);
      return lastId;
    });
    vi.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => queued.delete(id));
    const nextFrame = () =>
      act(async () => {
        const due = [...queued.values()];
        queued.clear();
        for (const callback of due) callback(performance.now());
      });

    renderGrid(2 * ROW);
    layout.listTop = -ROW * 10;
    window.dispatchEvent(new Event("scroll"));
    await nextFrame();
    const list = screen.getByRole("list", { name: "Products" });
    const drawn = () =>
      within(list)
        .getAllByRole("article")
        .map((card) => card.getAttribute("aria-label"));
    expect(drawn()).toEqual(["Item 11", "Item 12", "Item 13", "Item 14", "Item 15"]);
    // The overscan's rows (two above, two below) wait as placeholders of their row's height, which
    // screen readers skip.
    const placeholders = list.querySelectorAll("li[data-placeholder]");
    expect([...placeholders].map((li) => li.getAttribute("data-index"))).toEqual([
      "8",
      "9",
      "15",
      "16",
    ]);
    expect(placeholders[0]).toHaveAttribute("aria-hidden", "true");
    expect((placeholders[0] as HTMLElement).style.height).toBe(`${ROW}px`);

    const order: string[] = [];
    for (let frame = 0; frame < 5; frame++) {
      const before = new Set(drawn());
      await nextFrame();
      order.push(
        drawn()
          .filter((title) => title && !before.has(title))
          .join(),
      );
    }
    expect(order).toEqual(["Item 16", "Item 10", "Item 17", "Item 9", ""]);
    expect(list.querySelectorAll("li[data-placeholder]")).toHaveLength(0);
  });

  it("keeps a focused card mounted and focused after it scrolls out of view", async () => {
    renderGrid();
    const link = screen.getByRole("link", { name: "Item 2" });
    fireEvent.focus(link);
    link.focus();
    await scrollListTo(layout, -ROW * 300);
    expect(screen.getByRole("link", { name: "Item 2" })).toBe(link);
    expect(link).toHaveFocus();
    expect(screen.getByRole("article", { name: "Item 301" })).toBeInTheDocument();

    // Once focus leaves the list, the card is let go.
    const after = screen.getByRole("button", { name: "After" });
    fireEvent.blur(link, { relatedTarget: after });
    after.focus();
    await scrollListTo(layout, -ROW * 301);
    expect(screen.queryByRole("link", { name: "Item 2" })).not.toBeInTheDocument();
  });

  it("moves to a card not rendered yet: scrolls to it, then focuses and announces it", async () => {
    renderGrid();
    vi.spyOn(window, "scrollTo").mockImplementation(((options: ScrollToOptions) => {
      layout.listTop = -(options.top ?? 0);
      window.dispatchEvent(new Event("scroll"));
    }) as typeof window.scrollTo);
    const [list] = navigation?.lists() ?? [];
    expect(list?.count()).toBe(1000);
    expect(screen.queryByRole("link", { name: "Item 501" })).not.toBeInTheDocument();
    await act(async () => {
      list?.focusCard(500);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(screen.getByRole("link", { name: "Item 501" })).toHaveFocus();
    expect(list?.focusedIndex()).toBe(500);
    expect(screen.getByRole("status")).toHaveTextContent("Card 501 of 1000: Item 501");
  });
});
