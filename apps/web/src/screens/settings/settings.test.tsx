import { ApiError } from "@hotshelf/api/client";
import { prorate } from "@hotshelf/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Services } from "../../app/services";
import { clearAll, licenceStore } from "../../stores";
import { fakeApi, fakeServices, licence } from "../../test/fakes";
import { renderSignedIn } from "../../test/renderRoutes";
import { Billing } from "./Billing";

const DAY_S = 86_400;
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * DAY_S;

async function open(services: Services) {
  await renderSignedIn([{ path: "/", element: <Billing /> }], "/", services);
}

describe("Billing", () => {
  beforeEach(clearAll);

  it.each([
    ["canceled", /^Your Basic license will expire on .+\. You will not be billed again\.$/],
    ["past_due", /^The last payment for your Basic license failed\./],
    ["paid", /^Your Basic license renews on /],
    ["draft", /^Your plan: Basic\. Your license is valid until /],
  ])("words invoice_status %s", async (status, text) => {
    await open(fakeServices({ api: fakeApi(licence({ invoice_status: status })) }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("puts an expired licence first, whatever the invoice says", async () => {
    const api = fakeApi(licence({ invoice_status: "paid", expires: inDays(-2) }));
    await open(fakeServices({ api }));
    expect(await screen.findByText("Your Basic license expired")).toBeInTheDocument();
  });

  it("opens the payment provider's portal from Manage Subscription", async () => {
    const services = fakeServices();
    await open(services);
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Manage Subscription" }));
    await waitFor(() =>
      expect(services.navigateAway).toHaveBeenCalledWith("https://pay.test/portal"),
    );
  });
});

describe("Change plan on Billing", () => {
  beforeEach(clearAll);

  function planChangeApi() {
    const basic = licence();
    const api = fakeApi(basic);
    const change = prorate("plan_1", "plan_2", basic.expires, inDays(0) - 10 * DAY_S);
    const preview = vi.fn(async () => ({
      from_plan: change.from,
      to_plan: change.to,
      credit_cents: change.creditCents,
      charge_cents: change.chargeCents,
      amount_due_cents: change.amountDueCents,
      period_end: change.periodEnd,
      prorated_at: change.proratedAt,
    }));
    const changePlan = vi.fn(async () =>
      licence({ plan_name: "plan_2", nickname: "Professional", can_ads: true }),
    );
    Object.assign(api, { licenseChangePreview: preview, licenseChange: changePlan });
    return { api, change, preview, changePlan };
  }

  it("previews the proration, changes the plan and shows the new licence", async () => {
    const { api, change, preview, changePlan } = planChangeApi();
    await open(fakeServices({ api }));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Change to Professional (monthly)" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Change to Professional (monthly)" });
    expect(preview).toHaveBeenCalledWith({ plan_name: "plan_2" });
    const due = await within(dialog).findByRole("row", { name: /Due today/ });
    expect(due).toHaveTextContent(`$${(change.amountDueCents / 100).toFixed(2)}`);
    await user.click(within(dialog).getByRole("button", { name: "Confirm change" }));
    await waitFor(() => expect(licenceStore.licence?.plan_name).toBe("plan_2"));
    expect(changePlan).toHaveBeenCalledWith({
      plan_name: "plan_2",
      prorated_at: change.proratedAt,
    });
    expect(await screen.findByText("Your plan is now Professional (monthly).")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText(/^Your Professional license renews on /)).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    const { api } = planChangeApi();
    Object.assign(api, {
      licenseChangePreview: vi.fn(async () => {
        throw new ApiError("bad_request", "subscription_canceled", {
          call: "licenseChangePreview",
          status: 400,
        });
      }),
    });
    await open(fakeServices({ api }));
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Change to Business (monthly)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Your subscription is cancelled/);
    expect(screen.getByRole("button", { name: "Confirm change" })).toBeDisabled();
  });

  it("offers no change to a cancelled or trial licence", async () => {
    await open(fakeServices({ api: fakeApi(licence({ invoice_status: "canceled" })) }));
    await screen.findByText(/will expire on/);
    expect(screen.queryByRole("region", { name: "Change plan" })).toBeNull();
  });
});
