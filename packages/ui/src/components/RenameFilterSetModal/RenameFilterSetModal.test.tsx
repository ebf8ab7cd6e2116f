import { VALIDATION_MESSAGES } from "@hotshelf/domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RenameFilterSetModal } from "./RenameFilterSetModal";

function setup(onRename: (name: string) => Promise<void> = () => Promise.resolve()) {
  const rename = vi.fn(onRename);
  const onOpenChange = vi.fn();
  render(<RenameFilterSetModal name="Trending" onOpenChange={onOpenChange} onRename={rename} />);
  return {
    rename,
    onOpenChange,
    field: () => screen.getByRole("textbox", { name: "New name" }),
  };
}

describe("RenameFilterSetModal", () => {
  it("stays closed without a preset", () => {
    render(<RenameFilterSetModal name={null} onOpenChange={vi.fn()} onRename={vi.fn()} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  // The field itself takes the focus in a browser (the Open story checks it).
  it("opens on the preset's name, as a named dialog holding the focus", async () => {
    const { field } = setup();
    const dialog = screen.getByRole("dialog", { name: "Rename Preset" });
    expect(field()).toHaveValue("Trending");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it("renames with the trimmed new name from the keyboard, then closes", async () => {
    const user = userEvent.setup();
    const { field, rename, onOpenChange } = setup();
    await user.clear(field());
    await user.type(field(), "  Trending now  {Enter}");
    expect(rename).toHaveBeenCalledWith("Trending now");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("asks nothing when the name is unchanged", async () => {
    const user = userEvent.setup();
    const { field, rename, onOpenChange } = setup();
    await user.type(field(), "{Enter}");
    expect(rename).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("refuses an empty name and shows a refusal it is given, staying open", async () => {
    const user = userEvent.setup();
    const { field, rename, onOpenChange } = setup(() =>
      Promise.reject(new Error(VALIDATION_MESSAGES.filterSetExists)),
    );
    await user.clear(field());
    await user.type(field(), "{Enter}");
    expect(screen.getByText(VALIDATION_MESSAGES.filterSetNameRequired)).toBeInTheDocument();
    expect(rename).not.toHaveBeenCalled();
    await user.type(field(), "Taken{Enter}");
    expect(await screen.findByText(VALIDATION_MESSAGES.filterSetExists)).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("closes on Escape and on Cancel", async () => {
    const user = userEvent.setup();
    const { onOpenChange } = setup();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
