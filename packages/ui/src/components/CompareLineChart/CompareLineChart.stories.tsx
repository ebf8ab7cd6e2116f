import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CompareLineChart, type CompareSeries } from "./CompareLineChart";

/** 30 days from 2026-10-01, a shape per shop. */
function days(shape: (day: number) => number, from = 0, to = 30): CompareSeries["points"] {
  return Array.from({ length: to - from }, (_, i) => ({
    date: `2026-10-${String(from + i + 1).padStart(2, "0")}`,
    value: Math.round(shape(from + i)),
  }));
}

const fourShops: CompareSeries[] = [
  { name: "Blue Mug Co", points: days((d) => 1200 + d * 40) },
  { name: "Trail & Tent", points: days((d) => 2600 - d * 30) },
  { name: "Glow Skincare", points: days((d) => 900 + 400 * Math.sin(d / 4)) },
  { name: "Pawsome Pets", points: days(() => 1500) },
];

const meta = {
  title: "Charts/CompareLineChart",
  component: CompareLineChart,
  tags: ["autodocs", "dark-shot"],
  args: { title: "Revenue Over Time", kind: "money", series: fourShops },
} satisfies Meta<typeof CompareLineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four shops' revenue: a line each, told apart by colour and dash, named in the legend. */
export const FourShopsRevenue: Story = {
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByRole("list", { name: "Legend", hidden: true });
    await expect(within(legend).getAllByRole("listitem", { hidden: true })).toHaveLength(4);
    await expect(canvasElement.querySelectorAll("svg path[stroke]").length).toBeGreaterThanOrEqual(
      4,
    );
  },
};

/** Two shops' active ads (counts). */
export const TwoShopsAds: Story = {
  args: {
    title: "Ads Over Time",
    kind: "count",
    series: [
      { name: "Blue Mug Co", points: days((d) => 12 + (d % 5)) },
      { name: "Trail & Tent", points: days((d) => 30 - d / 2) },
    ],
  },
};

/** A shop tracked for fewer days: its line starts later; the table says N/A before. */
export const ShorterHistory: Story = {
  args: {
    series: [
      { name: "Blue Mug Co", points: days((d) => 1200 + d * 40) },
      { name: "New Arrival Store", points: days((d) => 300 + d * 60, 18) },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { hidden: true });
    await expect(within(table).getAllByText("N/A", { exact: true }).length).toBe(18);
  },
};
