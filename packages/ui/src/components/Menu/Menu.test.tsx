import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MoreIcon } from "../../icons";
import { IconButton } from "../IconButton/IconButton";
import { Menu, MenuItem, MenuSection } from "./Menu";

function Example({ onAction }: { onAction: (key: React.Key) => void }) {
  return (
    <Menu trigger={<IconButton label="Card actions" icon={<MoreIcon />} />} onAction={onAction}>
      <MenuSection>
        <MenuItem id="view">View Shop</MenuItem>
        <MenuItem id="exclude">Exclude Shop from Results</MenuItem>
      </MenuSection>
      <MenuSection title="Admin">
        <MenuItem id="ban" tone="danger">
          Admin: Ban Store
        </MenuItem>
      </MenuSection>
    </Menu>
  );
}

describe("Menu", () => {
  // Arrow-key movement inside the open menu is asserted by the Overlays/Menu story in Chromium:
  // happy-dom does not move focus into the popover.
  it("opens with the keyboard and reports the chosen item", async () => {
    const onAction = vi.fn();
    render(<Example onAction={onAction} />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("menuitem", { name: "Exclude Shop from Results" }));
    expect(onAction.mock.calls[0]?.[0]).toBe("exclude");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("groups items in named sections and closes on Escape", async () => {
    render(<Example onAction={() => {}} />);
    const trigger = screen.getByRole("button", { name: "Card actions" });
    await userEvent.click(trigger);
    expect(await screen.findByRole("group", { name: "Admin" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
