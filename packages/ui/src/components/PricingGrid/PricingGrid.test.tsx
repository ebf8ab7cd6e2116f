import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PricingGrid } from "./PricingGrid";

const planNames = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("PricingGrid", () => {
  it("shows the four monthly plans, the FUTURELIB promotion, and switches to annual with the keyboard", async () => {
    const user = userEvent.setup();
    render(<PricingGrid onSubscribe={() => Promise.resolve()} />);
    expect(planNames()).toEqual(["Basic", "Professional", "Business", "Enterprise"]);
    expect(screen.getByText("Use code FUTURELIB")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "$25.00 off your first month of Professional.",
    );
    const group = screen.getByRole("radiogroup", { name: "Billing period" });
    within(group).getByRole("radio", { name: "Monthly" }).focus();
    await user.keyboard("{ArrowRight}{Enter}");
    expect(within(group).getByRole("radio", { name: "Annual (2 months free)" })).toBeChecked();
    expect(planNames()).toEqual(["Basic", "Professional"]);
  });

  it("spins on the clicked plan and disables every other button", async () => {
    const user = userEvent.setup();
    const onSubscribe = vi.fn(() => new Promise<void>(() => {}));
    render(<PricingGrid onSubscribe={onSubscribe} />);
    await user.click(screen.getByRole("button", { name: "Subscribe to Business" }));
    expect(onSubscribe).toHaveBeenCalledWith("plan_3");
    const business = screen.getByRole("region", { name: "Business" });
    expect(within(business).getByRole("progressbar", { name: "Subscribing" })).toBeInTheDocument();
    for (const name of ["Basic", "Professional", "Enterprise"]) {
      expect(screen.getByRole("button", { name: `Subscribe to ${name}` })).toBeDisabled();
    }
  });

  it("clears the spinner and shows the error banner on failure", async () => {
    const user = userEvent.setup();
    render(<PricingGrid onSubscribe={() => Promise.reject(new Error("HTTP 500"))} />);
    await user.click(screen.getByRole("button", { name: "Subscribe to Basic" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "There was an error processing your request. Please try again, or contact support if the problem continues.",
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("button", { name: "Subscribe to Enterprise" })).toBeEnabled();
  });
});
