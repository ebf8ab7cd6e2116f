import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { series } from "../../fixtures";
import { Sparkline } from "./Sparkline";

const meta = {
  title: "Charts/Sparkline",
  component: Sparkline,
  tags: ["autodocs"],
  args: { values: series(3), label: "Revenue, last 30 days" },
} satisfies Meta<typeof Sparkline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("img", { name: "Revenue, last 30 days" }),
    ).toBeInTheDocument();
  },
};

export const Positive: Story = { args: { tone: "positive", width: 200, height: 48 } };

export const Flat: Story = { args: { values: Array(30).fill(5), label: "Ads, last 30 days" } };
