import { VALIDATION_MESSAGES } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SaveFilterSetModal } from "./SaveFilterSetModal";

const meta = {
  title: "Filters/SaveFilterSetModal",
  component: SaveFilterSetModal,
  tags: ["autodocs", "dark-shot"],
  args: { isOpen: true, onOpenChange: fn(), canSave: true, onSave: fn(() => Promise.resolve()) },
} satisfies Meta<typeof SaveFilterSetModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (el: HTMLElement) =>
  within(within(el.ownerDocument.body).getByRole("dialog", { name: "Save Filter Set" }));

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByRole("button", { name: "Save Preset" })).toBeEnabled();
  },
};

export const NameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const d = dialog(canvasElement);
    await userEvent.click(d.getByRole("button", { name: "Save Preset" }));
    await expect(d.getByText("Please enter a name for this filter set.")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NameTooLong: Story = {
  play: async ({ canvasElement }) => {
    const d = dialog(canvasElement);
    // Pasted: typed, its 65 keystrokes were a second of the loop.
    await userEvent.click(d.getByRole("textbox", { name: "Filter set name" }));
    await userEvent.paste("a".repeat(65));
    await userEvent.keyboard("{Enter}");
    await expect(d.getByText("Filter set names are limited to 64 characters.")).toBeVisible();
  },
};

export const AlreadyExists: Story = {
  args: {
    onSave: fn(() => Promise.reject(new Error(VALIDATION_MESSAGES.filterSetExists))),
  },
  play: async ({ canvasElement }) => {
    const d = dialog(canvasElement);
    await userEvent.type(d.getByRole("textbox", { name: "Filter set name" }), "Cheap lamps{Enter}");
    await expect(await d.findByText("A filter set with that name already exists.")).toBeVisible();
  },
};

export const InvalidNameFromServer: Story = {
  args: {
    onSave: fn(() => Promise.reject(new Error(VALIDATION_MESSAGES.filterSetNameTooLong))),
  },
  play: async ({ canvasElement }) => {
    const d = dialog(canvasElement);
    await userEvent.type(d.getByRole("textbox", { name: "Filter set name" }), "Lamps{Enter}");
    await expect(
      await d.findByText("Filter set names are limited to 64 characters."),
    ).toBeVisible();
  },
};

export const NothingToSave: Story = {
  args: { canSave: false },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByRole("button", { name: "Save Preset" })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const d = dialog(canvasElement);
    await userEvent.type(d.getByRole("textbox", { name: "Filter set name" }), "Lamps{Enter}");
    await expect(d.getByRole("progressbar", { name: "Saving" })).toBeInTheDocument();
  },
};
