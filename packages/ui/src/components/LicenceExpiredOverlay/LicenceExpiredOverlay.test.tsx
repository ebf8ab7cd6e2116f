import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LicenceExpiredOverlay } from "./LicenceExpiredOverlay";

// 2023-11-14T22:13:20Z
const EXPIRES = 1_700_000_000;

describe("LicenceExpiredOverlay", () => {
  it("says when the licence expired and offers renewal and pricing", async () => {
    const user = userEvent.setup();
    const onRenew = vi.fn();
    render(<LicenceExpiredOverlay expires={EXPIRES} onRenew={onRenew} />);
    const dialog = screen.getByRole("dialog", { name: "License Expired" });
    expect(dialog).toHaveTextContent("Your license expired on November 14, 2023.");
    expect(screen.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/pricing");
    await user.click(screen.getByRole("button", { name: "Renew Subscription" }));
    expect(onRenew).toHaveBeenCalledOnce();
  });

  it("cannot be dismissed with Escape and keeps focus inside", async () => {
    const user = userEvent.setup();
    render(<LicenceExpiredOverlay expires={EXPIRES} onRenew={() => {}} />);
    await user.click(screen.getByRole("link", { name: "View Pricing" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "License Expired" })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("button", { name: "Renew Subscription" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "View Pricing" })).toHaveFocus();
  });
});
