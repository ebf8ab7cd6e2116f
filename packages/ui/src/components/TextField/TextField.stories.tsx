import { VALIDATION_MESSAGES } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { TextField } from "./TextField";

const meta = {
  title: "Primitives/TextField",
  component: TextField,
  tags: ["autodocs"],
  args: { label: "Email Address", placeholder: "you@example.com" },
  render: (args) => (
    <div className="w-80">
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email Address" });
    await userEvent.type(input, "researcher@example.com");
    await expect(input).toHaveValue("researcher@example.com");
  },
};

export const WithDescription: Story = {
  args: {
    label: "New Password",
    description: VALIDATION_MESSAGES.passwordTooShort,
    type: "password",
  },
};

export const Invalid: Story = {
  args: {
    label: "Collection name",
    isInvalid: true,
    errorMessage: VALIDATION_MESSAGES.invalidTagName,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Collection name" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

export const Multiline: Story = {
  args: { label: "Message", multiline: true, placeholder: undefined },
};

export const Disabled: Story = { args: { isDisabled: true } };
