import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ServicesProvider } from "../../app/services";
import { clearAll } from "../../stores";
import { exploreApi } from "../../stores/explore/testing";
import { fakeServices } from "../../test/fakes";
import TrackShops from "./TrackShops";

const NOW_S = 1_800_000_000;

function item(overrides: Record<string, unknown> = {}) {
  return {
    shop_id: 42,
    shop_url: "acme.example",
    tracking_start_time: NOW_S - 60,
    complete: false,
    track_status: null,
    ...overrides,
  };
}

function trackApi() {
  return Object.assign(exploreApi(), {
    trackStatus: vi.fn(async () => ({ items: [item()] as ReturnType<typeof item>[] })),
    trackStart: vi.fn(async (_request: unknown) => ({ ok: true as const })),
  });
}

function open(api = trackApi()) {
  const router = createMemoryRouter([{ path: "/shops/track", element: <TrackShops /> }], {
    initialEntries: ["/shops/track"],
  });
  render(
    <ServicesProvider services={fakeServices({ api })}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return api;
}

describe("Track Shop", () => {
  beforeEach(() => {
    clearAll();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW_S * 1000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("polls every 5 s while a shop is incomplete and stops once all are complete", async () => {
    const api = trackApi();
    api.trackStatus
      .mockResolvedValueOnce({ items: [item()] })
      .mockResolvedValue({ items: [item({ complete: true, track_status: "success" })] });
    open(api);
    await waitFor(() => expect(api.trackStatus).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole("listitem", { name: "acme.example" })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(api.trackStatus).toHaveBeenCalledTimes(2));
    expect(await screen.findByText("Shop Successfully Tracked")).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(api.trackStatus).toHaveBeenCalledTimes(2);
  });

  it("starts tracking a URL and refreshes the list", async () => {
    const api = open();
    await waitFor(() => expect(api.trackStatus).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByRole("textbox", { name: "Shopify Store URL" }), {
      target: { value: "shop.example" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Track Store" }));
    await waitFor(() => expect(api.trackStart).toHaveBeenCalledOnce());
    expect(api.trackStart.mock.calls[0]?.[0]).toMatchObject({
      shop_url: expect.stringContaining("shop.example"),
    });
    await waitFor(() => expect(api.trackStatus).toHaveBeenCalledTimes(2));
  });

  it("says what is missing instead of calling the server", async () => {
    const api = open();
    fireEvent.click(screen.getByRole("button", { name: "Track Store" }));
    expect(await screen.findByText("Please enter a URL.")).toBeInTheDocument();
    expect(api.trackStart).not.toHaveBeenCalled();
  });
});
