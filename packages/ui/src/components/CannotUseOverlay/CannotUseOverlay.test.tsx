import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CannotUseOverlay } from "./CannotUseOverlay";

describe("CannotUseOverlay", () => {
  it("says the product is not available on the plan and links to billing and support", () => {
    render(<CannotUseOverlay plan="Ads Starter" product="Hotshelf" />);
    const dialog = screen.getByRole("dialog", { name: "Plan Upgrade Required" });
    expect(dialog).toHaveTextContent("Hotshelf is not available on the Ads Starter plan.");
    expect(screen.getByRole("link", { name: "Manage Billing" })).toHaveAttribute(
      "href",
      "/settings/billing",
    );
    expect(screen.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/support",
    );
  });

  it("stays open on Escape", async () => {
    const user = userEvent.setup();
    render(<CannotUseOverlay plan="Basic" />);
    await user.click(screen.getByRole("link", { name: "Manage Billing" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Plan Upgrade Required" })).toBeInTheDocument();
  });
});
