import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PastDueOverlay } from "./PastDueOverlay";

const meta = {
  title: "Overlays/PastDueOverlay",
  component: PastDueOverlay,
  tags: ["autodocs", "dark-shot"],
  args: { plan: "Professional", onManageSubscription: fn(), onDismiss: fn() },
} satisfies Meta<typeof PastDueOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PastDue: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog", {
      name: "Payment Past Due",
    });
    await expect(dialog).toHaveTextContent("Your Professional license is past due.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Manage Subscription" }));
    await expect(args.onManageSubscription).toHaveBeenCalled();
  },
};
