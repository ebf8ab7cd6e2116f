import { SHORTCUTS } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ShortcutsDialog } from "./ShortcutsDialog";

const meta = {
  title: "Overlays/ShortcutsDialog",
  component: ShortcutsDialog,
  tags: ["autodocs", "dark-shot"],
  args: { shortcuts: SHORTCUTS, isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof ShortcutsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with `?`: each key beside what it does, in a table with row and column headers. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Keyboard Shortcuts" });
    const table = within(dialog).getByRole("table");
    await expect(within(table).getByRole("columnheader", { name: "Key" })).toBeInTheDocument();
    await expect(within(table).getByRole("rowheader", { name: "/" })).toBeInTheDocument();
    await expect(
      within(table).getByRole("cell", { name: "Move to the next card" }),
    ).toBeInTheDocument();
  },
};

/** Close (or Escape) asks the screen to close the dialog. */
export const Closing: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Keyboard Shortcuts" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
