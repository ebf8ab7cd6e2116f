import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ToggleButton, ToggleButtonGroup } from "./ToggleButtonGroup";

const meta = {
  title: "Primitives/ToggleButtonGroup",
  component: ToggleButtonGroup,
  tags: ["autodocs"],
  args: { label: "Period", defaultSelectedKeys: ["current"] },
  render: (args) => (
    <ToggleButtonGroup {...args}>
      <ToggleButton id="current">Current</ToggleButton>
      <ToggleButton id="previous">Previous</ToggleButton>
    </ToggleButtonGroup>
  ),
} satisfies Meta<typeof ToggleButtonGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentSelected: Story = {};

export const PreviousSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Previous" }));
    await expect(canvas.getByRole("radio", { name: "Previous" })).toBeChecked();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
