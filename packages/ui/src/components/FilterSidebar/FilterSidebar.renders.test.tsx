import { createFilterState, setRangeBound, toggleOneHot } from "@hotshelf/domain";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FilterSidebar as FilterSidebarComponent } from "./FilterSidebar";

/** Renders of each range filter and checkbox group, by label, around the real components. */
const renders = new Map<string, number>();
const count = (label: string) => renders.set(label, (renders.get(label) ?? 0) + 1);

/** The component, counting its renders by label. */
function counted<P extends { label: string }>(Component: (props: P) => ReactNode) {
  return (props: P) => {
    count(props.label);
    return <Component {...props} />;
  };
}

vi.mock("../RangeFilter", async (importOriginal) => ({
  RangeFilter: counted((await importOriginal<typeof import("../RangeFilter")>()).RangeFilter),
}));
vi.mock("../CheckboxFilterGroup", async (importOriginal) => ({
  CheckboxFilterGroup: counted(
    (await importOriginal<typeof import("../CheckboxFilterGroup")>()).CheckboxFilterGroup,
  ),
}));

const handlers = {
  onRangeBoundChange: vi.fn(),
  onRangeEnabledChange: vi.fn(),
  onRangeReapply: vi.fn(),
  onOneHotToggle: vi.fn(),
  onClearAll: vi.fn(),
};

let FilterSidebar: typeof FilterSidebarComponent;

describe("FilterSidebar renders only the filter a change touched", () => {
  // The test files of a worker share their modules (vitest.config.ts: isolate false): the sidebar
  // another file loaded holds the real filters, so it is loaded again here, with the counting ones.
  beforeAll(async () => {
    vi.resetModules();
    ({ FilterSidebar } = await import("./FilterSidebar"));
  });

  beforeEach(() => {
    renders.clear();
  });

  it("a ticked country renders the Country group, no range filter and no other group", () => {
    const before = createFilterState("products");
    const { rerender } = render(<FilterSidebar state={before} {...handlers} />);
    expect(renders.get("Price")).toBeGreaterThan(0);
    renders.clear();
    rerender(<FilterSidebar state={toggleOneHot(before, "shop_country", "US")} {...handlers} />);
    expect(Object.fromEntries(renders)).toEqual({ Country: 1 });
  });

  it("an edited bound renders that range filter alone", () => {
    const before = createFilterState("products");
    const { rerender } = render(<FilterSidebar state={before} {...handlers} />);
    renders.clear();
    rerender(<FilterSidebar state={setRangeBound(before, "price", "gte", "10")} {...handlers} />);
    expect(Object.fromEntries(renders)).toEqual({ Price: 1 });
  });
});
