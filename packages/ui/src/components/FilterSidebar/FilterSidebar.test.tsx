import { createFilterState, toggleOneHot } from "@hotshelf/domain";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FilterSidebar } from "./FilterSidebar";

function setup(searchType: "products" | "shops" = "products") {
  const handlers = {
    onRangeBoundChange: vi.fn(),
    onRangeEnabledChange: vi.fn(),
    onRangeReapply: vi.fn(),
    onOneHotToggle: vi.fn(),
    onClearAll: vi.fn(),
  };
  const state = toggleOneHot(createFilterState(searchType), "exclude_country", "IN");
  render(<FilterSidebar state={state} {...handlers} />);
  return handlers;
}

describe("FilterSidebar", () => {
  it("lists the product filter groups in order, the first one expanded", () => {
    setup();
    const sidebar = screen.getByRole("complementary", { name: "Filters" });
    const groups = within(sidebar)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(groups).toEqual([
      "Product Features",
      "Ads",
      "Product Revenue",
      "Shop Revenue",
      "Shop Features",
      "Other",
    ]);
    expect(within(sidebar).getByRole("button", { name: "Product Features" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(within(sidebar).getByRole("group", { name: "Price" })).toBeInTheDocument();
  });

  it("expands a group with the keyboard", async () => {
    const user = userEvent.setup();
    setup();
    const ads = screen.getByRole("button", { name: "Ads" });
    ads.focus();
    await user.keyboard("{Enter}");
    expect(ads).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("group", { name: "Shop Ads % Change" })).toBeInTheDocument();
  });

  it("shows the checkbox filters with 28 countries, 5 locales and 2 excludable countries", () => {
    setup();
    expect(
      within(screen.getByRole("group", { name: "Country" })).getAllByRole("checkbox"),
    ).toHaveLength(28);
    expect(
      within(screen.getByRole("group", { name: "Locale" })).getAllByRole("checkbox"),
    ).toHaveLength(5);
    const exclude = screen.getByRole("group", { name: "Exclude Country" });
    expect(within(exclude).getByRole("checkbox", { name: "India" })).toBeChecked();
    expect(within(exclude).getAllByRole("checkbox")).toHaveLength(2);
  });

  it("reports checkbox toggles and bound edits with the filter key, and Clear All", async () => {
    const user = userEvent.setup();
    const { onOneHotToggle, onClearAll, onRangeBoundChange } = setup();
    await user.click(
      within(screen.getByRole("group", { name: "Locale" })).getByRole("checkbox", {
        name: "French",
      }),
    );
    expect(onOneHotToggle).toHaveBeenCalledWith("shop_locale", "fr");
    const exclude = screen.getByRole("group", { name: "Exclude Country" });
    await user.click(within(exclude).getByRole("checkbox", { name: "India" }));
    expect(onOneHotToggle).toHaveBeenLastCalledWith("exclude_country", "IN");
    await user.type(screen.getByRole("textbox", { name: "Price Min" }), "9");
    expect(onRangeBoundChange).toHaveBeenCalledWith("price", "gte", "9");
    await user.click(screen.getByRole("button", { name: "Clear All" }));
    expect(onClearAll).toHaveBeenCalled();
  });

  it("uses the shop catalogue on Explore Shops", () => {
    setup("shops");
    expect(screen.getByRole("complementary", { name: "Filters" })).toHaveAttribute(
      "data-search-type",
      "shops",
    );
    expect(screen.getByRole("button", { name: "Shop Features" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("group", { name: "SKU Count" })).toBeInTheDocument();
  });

  it("toggles Show Filters / Hide Filters for small screens", async () => {
    const user = userEvent.setup();
    setup();
    const toggle = screen.getByRole("button", { name: "Show Filters" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Hide Filters" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("complementary", { name: "Filters" })).toHaveAttribute(
      "data-open",
      "true",
    );
  });

  describe("on a small screen", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("renders the filters only once Show Filters is pressed, and keeps them", async () => {
      const user = userEvent.setup();
      vi.stubGlobal("matchMedia", (query: string) => ({
        matches: false,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }));
      setup();
      expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
      expect(screen.queryByRole("heading", { level: 3 })).not.toBeInTheDocument();

      await user.click(screen.getByRole("button", { name: "Show Filters" }));
      const ticked = () =>
        screen.getAllByRole("checkbox", { hidden: true }).filter((c) => c.matches(":checked"));
      expect(ticked()).toHaveLength(1);
      await user.click(screen.getByRole("button", { name: "Hide Filters" }));
      expect(ticked()).toHaveLength(1);
    });

    it("renders the filters when the screen grows wide", () => {
      let grow = () => {};
      vi.stubGlobal("matchMedia", (query: string) => ({
        matches: false,
        media: query,
        addEventListener: (_: string, listener: () => void) => {
          grow = () => {
            vi.stubGlobal("matchMedia", () => ({ matches: true }));
            listener();
          };
        },
        removeEventListener: vi.fn(),
      }));
      setup();
      expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
      act(() => grow());
      expect(screen.getAllByRole("checkbox").length).toBeGreaterThan(10);
    });
  });
});
