import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { clearAll, licenceStore } from "../stores";
import { fakeApi, fakeServices, licence } from "../test/fakes";
import { renderRoutes } from "../test/renderRoutes";
import { LicenceOverlay } from "./LicenceOverlay";

const DAY_S = 86_400;
const past = () => Math.floor(Date.now() / 1000) - 3 * DAY_S;

function open(api = fakeApi()) {
  return renderRoutes(
    [
      { path: "/explore/products", element: <LicenceOverlay route={{}} /> },
      { path: "/payment-success", element: <h1>Payment Success</h1> },
    ],
    "/explore/products",
    fakeServices({ api }),
  );
}

describe("LicenceOverlay", () => {
  beforeEach(clearAll);

  it("shows nothing for a paying licence", async () => {
    licenceStore.licence = licence();
    open();
    // Give a lazily loaded overlay the time it would need to appear.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps past due put away for the visit, but not an expiry that follows", async () => {
    licenceStore.licence = licence({ on_grace_period: true });
    open();
    const user = userEvent.setup();
    const pastDue = await screen.findByRole("dialog", { name: "Payment Past Due" });
    await user.click(await screen.findByRole("button", { name: "Remind Me Later" }));
    await waitFor(() => expect(pastDue).not.toBeInTheDocument());

    act(() => {
      licenceStore.licence = licence({ on_grace_period: true, renewal_time: 1 });
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    act(() => {
      licenceStore.licence = licence({ on_grace_period: true, expires: past() });
    });
    expect(await screen.findByRole("dialog", { name: "License Expired" })).toBeInTheDocument();
  });

  it("starts the Pro trial and goes to Payment Success", async () => {
    licenceStore.licence = licence({ can_hotshelf: false });
    const api = fakeApi();
    const { router } = open(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Start Pro Trial" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment-success"));
    expect(router.state.location.search).toBe("?trial=true");
    expect(api.licenseUpgradeProTrial).toHaveBeenCalledTimes(1);
  });
});
