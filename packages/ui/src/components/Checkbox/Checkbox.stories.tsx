import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Checkbox } from "./Checkbox";

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  args: { children: "Subscribe to the newsletter" },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", {
      name: "Subscribe to the newsletter",
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const box = within(canvasElement).getByRole("checkbox", {
      name: "Subscribe to the newsletter",
    });
    await expect(box).toHaveFocus();
    // The ring is drawn on the box beside the visually hidden input.
    const drawn = box.nextElementSibling as HTMLElement;
    await expect(getComputedStyle(drawn).outlineStyle).toBe("solid");
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = { args: { isIndeterminate: true, children: "Include All" } };

export const Invalid: Story = {
  args: { isInvalid: true, children: "I agree to the Terms of Service" },
};

export const Disabled: Story = { args: { isDisabled: true } };
