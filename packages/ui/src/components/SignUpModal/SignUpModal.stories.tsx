import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { SignUpModal } from "./SignUpModal";

const meta = {
  title: "Overlays/SignUpModal",
  component: SignUpModal,
  tags: ["autodocs", "dark-shot"],
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof SignUpModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WinnersPagePrompt: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog", {
      name: "Sign up to use Hotshelf",
    });
    await expect(dialog).toHaveTextContent("Try Hotshelf Basic for 3 days for $1.00.");
    await expect(within(dialog).getByRole("link", { name: "Register" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(within(dialog).getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "/login",
    );
  },
};
