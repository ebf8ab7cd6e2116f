import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProTrialUpgradeOverlay } from "./ProTrialUpgradeOverlay";

function setup(onStartTrial: () => Promise<void>) {
  const onManageSubscription = vi.fn();
  render(
    <ProTrialUpgradeOverlay
      plan="Basic"
      onStartTrial={onStartTrial}
      onManageSubscription={onManageSubscription}
    />,
  );
  return {
    onManageSubscription,
    dialog: () => screen.getByRole("dialog", { name: "Try Hotshelf Pro" }),
  };
}

describe("ProTrialUpgradeOverlay", () => {
  it("offers the 7-day trial and its terms", () => {
    const { dialog } = setup(() => Promise.resolve());
    expect(dialog().querySelector("[data-overlay=pro-trial]")).toHaveAttribute(
      "data-view",
      "offer",
    );
    expect(dialog()).toHaveTextContent("Start a free 7-day trial of Hotshelf Pro");
    expect(dialog()).toHaveTextContent("$75.00 per month");
  });

  it("shows the working state while the trial starts", async () => {
    const user = userEvent.setup();
    setup(() => new Promise(() => {}));
    await user.click(screen.getByRole("button", { name: "Start Pro Trial" }));
    expect(screen.getByRole("progressbar", { name: "Starting your trial" })).toBeInTheDocument();
    expect(screen.getByRole("dialog").querySelector("[data-view]")).toHaveAttribute(
      "data-view",
      "working",
    );
  });

  it("shows the failure view with the coupon offer, Manage Subscription and support", async () => {
    const user = userEvent.setup();
    const { onManageSubscription } = setup(() => Promise.reject(new Error("nope")));
    screen.getByRole("button", { name: "Start Pro Trial" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We weren't able to start a trial for you.",
    );
    expect(screen.getByText(/coupon code for \$25\.00 off your first month/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/support",
    );
    await user.click(screen.getByRole("button", { name: "Manage Subscription" }));
    expect(onManageSubscription).toHaveBeenCalledOnce();
  });

  it("cannot be dismissed with Escape", async () => {
    const user = userEvent.setup();
    const { dialog } = setup(() => Promise.resolve());
    await user.keyboard("{Escape}");
    expect(dialog()).toBeInTheDocument();
  });
});
