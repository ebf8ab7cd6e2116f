import type { Licence } from "@hotshelf/domain";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BillingStatus } from "./BillingStatus";

const NOW = Date.UTC(2026, 0, 15);
const FUTURE = Date.UTC(2026, 1, 15) / 1000;
const licence = (partial: Partial<Licence>): Licence => ({
  plan_name: "plan_2",
  expires: FUTURE,
  ...partial,
});

function view(partial: Partial<Licence>) {
  render(<BillingStatus licence={licence(partial)} nowMs={NOW} onManageSubscription={() => {}} />);
  return screen.getByRole("region", { name: "Subscription" });
}

describe("BillingStatus", () => {
  it("shows an expired licence first, whatever the invoice status", () => {
    const region = view({ expires: NOW / 1000 - 60, invoice_status: "paid" });
    expect(region).toHaveAttribute("data-view", "expired");
    expect(region).toHaveTextContent("Your Professional license expired");
  });

  it.each([
    [
      "canceled",
      "Your Professional license will expire on February 15, 2026. You will not be billed again.",
    ],
    ["past_due", "the payment will be retried automatically"],
    ["paid", "Your Professional license renews on February 15, 2026."],
    ["draft", "Your plan: Professional."],
  ])("shows the %s view", (status, text) => {
    const region = view({ invoice_status: status });
    expect(region).toHaveAttribute("data-view", status === "draft" ? "details" : status);
    expect(region).toHaveTextContent(text);
  });

  it("offers Manage Subscription", async () => {
    const user = userEvent.setup();
    const onManageSubscription = vi.fn();
    render(
      <BillingStatus
        licence={licence({})}
        nowMs={NOW}
        onManageSubscription={onManageSubscription}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Manage Subscription" }));
    expect(onManageSubscription).toHaveBeenCalledOnce();
  });
});
