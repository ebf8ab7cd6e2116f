import { ApiError } from "@hotshelf/api/client";
import { QUOTA_MESSAGES } from "@hotshelf/domain";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createData } from "../../data";
import { routeLoaders } from "../../data/routeLoaders";
import { clearAll } from "../../stores";
import { exploreApi } from "../../stores/explore/testing";
import { fakeServices } from "../../test/fakes";
import { renderRoutes } from "../../test/renderRoutes";
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

function open(server = trackApi()) {
  renderRoutes(
    [{ path: "/shops/track", element: <TrackShops /> }],
    "/shops/track",
    fakeServices({ api: server }),
  );
  return server;
}

/** The screen with its route loader, which starts the first history read with the navigation. */
function openWithLoader(server: ReturnType<typeof trackApi>) {
  const { trackShop } = routeLoaders(
    () => createData(server),
    () => undefined,
  );
  renderRoutes(
    [
      {
        path: "/shops/track",
        element: <TrackShops />,
        loader: trackShop,
        HydrateFallback: () => null,
      },
    ],
    "/shops/track",
    fakeServices({ api: server }),
  );
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
    const server = trackApi();
    server.trackStatus
      .mockResolvedValueOnce({ items: [item()] })
      .mockResolvedValue({ items: [item({ complete: true, track_status: "success" })] });
    open(server);
    await waitFor(() => expect(server.trackStatus).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole("listitem", { name: "acme.example" })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(server.trackStatus).toHaveBeenCalledTimes(2));
    expect(await screen.findByText("Shop Successfully Tracked")).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(server.trackStatus).toHaveBeenCalledTimes(2);
  });

  it("starts tracking a URL and refreshes the list", async () => {
    const server = open();
    await waitFor(() => expect(server.trackStatus).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByRole("textbox", { name: "Shopify Store URL" }), {
      target: { value: "shop.example" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Track Store" }));
    await waitFor(() => expect(server.trackStart).toHaveBeenCalledOnce());
    expect(server.trackStart.mock.calls[0]?.[0]).toMatchObject({
      shop_url: expect.stringContaining("shop.example"),
    });
    await waitFor(() => expect(server.trackStatus).toHaveBeenCalledTimes(2));
  });

  it("says what is missing instead of calling the server", async () => {
    const server = open();
    fireEvent.click(screen.getByRole("button", { name: "Track Store" }));
    expect(await screen.findByText("Please enter a URL.")).toBeInTheDocument();
    expect(server.trackStart).not.toHaveBeenCalled();
  });

  it("shows a refused start by the form and keeps the typed URL", async () => {
    const server = trackApi();
    server.trackStart.mockRejectedValueOnce(
      new ApiError("server", "too_many_tracks", {
        call: "trackStart",
        status: 429,
        reason: "too_many_tracks",
      }),
    );
    open(server);
    await waitFor(() => expect(server.trackStatus).toHaveBeenCalledTimes(1));
    const field = screen.getByRole("textbox", { name: "Shopify Store URL" });
    fireEvent.change(field, { target: { value: "shop.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Track Store" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(QUOTA_MESSAGES.tooManyTracks);
    expect(field).toHaveValue("shop.example");
  });

  it("shows the history its route loader started, without asking again", async () => {
    const server = trackApi();
    openWithLoader(server);
    expect(await screen.findByRole("listitem", { name: "acme.example" })).toBeInTheDocument();
    expect(server.trackStatus).toHaveBeenCalledOnce();
  });

  it("keeps a newer history when an older read answers after it", async () => {
    const server = trackApi();
    let answerFirst: (value: { items: ReturnType<typeof item>[] }) => void = () => undefined;
    server.trackStatus
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValue({
        items: [item({ shop_url: "shop.example", complete: true, track_status: "success" })],
      });
    openWithLoader(server);
    // The user tracks a shop while the page's first read (started before) is still on its way.
    fireEvent.change(await screen.findByRole("textbox", { name: "Shopify Store URL" }), {
      target: { value: "shop.example" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Track Store" }));
    expect(await screen.findByRole("listitem", { name: "shop.example" })).toBeInTheDocument();
    await act(async () => answerFirst({ items: [] }));
    expect(screen.getByRole("listitem", { name: "shop.example" })).toBeInTheDocument();
  });
});
