import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ProTrialUpgradeOverlay } from "./ProTrialUpgradeOverlay";

const meta = {
  title: "Overlays/ProTrialUpgradeOverlay",
  component: ProTrialUpgradeOverlay,
  tags: ["autodocs", "dark-shot"],
  args: {
    plan: "Ads Starter",
    onStartTrial: fn(() => Promise.resolve()),
    onManageSubscription: fn(),
  },
} satisfies Meta<typeof ProTrialUpgradeOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (el: HTMLElement) =>
  within(el.ownerDocument.body).getByRole("dialog", { name: "Try Hotshelf Pro" });

export const Offer: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(dialog(canvasElement)).getByRole("button", { name: "Start Pro Trial" }),
    ).toBeEnabled();
  },
};

export const Working: Story = {
  args: { onStartTrial: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(dialog(canvasElement)).getByRole("button", { name: "Start Pro Trial" }),
    );
    await expect(
      within(dialog(canvasElement)).getByRole("progressbar", { name: "Starting your trial" }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { onStartTrial: fn(() => Promise.reject(new Error("trial refused"))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(dialog(canvasElement)).getByRole("button", { name: "Start Pro Trial" }),
    );
    const d = within(dialog(canvasElement));
    await expect(await d.findByRole("alert")).toHaveTextContent(
      "We weren't able to start a trial for you.",
    );
    await expect(d.getByRole("button", { name: "Manage Subscription" })).toBeVisible();
    await expect(d.getByRole("link", { name: "Contact Support" })).toBeVisible();
  },
};
