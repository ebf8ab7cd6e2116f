import { findPlan, type Plan } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { PlanCard } from "./PlanCard";

const plan = (id: string) => findPlan(id) as Plan;

const meta = {
  title: "Layout/PlanCard",
  component: PlanCard,
  tags: ["autodocs", "dark-shot"],
  args: { plan: plan("plan_1"), onSubscribe: fn() },
  decorators: [(Story) => <div className="w-72">{Story()}</div>],
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Basic" })).toHaveTextContent(
      "Unlimited tracked stores",
    );
  },
};

export const AnnualStruckThrough: Story = {
  args: { plan: plan("plan_2_annual"), isFeatured: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("$900.00", { exact: false })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("progressbar", { name: "Subscribing" }),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: "Subscribe to Basic" }),
    ).toBeDisabled();
  },
};
