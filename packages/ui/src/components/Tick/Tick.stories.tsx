import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Tick } from "./Tick";

const meta = {
  title: "Primitives/Tick",
  component: Tick,
  tags: ["autodocs"],
  args: { label: "Saved" },
} satisfies Meta<typeof Tick>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Saved" })).toBeInTheDocument();
  },
};
