import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DeleteAccountConfirm } from "./DeleteAccountConfirm";

describe("DeleteAccountConfirm", () => {
  it("deletes on confirm without showing the failure text while working", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() => new Promise<void>(() => {}));
    render(<DeleteAccountConfirm isOpen onOpenChange={() => {}} onDelete={onDelete} />);
    expect(screen.getByRole("alertdialog", { name: "Delete Account?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete Account" }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.getByRole("progressbar", { name: "Deleting" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the failure text after a failure", async () => {
    const user = userEvent.setup();
    render(
      <DeleteAccountConfirm
        isOpen
        onOpenChange={() => {}}
        onDelete={() => Promise.reject(new Error("x"))}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Delete Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "There was an error deleting your account. Contact support for assistance.",
    );
  });

  it("keeps focus inside and cancels with Escape", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <DeleteAccountConfirm
        isOpen
        onOpenChange={onOpenChange}
        onDelete={() => Promise.resolve()}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    onOpenChange.mockClear();
    await user.tab();
    expect(screen.getByRole("button", { name: "Delete Account" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
