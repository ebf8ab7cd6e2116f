import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FIXED_NOW_MS } from "../../fixtures";
import { RelativeTime } from "./RelativeTime";

const meta = {
  title: "Data/RelativeTime",
  component: RelativeTime,
  tags: ["autodocs"],
  args: { now: FIXED_NOW_MS, at: FIXED_NOW_MS - 30_000 },
} satisfies Meta<typeof RelativeTime>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Seconds: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("30 seconds ago")).toBeInTheDocument();
  },
};

export const Hours: Story = { args: { at: FIXED_NOW_MS - 3 * 3_600_000 } };

export const Days: Story = { args: { at: FIXED_NOW_MS - 4 * 86_400_000 } };
