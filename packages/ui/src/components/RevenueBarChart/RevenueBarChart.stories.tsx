import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { revenueRows } from "../../fixtures";
import { RevenueBarChart } from "./RevenueBarChart";

const meta = {
  title: "Charts/RevenueBarChart",
  component: RevenueBarChart,
  tags: ["autodocs", "dark-shot"],
  args: { data: revenueRows(1), previousData: revenueRows(4, 900), deltas: [120.5, -3] },
  render: (args) => (
    <div className="max-w-3xl">
      <RevenueBarChart {...args} />
    </div>
  ),
} satisfies Meta<typeof RevenueBarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Revenue Over Time" })).toBeInTheDocument();
    await expect(canvas.getByRole("switch", { name: "Show previous period" })).toBeEnabled();
  },
};

export const Previous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: "Show previous period" }));
    await expect(canvasElement.querySelector("[data-period]")).toHaveAttribute(
      "data-period",
      "previous",
    );
  },
};

export const ComparisonDisabled: Story = {
  args: { deltas: [0, 0, null] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("switch", { name: "Show previous period" }),
    ).toBeDisabled();
  },
};
