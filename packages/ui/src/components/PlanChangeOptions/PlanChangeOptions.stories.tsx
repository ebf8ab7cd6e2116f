import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PlanChangeOptions } from "./PlanChangeOptions";

const meta = {
  title: "Layout/PlanChangeOptions",
  component: PlanChangeOptions,
  tags: ["autodocs", "dark-shot"],
  args: { currentPlan: "plan_1", onChoose: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof PlanChangeOptions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromBasicMonthly: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole("region", { name: "Change plan" });
    await expect(within(section).getAllByRole("listitem")).toHaveLength(5);
    await userEvent.click(
      within(section).getByRole("button", { name: "Change to Professional (monthly)" }),
    );
    await expect(args.onChoose).toHaveBeenCalledWith("plan_2");
  },
};

export const FromBasicAnnual: Story = {
  args: { currentPlan: "plan_1_annual" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(1);
    await expect(
      within(canvasElement).getByRole("button", { name: "Change to Professional (annual)" }),
    ).toBeVisible();
  },
};

export const NothingLarger: Story = {
  args: { currentPlan: "plan_2_annual" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("list")).toBeNull();
    await expect(canvasElement).toHaveTextContent("There is no larger plan to move to.");
  },
};
