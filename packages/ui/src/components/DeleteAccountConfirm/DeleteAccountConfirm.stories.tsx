import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DeleteAccountConfirm } from "./DeleteAccountConfirm";

const meta = {
  title: "Overlays/DeleteAccountConfirm",
  component: DeleteAccountConfirm,
  tags: ["autodocs", "dark-shot"],
  args: { isOpen: true, onOpenChange: fn(), onDelete: fn(() => Promise.resolve()) },
} satisfies Meta<typeof DeleteAccountConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Ask: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      body(canvasElement).getByRole("alertdialog", { name: "Delete Account?" }),
    ).toBeInTheDocument();
  },
};

export const Deleting: Story = {
  args: { onDelete: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(body(canvasElement).getByRole("button", { name: "Delete Account" }));
    await expect(
      body(canvasElement).getByRole("progressbar", { name: "Deleting" }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error("HTTP 500"))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(body(canvasElement).getByRole("button", { name: "Delete Account" }));
    await expect(await body(canvasElement).findByRole("alert")).toHaveTextContent(
      "There was an error deleting your account. Contact support for assistance.",
    );
  },
};
