import { VALIDATION_MESSAGES } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RenameFilterSetModal } from "./RenameFilterSetModal";

const meta = {
  title: "Filters/RenameFilterSetModal",
  component: RenameFilterSetModal,
  tags: ["autodocs", "dark-shot"],
  args: {
    name: "Trending in the US",
    onOpenChange: fn(),
    onRename: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof RenameFilterSetModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (el: HTMLElement) =>
  within(within(el.ownerDocument.body).getByRole("dialog", { name: "Rename Preset" }));

/** Opens on the preset's current name, focused, ready to edit. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const field = dialog(canvasElement).getByRole("textbox", { name: "New name" });
    await expect(field).toHaveValue("Trending in the US");
    await expect(field).toHaveFocus();
  },
};

export const Renamed: Story = {
  play: async ({ canvasElement, args }) => {
    const field = dialog(canvasElement).getByRole("textbox", { name: "New name" });
    await userEvent.clear(field);
    await userEvent.type(field, "Trending in the USA{Enter}");
    await expect(args.onRename).toHaveBeenCalledWith("Trending in the USA");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const d = dialog(canvasElement);
    await userEvent.clear(d.getByRole("textbox", { name: "New name" }));
    await userEvent.click(d.getByRole("button", { name: "Rename" }));
    await expect(d.getByText("Please enter a name for this filter set.")).toBeVisible();
    await expect(args.onRename).not.toHaveBeenCalled();
  },
};

/** The server refused the new name (another staff preset has it): the dialog stays with the text. */
export const NameTaken: Story = {
  args: {
    onRename: fn(() => Promise.reject(new Error(VALIDATION_MESSAGES.filterSetExists))),
  },
  play: async ({ canvasElement, args }) => {
    const d = dialog(canvasElement);
    const field = d.getByRole("textbox", { name: "New name" });
    await userEvent.clear(field);
    await userEvent.type(field, "New stores, many ads{Enter}");
    await expect(await d.findByText("A filter set with that name already exists.")).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
