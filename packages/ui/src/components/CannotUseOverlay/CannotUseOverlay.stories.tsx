import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CannotUseOverlay } from "./CannotUseOverlay";

const meta = {
  title: "Overlays/CannotUseOverlay",
  component: CannotUseOverlay,
  tags: ["autodocs", "dark-shot"],
  args: { plan: "Ads Starter" },
} satisfies Meta<typeof CannotUseOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotOnPlan: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog", {
      name: "Plan Upgrade Required",
    });
    await expect(dialog).toHaveTextContent("Hotshelf is not available on the Ads Starter plan.");
  },
};
