import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CompareTable } from "./CompareTable";

const columns = [
  { name: "Blue Mug Co", href: "/shops/1" },
  { name: "Trail & Tent Outdoor Supplies", href: "/shops/2" },
  { name: "Glow Skincare", href: "/shops/3" },
  { name: "Pawsome Pets", href: "/shops/4" },
];
const rows = [
  { label: "Revenue (Weekly)", values: ["$8,420.00", "$12,905.50", "$3,120.00", "$640.25"] },
  { label: "Revenue (Monthly)", values: ["$35,100.00", "$51,880.00", "$13,400.00", "$2,900.00"] },
  { label: "Active Ads", values: ["14", "32", "N/A", "3"] },
  { label: "Products", values: ["120", "1,450", "36", "88"] },
  { label: "Country", values: ["US", "DE", "GB", "N/A"] },
];

const meta = {
  title: "Data/CompareTable",
  component: CompareTable,
  tags: ["autodocs", "dark-shot"],
  args: { caption: "Key Figures", columns, rows, onRemove: fn() },
} satisfies Meta<typeof CompareTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four shops: each column can be removed while more than two remain. */
export const FourShops: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole("table", { name: "Key Figures" });
    await expect(within(table).getByRole("rowheader", { name: "Active Ads" })).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole("button", { name: "Remove Glow Skincare from the comparison" }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};

/** Two shops, the fewest to compare: no Remove. */
export const TwoShops: Story = {
  args: {
    columns: columns.slice(0, 2),
    rows: rows.map((row) => ({ ...row, values: row.values.slice(0, 2) })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument();
  },
};

/** At a phone's width the table scrolls sideways in its own box, which takes focus to scroll by keyboard. */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("region", { name: "Key Figures" });
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(box).toHaveAttribute("tabindex", "0");
  },
};
