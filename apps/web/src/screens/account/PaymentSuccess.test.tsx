import { PAYMENT_SUCCESS_REDIRECT_MS, PURCHASE_EVENT_DELAY_MS } from "@hotshelf/domain";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Services } from "../../app/services";
import { clearAll, licenceStore, preferencesStore } from "../../stores";
import { fakeApi, fakeServices, licence } from "../../test/fakes";
import { renderRoutes } from "../../test/renderRoutes";
import { PaymentSuccess } from "./PaymentSuccess";

function open(path: string, services: Services) {
  return renderRoutes(
    [
      { path: "/payment-success", element: <PaymentSuccess /> },
      { path: "/explore/products", element: <h1>Explore</h1> },
    ],
    path,
    services,
  ).router;
}

describe("Payment Success", () => {
  beforeEach(() => {
    clearAll();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("waits 7.5 s, clears the stores, reloads the licence and goes to Explore", async () => {
    const server = fakeApi(licence({ plan_name: "plan_2", subscription_id: "sub_wait" }));
    const router = open("/payment-success", fakeServices({ api: server }));
    expect(
      screen.getByText(
        "Please give us a moment to upgrade your account. You will be redirected shortly.",
      ),
    ).toBeInTheDocument();
    preferencesStore.listView = true;
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_SUCCESS_REDIRECT_MS - 1));
    expect(router.state.location.pathname).toBe("/payment-success");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe("/explore/products");
    expect(preferencesStore.listView).toBe(false);
    expect(server.license).toHaveBeenCalledTimes(2);
    expect(server.license).toHaveBeenLastCalledWith({ no_cache: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(licenceStore.licence?.plan_name).toBe("plan_2");
  });

  it("sends the purchase event 12.5 s in, with the plan's monthly price", async () => {
    const analytics = { send: vi.fn() };
    const server = fakeApi(
      licence({
        plan_name: "plan_2_annual",
        plan_nickname: "Pro Annual",
        subscription_id: "sub_p",
      }),
    );
    open("/payment-success", fakeServices({ api: server, analytics }));
    await act(() => vi.advanceTimersByTimeAsync(PURCHASE_EVENT_DELAY_MS - 1));
    expect(analytics.send).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(analytics.send).toHaveBeenCalledOnce();
    expect(analytics.send).toHaveBeenCalledWith({
      name: "purchase",
      currency: "USD",
      value: 75,
      subscriptionId: "sub_p",
      planNickname: "Pro Annual",
    });
  });

  it("sends pro_trial at once after a Pro trial, and nothing for the new-user trial", async () => {
    const analytics = { send: vi.fn() };
    open(
      "/payment-success?trial=true",
      fakeServices({ api: fakeApi(licence({ subscription_id: "sub_t" })), analytics }),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(analytics.send).toHaveBeenCalledWith(
      expect.objectContaining({ name: "pro_trial", subscriptionId: "sub_t" }),
    );

    const quiet = { send: vi.fn() };
    const server = fakeApi(licence({ plan_name: "free_trial", subscription_id: "sub_f" }));
    open("/payment-success", fakeServices({ api: server, analytics: quiet }));
    await act(() => vi.advanceTimersByTimeAsync(PURCHASE_EVENT_DELAY_MS + 1));
    expect(quiet.send).not.toHaveBeenCalled();
  });
});
