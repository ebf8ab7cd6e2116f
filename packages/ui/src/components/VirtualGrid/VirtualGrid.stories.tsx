import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { VirtualGrid } from "./VirtualGrid";

interface Tile {
  id: number;
  title: string;
}

const tiles: Tile[] = Array.from({ length: 200 }, (_, i) => ({
  id: i + 1,
  title: `Product ${i + 1}`,
}));

const meta = {
  title: "Layout/VirtualGrid",
  component: VirtualGrid<Tile>,
  tags: ["autodocs"],
  args: {
    label: "Products",
    items: tiles,
    getKey: (tile: Tile) => tile.id,
    estimateRowHeight: 56,
    renderItem: (tile: Tile) => (
      <article className="rounded-lg border border-border bg-raised p-3 text-fg text-sm">
        {tile.title}
      </article>
    ),
  },
} satisfies Meta<typeof VirtualGrid<Tile>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 200 results: the page is as tall as all of them, but only the rows near the viewport exist. */
export const LongList: Story = {
  // A full-page shot would grow the viewport to the whole list and so render every row.
  parameters: { screenshot: "viewport" },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Products" });
    const shown = within(list).getAllByRole("listitem");
    await expect(shown.length).toBeGreaterThan(0);
    await expect(shown.length).toBeLessThan(tiles.length);
    await expect(shown[0]).toHaveAttribute("aria-posinset", "1");
    await expect(shown[0]).toHaveAttribute("aria-setsize", String(tiles.length));
  },
};
