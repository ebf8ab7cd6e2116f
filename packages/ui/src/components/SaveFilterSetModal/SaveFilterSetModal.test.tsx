import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SaveFilterSetModal } from "./SaveFilterSetModal";

function setup(props: { canSave?: boolean; onSave?: (name: string) => Promise<void> } = {}) {
  const onSave = vi.fn(props.onSave ?? (() => Promise.resolve()));
  const onOpenChange = vi.fn();
  render(
    <SaveFilterSetModal
      isOpen
      onOpenChange={onOpenChange}
      canSave={props.canSave ?? true}
      onSave={onSave}
    />,
  );
  return {
    onSave,
    onOpenChange,
    name: () => screen.getByRole("textbox", { name: "Filter set name" }),
  };
}

describe("SaveFilterSetModal", () => {
  it("opens as a named dialog holding the focus", async () => {
    setup();
    const dialog = screen.getByRole("dialog", { name: "Save Filter Set" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it("requires a name", async () => {
    const user = userEvent.setup();
    const { name, onSave } = setup();
    await user.type(name(), "{Enter}");
    expect(screen.getByText("Please enter a name for this filter set.")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("limits names to 64 characters", async () => {
    const user = userEvent.setup();
    const { name, onSave } = setup();
    await user.click(name());
    await user.paste("x".repeat(65));
    await user.keyboard("{Enter}");
    expect(screen.getByText("Filter set names are limited to 64 characters.")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("saves the trimmed name with Enter and closes", async () => {
    const user = userEvent.setup();
    const { name, onSave, onOpenChange } = setup();
    await user.type(name(), " Cheap lamps {Enter}");
    expect(onSave).toHaveBeenCalledWith("Cheap lamps");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it.each([
    ["filter_set_exists", "A filter set with that name already exists."],
    ["invalid_filter_set_name", "Filter set names are limited to 64 characters."],
  ])("shows the text a failed save rejects with (%s)", async (_reason, text) => {
    const user = userEvent.setup();
    const { name, onOpenChange } = setup({
      onSave: () => Promise.reject(new Error(text)),
    });
    await user.type(name(), "Lamps");
    await user.click(screen.getByRole("button", { name: "Save Preset" }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(name()).toHaveAttribute("aria-invalid", "true");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("disables Save when there is nothing to save", async () => {
    const user = userEvent.setup();
    const { name, onSave } = setup({ canSave: false });
    expect(screen.getByRole("button", { name: "Save Preset" })).toBeDisabled();
    await user.type(name(), "Lamps{Enter}");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("traps focus and closes with Escape", async () => {
    const user = userEvent.setup();
    const { name, onOpenChange } = setup();
    await user.click(name());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(name()).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
