import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { fixtureMedia, productItem } from "../../fixtures";
import { MediaProvider } from "../../media";
import { ProductList, ProductListRow } from "./ProductListRow";

const meta = {
  title: "Cards/ProductListRow",
  component: ProductListRow,
  tags: ["autodocs", "dark-shot"],
  args: { product: productItem, productHref: "#/shops/1001/5001", shopHref: "#/shops/1001" },
  render: (args) => (
    <MediaProvider value={fixtureMedia}>
      <ProductList>
        <ProductListRow {...args} />
        <ProductListRow
          product={{
            ...productItem,
            product_id: 5002,
            product_title: "Ceramic Pour-Over Set",
            product_image_internal: null,
            week_revenue_delta: 0,
            week_revenue_percent_change: 0,
          }}
        />
      </ProductList>
    </MediaProvider>
  ),
} satisfies Meta<typeof ProductListRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeaders: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Products" });
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(4);
  },
};
