import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { EstimateLabel } from "./EstimateLabel";

const meta = {
  title: "Data/EstimateLabel",
  component: EstimateLabel,
  tags: ["autodocs", "dark-shot"],
} satisfies Meta<typeof EstimateLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Estimated")).toBeVisible();
  },
};
