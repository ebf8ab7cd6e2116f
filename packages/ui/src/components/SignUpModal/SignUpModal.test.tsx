import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SignUpModal } from "./SignUpModal";

describe("SignUpModal", () => {
  it("offers the 3-day Basic trial for $1 with Register and Login links", () => {
    render(<SignUpModal isOpen onOpenChange={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Sign up to use Hotshelf" });
    expect(dialog).toHaveTextContent("Try Hotshelf Basic for 3 days for $1.00.");
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });

  it("traps focus between its links and closes with Escape", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<SignUpModal isOpen onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole("link", { name: "Register" }));
    await user.tab();
    expect(screen.getByRole("link", { name: "Login" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
