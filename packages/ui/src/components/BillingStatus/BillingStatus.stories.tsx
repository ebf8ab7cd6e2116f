import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { BillingStatus } from "./BillingStatus";

const NOW = Date.UTC(2026, 0, 15);
const FUTURE = Date.UTC(2026, 1, 15) / 1000;

const meta = {
  title: "Layout/BillingStatus",
  component: BillingStatus,
  tags: ["autodocs"],
  args: {
    nowMs: NOW,
    onManageSubscription: fn(),
    licence: { plan_name: "plan_2", expires: FUTURE },
  },
  decorators: [(Story) => <div className="w-xl">{Story()}</div>],
} satisfies Meta<typeof BillingStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (el: HTMLElement) => within(el).getByRole("region", { name: "Subscription" });

export const Expired: Story = {
  args: { licence: { plan_name: "plan_1", expires: NOW / 1000 - 86_400 } },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveTextContent("Your Basic license expired");
  },
};

export const Canceled: Story = {
  args: { licence: { plan_name: "plan_2", expires: FUTURE, invoice_status: "canceled" } },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveAttribute("data-view", "canceled");
  },
};

export const PastDue: Story = {
  args: { licence: { plan_name: "plan_2", expires: FUTURE, invoice_status: "past_due" } },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveAttribute("data-view", "past_due");
  },
};

export const Paid: Story = {
  args: {
    licence: { plan_name: "plan_3", expires: FUTURE, renewal_time: FUTURE, invoice_status: "paid" },
  },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveTextContent(
      "Your Business license renews on February 15, 2026.",
    );
  },
};

export const Other: Story = {
  args: { licence: { plan_name: "plan_4", expires: FUTURE, invoice_status: "open" } },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveAttribute("data-view", "details");
  },
};
