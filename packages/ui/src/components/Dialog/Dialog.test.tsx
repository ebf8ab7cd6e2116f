import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../Button/Button";
import { DialogTrigger, Modal } from "./Dialog";

function Example({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  return (
    <DialogTrigger>
      <Button>Delete Account</Button>
      <Modal title="Delete your account?" role="alertdialog">
        {({ close }) => (
          <div className="flex gap-2">
            <Button
              variant="danger"
              onPress={() => {
                onConfirm();
                close();
              }}
            >
              Delete
            </Button>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
          </div>
        )}
      </Modal>
    </DialogTrigger>
  );
}

describe("Modal", () => {
  it("opens from its trigger, is named by its heading and traps focus", async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete your account?" });
    expect(
      within(dialog).getByRole("heading", { name: "Delete your account?" }),
    ).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    render(<Example />);
    const trigger = screen.getByRole("button", { name: "Delete Account" });
    await userEvent.click(trigger);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("lets its content close it", async () => {
    const onConfirm = vi.fn();
    render(<Example onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
