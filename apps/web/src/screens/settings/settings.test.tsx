import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Services } from "../../app/services";
import { clearAll } from "../../stores";
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
