import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Delta } from "./Delta";

const meta = {
  title: "Data/Delta",
  component: Delta,
  tags: ["autodocs"],
} satisfies Meta<typeof Delta>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PositiveCount: Story = {
  args: { value: 14, percent: 21.4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("+14")).toHaveAttribute("data-tone", "positive");
  },
};

export const NegativeMoney: Story = {
  args: { value: -1250.5, percent: -12, kind: "money" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("-$1,250.50")).toHaveAttribute(
      "data-tone",
      "negative",
    );
  },
};

export const Zero: Story = { args: { value: 0, percent: 0 } };

export const Null: Story = { args: { value: null, percent: null } };
