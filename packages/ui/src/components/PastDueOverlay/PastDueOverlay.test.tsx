import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PastDueOverlay } from "./PastDueOverlay";

describe("PastDueOverlay", () => {
  it("names the plan, explains the account stays active and offers Manage Subscription", async () => {
    const user = userEvent.setup();
    const onManageSubscription = vi.fn();
    render(
      <PastDueOverlay
        plan="Professional"
        onManageSubscription={onManageSubscription}
        onDismiss={() => {}}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Payment Past Due" });
    expect(dialog).toHaveTextContent("Your Professional license is past due.");
    expect(dialog).toHaveTextContent(
      "Your account is still active and your stores are still being tracked.",
    );
    await user.click(screen.getByRole("button", { name: "Manage Subscription" }));
    expect(onManageSubscription).toHaveBeenCalledOnce();
  });

  it("closes with Escape since the account stays active", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<PastDueOverlay plan="Basic" onManageSubscription={() => {}} onDismiss={onDismiss} />);
    await user.click(screen.getByRole("button", { name: "Manage Subscription" }));
    await user.keyboard("{Escape}");
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
