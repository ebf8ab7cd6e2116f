import { PRODUCT_SORT_OPTIONS, SHOP_SORT_OPTIONS } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { SortSelect, type SortSelectProps } from "./SortSelect";

function Stateful(props: Omit<SortSelectProps, "onSortChange">) {
  const [key, setKey] = useState(props.selectedKey);
  return <SortSelect {...props} selectedKey={key} onSortChange={setKey} />;
}

const meta = {
  title: "Filters/SortSelect",
  component: Stateful,
  tags: ["autodocs"],
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductSorts: Story = {
  args: { options: PRODUCT_SORT_OPTIONS, selectedKey: "product_active_ad_count_percent_change" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /Sort by/ })).toHaveTextContent(
      "Product Ads % Change",
    );
  },
};

export const ShopSorts: Story = {
  args: { options: SHOP_SORT_OPTIONS, selectedKey: "active_ad_count_percent_change" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /Sort by/ })).toHaveTextContent("Ads % Change");
  },
};

export const Open: Story = {
  args: { options: PRODUCT_SORT_OPTIONS, selectedKey: "week_current_period_revenue" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Sort by/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: "Newest First" })).toBeVisible();
  },
};
