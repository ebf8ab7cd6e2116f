import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VirtualRows } from "./VirtualRows";

const ROW = 50;
const items = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, title: `Shop ${i + 1}` }));

/** happy-dom lays nothing out: body rows are 50 px tall, the rows start `top` px below the viewport's top. */
function fakeLayout() {
  const state = { top: 0 };
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    const spacer = this.dataset.spacer !== undefined;
    const top = spacer ? state.top : 0;
    const height = this.tagName === "TR" && !spacer ? ROW : 0;
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

function renderTable() {
  return render(
    <table aria-label="Shops">
      <tbody>
        <VirtualRows
          items={items}
          getKey={(item) => item.id}
          columnCount={2}
          estimateRowHeight={ROW}
          renderRow={(item) => (
            <tr>
              <th scope="row">
                <a href={`/shops/${item.id}`}>{item.title}</a>
              </th>
              <td>{item.id}</td>
            </tr>
          )}
        />
      </tbody>
    </table>,
  );
}

async function scrollTo(state: { top: number }, top: number) {
  state.top = top;
  await act(async () => {
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

const shownTitles = () =>
  within(screen.getByRole("table", { name: "Shops" }))
    .queryAllByRole("rowheader")
    .map((cell) => cell.textContent);

describe("VirtualRows", () => {
  let layout: { top: number };
  beforeEach(() => {
    layout = fakeLayout();
    window.innerHeight = 500;
  });
  afterEach(() => vi.restoreAllMocks());

  it("renders the rows near the viewport and spacers for the rest", async () => {
    renderTable();
    // 500 px of viewport and 300 px of overscan below it: 16 rows of 50 px.
    expect(shownTitles()).toHaveLength(16);
    await scrollTo(layout, -ROW * 200);
    const titles = shownTitles();
    expect(titles[0]).toBe("Shop 195");
    expect(titles).toContain("Shop 210");
    expect(titles).not.toContain("Shop 1");
  });

  it("keeps a focused row while it is scrolled out", async () => {
    renderTable();
    const link = screen.getByRole("link", { name: "Shop 3" });
    link.focus();
    fireEvent.focusIn(link);
    await scrollTo(layout, -ROW * 200);
    expect(screen.getByRole("link", { name: "Shop 3" })).toBe(link);
    expect(link).toHaveFocus();
    expect(shownTitles()).toContain("Shop 200");
  });
});
