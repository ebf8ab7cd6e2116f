import { createFilterState, type FilterState } from "@hotshelf/domain";
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { proxy, useSnapshot } from "valtio";
import { beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { ExploreSidebar, type SidebarHandlers } from "./ExploreControls";
import { useStableHandlers } from "./stableHandlers";
import { expectCallsReachNewestHandlers } from "./stableHandlers.testing";

/** Renders of the sidebar, counted: it stands in for the real one (fields, checkboxes, presets). */
let sidebarRenders = 0;
vi.mock("@hotshelf/ui/FilterSidebar", () => ({
  FilterSidebar: ({ onClearAll }: { onClearAll: () => void }) => {
    sidebarRenders += 1;
    return (
      <button type="button" onClick={onClearAll}>
        Clear All
      </button>
    );
  },
}));

const handlers = (onClearAll = vi.fn()): SidebarHandlers => ({
  onRangeBoundChange: vi.fn(),
  onRangeEnabledChange: vi.fn(),
  onRangeReapply: vi.fn(),
  onOneHotToggle: vi.fn(),
  onClearAll,
  onLoadFilterSet: vi.fn(),
  onIncludeShop: vi.fn(),
});

/** The screen's shape: filters and a results session in one valtio store, read by useSnapshot. */
const store = proxy({
  filters: createFilterState("products") as FilterState,
  session: { items: [] as number[], loading: false },
});

function Screen({ latest }: { latest: SidebarHandlers }) {
  const state = useSnapshot(store);
  return (
    <>
      <ExploreSidebar
        searchType="products"
        filters={state.filters as FilterState}
        handlers={useStableHandlers(latest)}
      />
      <p>{state.session.items.length} results</p>
    </>
  );
}

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe("Explore's sidebar", () => {
  beforeEach(() => {
    sidebarRenders = 0;
  });

  it("is not rendered again when a page of results loads, only when the filters change", async () => {
    const view = render(<Screen latest={handlers()} />, { wrapper });
    expect(sidebarRenders).toBe(1);
    await act(async () => {
      store.session.loading = true;
    });
    await act(async () => {
      store.session.items.push(1, 2, 3);
      store.session.loading = false;
    });
    // The screen rendered again (with new handler functions) and the sidebar did not.
    view.rerender(<Screen latest={handlers()} />);
    expect(view.getByText("3 results")).toBeTruthy();
    expect(sidebarRenders).toBe(1);
    await act(async () => {
      store.filters = { ...store.filters, excludedShops: [{ shop_id: 9, shop_title: "Nine" }] };
    });
    expect(sidebarRenders).toBe(2);
  });

  it("handlers stay one object whose calls reach the newest functions", () => {
    const { latest } = expectCallsReachNewestHandlers(
      useStableHandlers<SidebarHandlers>,
      () => handlers(),
      (stable) => stable.onIncludeShop(4),
      (latest) => latest.onIncludeShop as Mock,
    );
    expect(latest.onIncludeShop).toHaveBeenCalledWith(4);
  });
});
