import { findPlan, type Plan } from "@hotshelf/domain";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PlanCard } from "./PlanCard";

const plan = (id: string) => findPlan(id) as Plan;

describe("PlanCard", () => {
  it("shows a monthly plan with unlimited stores and its cap struck through", async () => {
    const user = userEvent.setup();
    const onSubscribe = vi.fn();
    render(<PlanCard plan={plan("plan_2")} onSubscribe={onSubscribe} />);
    const card = screen.getByRole("region", { name: "Professional" });
    expect(card).toHaveTextContent("$75.00per month");
    expect(card).toHaveTextContent("Was 50 Unlimited tracked stores");
    expect(card).toHaveTextContent("Hotshelf Ads included");
    await user.click(screen.getByRole("button", { name: "Subscribe to Professional" }));
    expect(onSubscribe).toHaveBeenCalledWith("plan_2");
  });

  it("shows an annual price against the struck-through price", () => {
    render(<PlanCard plan={plan("plan_1_annual")} onSubscribe={() => {}} />);
    const card = screen.getByRole("region", { name: "Basic" });
    expect(card.querySelector("s")).toHaveTextContent("Regular price $600.00");
    expect(card).toHaveTextContent("$500.00per year");
    expect(card).toHaveTextContent("25 tracked stores");
    expect(card).not.toHaveTextContent("Ads included");
  });

  it("shows a spinner when pending and can be disabled", () => {
    const { rerender } = render(
      <PlanCard plan={plan("plan_3")} onSubscribe={() => {}} isPending />,
    );
    expect(screen.getByRole("progressbar", { name: "Subscribing" })).toBeInTheDocument();
    rerender(<PlanCard plan={plan("plan_3")} onSubscribe={() => {}} isDisabled />);
    expect(screen.getByRole("button", { name: "Subscribe to Business" })).toBeDisabled();
  });
});
