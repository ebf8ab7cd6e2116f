import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { fixtureMedia, productItem } from "../../fixtures";
import { MediaProvider } from "../../media";
import { ProductCard } from "../ProductCard/ProductCard";
import { ResultsGrid } from "./ResultsGrid";

const products = [0, 1, 2, 3, 4].map((i) => ({
  ...productItem,
  product_id: productItem.product_id + i,
  product_title: `${productItem.product_title} ${i + 1}`,
}));

const meta = {
  title: "Layout/ResultsGrid",
  component: ResultsGrid,
  tags: ["autodocs"],
  args: { label: "Products", children: null },
  render: (args) => (
    <MediaProvider value={fixtureMedia}>
      <ResultsGrid {...args}>
        {products.map((product) => (
          <ProductCard key={product.product_id} product={product} interactive={false} />
        ))}
      </ResultsGrid>
    </MediaProvider>
  ),
} satisfies Meta<typeof ResultsGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Products" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(5);
  },
};
