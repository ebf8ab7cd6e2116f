import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { LicenceExpiredOverlay } from "./LicenceExpiredOverlay";

const meta = {
  // The title (and so the story ids and screenshot baselines) keeps the original spelling.
  title: "Overlays/LicenseExpiredOverlay",
  component: LicenceExpiredOverlay,
  tags: ["autodocs", "dark-shot"],
  // 2023-11-14: a fixed date so screenshots are stable.
  args: { expires: 1_700_000_000, onRenew: fn() },
} satisfies Meta<typeof LicenceExpiredOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog", {
      name: "License Expired",
    });
    await expect(dialog).toHaveTextContent("Your license expired on November 14, 2023.");
    await expect(within(dialog).getByRole("link", { name: "View Pricing" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    await expect(within(dialog).getByRole("button", { name: "Renew Subscription" })).toBeEnabled();
  },
};
