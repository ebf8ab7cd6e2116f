import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Switch } from "./Switch";

const meta = {
  title: "Primitives/Switch",
  component: Switch,
  tags: ["autodocs"],
  args: { children: "Show previous period" },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const Toggled: Story = {
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole("switch", { name: "Show previous period" });
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
