import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BanConfirm } from "./BanConfirm";

const meta = {
  title: "Overlays/BanConfirm",
  component: BanConfirm,
  tags: ["autodocs", "dark-shot"],
  args: { kind: "shop", isOpen: true, onOpenChange: fn(), onBan: fn(() => Promise.resolve()) },
} satisfies Meta<typeof BanConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const AskShop: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      body(canvasElement).getByRole("alertdialog", { name: "Ban Store" }),
    ).toHaveTextContent("Ban this store from appearing in Explore? This cannot be undone.");
  },
};

export const AskProduct: Story = {
  args: { kind: "product" },
  play: async ({ canvasElement }) => {
    await expect(
      body(canvasElement).getByRole("alertdialog", { name: "Ban Product" }),
    ).toBeInTheDocument();
  },
};

export const Working: Story = {
  args: { onBan: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(body(canvasElement).getByRole("button", { name: "Ban Store" }));
    await expect(
      body(canvasElement).getByRole("progressbar", { name: "Banning" }),
    ).toBeInTheDocument();
  },
};

export const Banned: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(body(canvasElement).getByRole("button", { name: "Ban Store" }));
    await expect(await body(canvasElement).findByRole("status")).toHaveTextContent("Shop Banned");
  },
};

export const BanError: Story = {
  args: { onBan: fn(() => Promise.reject(new Error("HTTP 500"))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(body(canvasElement).getByRole("button", { name: "Ban Store" }));
    await expect(await body(canvasElement).findByRole("alert")).toHaveTextContent("Ban error");
  },
};
