import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CompareBar } from "./CompareBar";

const meta = {
  title: "Data/CompareBar",
  component: CompareBar,
  tags: ["autodocs", "dark-shot"],
  args: { count: 2, max: 4, min: 2, href: "/compare/shops?ids=3,7", onClear: fn() },
} satisfies Meta<typeof CompareBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One shop picked: not a comparison yet, so no Compare Shops. */
export const OnePicked: Story = {
  args: { count: 1, href: "/compare/shops?ids=3" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("region", { name: "Compare" });
    await expect(within(bar).getByRole("status")).toHaveTextContent(
      "1 of 4 shops picked (pick at least 2)",
    );
    await expect(within(bar).queryByRole("link")).not.toBeInTheDocument();
  },
};

/** Enough to compare: Compare Shops leads to the compare screen; Clear empties the selection. */
export const ReadyToCompare: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole("region", { name: "Compare" });
    await expect(within(bar).getByRole("link", { name: "Compare Shops" })).toHaveAttribute(
      "href",
      "/compare/shops?ids=3,7",
    );
    await userEvent.click(within(bar).getByRole("button", { name: "Clear" }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** The most that can be compared. */
export const Full: Story = {
  args: { count: 4, href: "/compare/shops?ids=3,7,9,11" },
};
