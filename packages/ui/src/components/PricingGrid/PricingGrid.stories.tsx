import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PricingGrid } from "./PricingGrid";

const meta = {
  title: "Layout/PricingGrid",
  component: PricingGrid,
  tags: ["autodocs", "dark-shot"],
  parameters: { layout: "padded" },
  args: { onSubscribe: fn(() => new Promise<void>(() => {})) },
} satisfies Meta<typeof PricingGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expect(canvas.getByText("Use code FUTURELIB")).toBeVisible();
  },
};

export const Annual: Story = {
  args: { initialBilling: "annual" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("radio", { name: "Annual (2 months free)" }),
    ).toBeChecked();
  },
};

export const SwitchToAnnual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Annual (2 months free)" }));
    await expect(canvas.getAllByRole("button", { name: /Subscribe to/ })).toHaveLength(2);
  },
};

export const Subscribing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe to Professional" }));
    await expect(canvas.getByRole("progressbar", { name: "Subscribing" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Subscribe to Basic" })).toBeDisabled();
  },
};

export const CheckoutError: Story = {
  args: { onSubscribe: fn(() => Promise.reject(new Error("HTTP 500"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe to Basic" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "There was an error processing your request.",
    );
  },
};
