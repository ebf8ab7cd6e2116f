import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Services } from "../../app/services";
import { clearAll, setSession } from "../../stores";
import { fakeApi, fakeServices, licence, session } from "../../test/fakes";
import { renderSignedIn } from "../../test/renderRoutes";
import { Pricing } from "./Pricing";
import { Support } from "./Support";

const DAY_S = 86_400;
const past = () => Math.floor(Date.now() / 1000) - 3 * DAY_S;

async function open(element: React.ReactNode, services: Services) {
  await renderSignedIn([{ path: "/", element }], "/", services);
}

describe("Pricing", () => {
  beforeEach(clearAll);

  it("tells a paying user they already have a plan, with a Billing link", async () => {
    await open(<Pricing />, fakeServices());
    expect(
      await screen.findByText(/You already have an active paid plan on this account/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Billing" })).toHaveAttribute(
      "href",
      "/settings/billing",
    );
    expect(screen.queryByRole("button", { name: /Subscribe/ })).toBeNull();
    // A running Basic subscription is offered the larger plans here too.
    const change = screen.getByRole("region", { name: "Change plan" });
    expect(
      within(change).getByRole("button", { name: "Change to Professional (monthly)" }),
    ).toBeInTheDocument();
  });

  it("turns the chosen plan's button into a spinner, disables the others, then follows the checkout", async () => {
    const server = fakeApi(licence({ expires: past(), licenseExpired: true }));
    let finish: (reply: { redirect_url: string }) => void = () => undefined;
    server.licenseCheckout.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const services = fakeServices({ api: server });
    await open(<Pricing />, services);
    const user = userEvent.setup();
    const buttons = await screen.findAllByRole("button", { name: /Subscribe/ });
    expect(buttons.length).toBeGreaterThan(1);
    await user.click(buttons[0] as HTMLElement);
    expect(server.licenseCheckout).toHaveBeenCalledWith({ plan_name: "plan_1" });
    for (const other of buttons.slice(1)) expect(other).toBeDisabled();
    expect(buttons[0]).toHaveAttribute("aria-disabled", "true");
    finish({ redirect_url: "https://pay.test/checkout/1" });
    await waitFor(() =>
      expect(services.navigateAway).toHaveBeenCalledWith("https://pay.test/checkout/1"),
    );
  });

  it("clears the spinner and shows the error banner when the checkout fails", async () => {
    const server = fakeApi(licence({ expires: past(), licenseExpired: true }));
    server.licenseCheckout.mockRejectedValueOnce(new Error("down"));
    const services = fakeServices({ api: server });
    await open(<Pricing />, services);
    const user = userEvent.setup();
    const buttons = await screen.findAllByRole("button", { name: /Subscribe/ });
    await user.click(buttons[1] as HTMLElement);
    expect(
      await screen.findByText(
        "There was an error processing your request. Please try again, or contact support if the problem continues.",
      ),
    ).toBeInTheDocument();
    for (const button of buttons) expect(button).toBeEnabled();
    expect(services.navigateAway).not.toHaveBeenCalled();
  });
});

describe("Contact Support", () => {
  beforeEach(clearAll);

  it("shows the FAQ and a form filled with the user's email, Submit off until an edit", async () => {
    setSession(session({ email: "ada@example.com" }));
    await open(<Support />, fakeServices());
    const faq = screen.getByRole("region", { name: "Frequently Asked Questions" });
    expect(within(faq).getByRole("link", { name: "Tracked Shops" })).toHaveAttribute(
      "href",
      "/collections/shops?tracked=true",
    );
    expect(within(faq).getByText(/Ads come with Hotshelf Pro/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email Address" })).toHaveValue("ada@example.com");
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    await userEvent.setup().type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
  });
});
