import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Price } from "./Price";

const meta = {
  title: "Data/Price",
  component: Price,
  tags: ["autodocs"],
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { value: 29.9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("$29.90")).toBeInTheDocument();
  },
};

export const Unknown: Story = { args: { value: null } };
