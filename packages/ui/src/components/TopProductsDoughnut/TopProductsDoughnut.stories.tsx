import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { topAdvertisedProducts, topRevenueProducts } from "../../fixtures";
import { TopProductsDoughnut } from "./TopProductsDoughnut";

const meta = {
  title: "Charts/TopProductsDoughnut",
  component: TopProductsDoughnut,
  tags: ["autodocs", "dark-shot"],
  args: { kind: "advertised", items: topAdvertisedProducts },
  render: (args) => (
    <div className="max-w-lg">
      <TopProductsDoughnut {...args} />
    </div>
  ),
} satisfies Meta<typeof TopProductsDoughnut>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TopAdvertisedCurrent: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-centre-label]")).toHaveTextContent("CURRENT");
  },
};

export const TopAdvertisedPrevious: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("radio", { name: "Previous" }));
    await expect(canvasElement.querySelector("[data-centre-label]")).toHaveTextContent("PREVIOUS");
  },
};

export const TopRevenue: Story = {
  args: { kind: "revenue", items: topRevenueProducts },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("table", { name: "Top Revenue Producers" }),
    ).toBeInTheDocument();
  },
};

export const NoPreviousPeriod: Story = {
  args: {
    kind: "revenue",
    items: topRevenueProducts.map((p) => ({ ...p, week_revenue_delta: 0 })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radio", { name: "Previous" })).toBeDisabled();
  },
};

export const Empty: Story = { args: { kind: "advertised", items: [] } };
