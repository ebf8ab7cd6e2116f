import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { adsHistory } from "../../fixtures";
import { AdsLineChart } from "./AdsLineChart";

const meta = {
  title: "Charts/AdsLineChart",
  component: AdsLineChart,
  tags: ["autodocs", "dark-shot"],
  args: { history: adsHistory(2), previousHistory: adsHistory(6, 30), deltas: [4] },
  render: (args) => (
    <div className="max-w-3xl">
      <AdsLineChart {...args} />
    </div>
  ),
} satisfies Meta<typeof AdsLineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("table", { name: "Ads Over Time" }),
    ).toBeInTheDocument();
  },
};

export const Previous: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole("switch", { name: "Show previous period" }),
    );
    await expect(canvasElement.querySelector("[data-period]")).toHaveAttribute(
      "data-period",
      "previous",
    );
  },
};

export const ComparisonDisabled: Story = { args: { deltas: [0] } };
