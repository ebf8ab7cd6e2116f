import {
  clearAll,
  createFilterState,
  type FilterState,
  reapplyRange,
  type SearchType,
  setRangeBound,
  setRangeEnabled,
  toggleOneHot,
} from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../Button";
import { FilterSidebar } from "./FilterSidebar";

function withSomeFilters(state: FilterState): FilterState {
  const priced = setRangeEnabled(
    setRangeBound(setRangeBound(state, "price", "gte", "10"), "price", "lte", "60"),
    "price",
    true,
  );
  return toggleOneHot(toggleOneHot(priced, "shop_country", "US"), "exclude_country", "IN");
}

function Stateful({ searchType, filtered }: { searchType: SearchType; filtered: boolean }) {
  const [state, setState] = useState(() => {
    const start = createFilterState(searchType);
    return filtered ? withSomeFilters(start) : start;
  });
  return (
    <FilterSidebar
      state={state}
      onRangeBoundChange={(key, bound, text) => setState((s) => setRangeBound(s, key, bound, text))}
      onRangeEnabledChange={(key, enabled) => setState((s) => setRangeEnabled(s, key, enabled))}
      onRangeReapply={(key) => setState((s) => reapplyRange(s, key))}
      onOneHotToggle={(key, option) => setState((s) => toggleOneHot(s, key, option))}
      onClearAll={() => setState((s) => clearAll(s))}
      actions={
        <Button variant="secondary" size="sm">
          Save Filter Set
        </Button>
      }
    />
  );
}

const meta = {
  title: "Filters/FilterSidebar",
  component: Stateful,
  tags: ["autodocs"],
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExploreProducts: Story = {
  args: { searchType: "products", filtered: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of [
      "Product Features",
      "Ads",
      "Product Revenue",
      "Shop Revenue",
      "Shop Features",
      "Other",
    ]) {
      await expect(canvas.getByRole("button", { name: group })).toBeInTheDocument();
    }
  },
};

export const ExploreShops: Story = {
  args: { searchType: "shops", filtered: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("complementary", { name: "Filters" })).toHaveAttribute(
      "data-search-type",
      "shops",
    );
  },
};

export const WithFiltersThenClearAll: Story = {
  args: { searchType: "products", filtered: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("switch", { name: "Enable Price filter" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Clear All" }));
    await expect(canvas.getByRole("switch", { name: "Enable Price filter" })).not.toBeChecked();
    const exclude = within(canvas.getByRole("group", { name: "Exclude Country" }));
    await expect(exclude.getByRole("checkbox", { name: "India" })).not.toBeChecked();
  },
};

/** Small screens: the toggle shows the filters. The test-runner's viewport is desktop (1024 px) where the
 * toggle is hidden, so the play function checks its state only; the vitest test presses it. */
export const MobileToggle: Story = {
  args: { searchType: "products", filtered: false },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("button", { name: "Show Filters", hidden: true }),
    ).toHaveAttribute("aria-expanded", "false");
  },
};
