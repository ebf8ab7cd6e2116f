import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button";
import { DialogTrigger, Modal } from "./Dialog";

const meta = {
  title: "Overlays/Modal",
  component: Modal,
  tags: ["autodocs", "dark-shot"],
  args: { title: "Manage Shop Collections", children: null },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { isOpen: true },
  render: (args) => (
    <Modal {...args}>
      {({ close }) => (
        <div className="flex flex-col gap-4">
          <p className="text-muted text-sm">Add or remove this shop from your collections.</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Modal>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Manage Shop Collections" });
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeInTheDocument();
  },
};

export const OpenedFromTrigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Manage Collections</Button>
      <Modal {...args}>
        {({ close }) => (
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
        )}
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Manage Collections" });
    await userEvent.click(trigger);
    await expect(
      await screen.findByRole("dialog", { name: "Manage Shop Collections" }),
    ).toBeVisible();
    await userEvent.keyboard("{Escape}");
    // react-aria removes the dialog and restores focus after its exit, a frame or more later.
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
