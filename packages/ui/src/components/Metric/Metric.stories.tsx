import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Metric } from "./Metric";

const meta = {
  title: "Data/Metric",
  component: Metric,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <dl>
        <Story />
      </dl>
    ),
  ],
} satisfies Meta<typeof Metric>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Thousands: Story = {
  args: { label: "Shop Ads", value: 12_480, delta: 320, percent: 2.6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("12K")).toBeInTheDocument();
  },
};

export const Millions: Story = {
  args: { label: "Instagram Followers", value: 3_450_000, delta: -12_000, percent: -0.3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("3.4M")).toBeInTheDocument();
  },
};

export const Currency: Story = {
  args: {
    label: "Revenue (Week)",
    value: 48_250.5,
    kind: "money",
    delta: 1200,
    percent: 2.5,
    size: "lg",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("$48,250.50")).toBeInTheDocument();
  },
};

export const Missing: Story = { args: { label: "Revenue (Day)", value: null, kind: "money" } };
