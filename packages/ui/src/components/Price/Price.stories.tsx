import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Price } from "./Price";

const meta = {
  title: "Data/Price",
  component: Price,
  tags: ["autodocs", "dark-shot"],
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { value: 29.9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("$29.90")).toBeInTheDocument();
  },
};

export const Unknown: Story = { args: { value: null } };

/** A tracked shop selling in euros: the USD price, then the shop's own amount and the rate's date. */
export const ConvertedFromEuros: Story = {
  args: {
    value: 12.34,
    original: { original_price: 11.06, original_currency: "EUR", rate_date: "2024-09-26" },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("$12.34 (€11.06, ECB rate of Sep 26, 2024)");
  },
};

/** Yen have no minor unit: the original shows whole yen. */
export const ConvertedFromYen: Story = {
  args: {
    value: 9.33,
    original: { original_price: 1345, original_currency: "JPY", rate_date: "2024-09-26" },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("$9.33 (¥1,345, ECB rate of Sep 26, 2024)");
  },
};

/** A currency the ECB publishes no rate for: the shop's amount alone, said to be unconverted. */
export const NotConvertible: Story = {
  args: {
    value: null,
    original: { original_price: 95000, original_currency: "VND", rate_date: null },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("₫95,000, not converted to USD");
  },
};
