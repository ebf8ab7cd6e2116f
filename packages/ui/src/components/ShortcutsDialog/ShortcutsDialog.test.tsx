import { SHORTCUTS } from "@hotshelf/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ShortcutsDialog } from "./ShortcutsDialog";

describe("ShortcutsDialog", () => {
  it("lists every shortcut with its key as the row's header", () => {
    render(<ShortcutsDialog shortcuts={SHORTCUTS} isOpen onOpenChange={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Keyboard Shortcuts" });
    const rows = within(dialog).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(SHORTCUTS.length);
    expect(within(rows[1] as HTMLElement).getByRole("rowheader")).toHaveTextContent("J");
    expect(within(rows[1] as HTMLElement).getByRole("cell")).toHaveTextContent(
      "Move to the next card",
    );
  });

  it("closes with Escape", async () => {
    const onOpenChange = vi.fn();
    render(<ShortcutsDialog shortcuts={SHORTCUTS} isOpen onOpenChange={onOpenChange} />);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
