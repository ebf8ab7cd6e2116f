import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PercentBadge } from "./PercentBadge";

const meta = {
  title: "Data/PercentBadge",
  component: PercentBadge,
  tags: ["autodocs"],
} satisfies Meta<typeof PercentBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  args: { value: 12.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("(+12.5%)")).toHaveAttribute(
      "data-tone",
      "positive",
    );
  },
};

export const Negative: Story = {
  args: { value: -8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("(-8%)")).toHaveAttribute("data-tone", "negative");
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("(-)")).toHaveAttribute("data-tone", "neutral");
  },
};

export const Null: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-tone]")).toBeNull();
  },
};
