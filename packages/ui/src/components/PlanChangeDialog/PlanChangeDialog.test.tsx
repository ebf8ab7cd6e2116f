import { findPlan, type Plan, prorate } from "@hotshelf/domain";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PlanChangeDialog } from "./PlanChangeDialog";

const APRIL_1 = Date.UTC(2026, 3, 1) / 1000;
const proration = prorate("plan_1", "plan_2", APRIL_1, APRIL_1 - 15 * 86_400);
const plan = findPlan("plan_2") as Plan;

describe("PlanChangeDialog", () => {
  it("shows the proration lines and confirms once", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve());
    render(
      <PlanChangeDialog
        plan={plan}
        preview={{ status: "ready", proration }}
        isOpen
        onOpenChange={() => {}}
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Change to Professional (monthly)" });
    expect(screen.getByRole("row", { name: /Due today/ })).toHaveTextContent(
      `$${(proration.amountDueCents / 100).toFixed(2)}`,
    );
    expect(dialog.querySelector('[data-preview="ready"]')).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Confirm change" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("cannot confirm while the preview loads or failed", () => {
    const { rerender } = render(
      <PlanChangeDialog
        plan={plan}
        preview={{ status: "loading" }}
        isOpen
        onOpenChange={() => {}}
        onConfirm={() => Promise.resolve()}
      />,
    );
    expect(screen.getByRole("button", { name: "Confirm change" })).toBeDisabled();
    rerender(
      <PlanChangeDialog
        plan={plan}
        preview={{ status: "error", message: "Refused." }}
        isOpen
        onOpenChange={() => {}}
        onConfirm={() => Promise.resolve()}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Refused.");
    expect(screen.getByRole("button", { name: "Confirm change" })).toBeDisabled();
  });

  it("keeps the dialog open with the failure text when the change fails", async () => {
    const user = userEvent.setup();
    render(
      <PlanChangeDialog
        plan={plan}
        preview={{ status: "ready", proration }}
        isOpen
        onOpenChange={() => {}}
        onConfirm={() => Promise.reject(new Error("x"))}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Confirm change" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nothing was charged");
  });
});
