import type { TrackingStatusItem } from "@hotshelf/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TrackingHistoryRow } from "./TrackingHistoryRow";

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const item = (partial: Partial<TrackingStatusItem>): TrackingStatusItem => ({
  shop_id: 42,
  shop_url: "https://lamp.example",
  tracking_start_time: NOW / 1000 - 45,
  complete: false,
  track_status: null,
  ...partial,
});

function renderRow(partial: Partial<TrackingStatusItem>, onManageCollections = vi.fn()) {
  render(
    <ul>
      <TrackingHistoryRow
        item={item(partial)}
        nowMs={NOW}
        onManageCollections={onManageCollections}
      />
    </ul>,
  );
  return screen.getByRole("listitem", { name: "https://lamp.example" });
}

describe("TrackingHistoryRow", () => {
  it("shows a spinner and the start time offset by 15 s while incomplete", () => {
    const row = renderRow({});
    expect(row).toHaveAttribute("data-state", "loading");
    expect(row).toHaveTextContent("Started 1 minute ago");
    expect(
      within(row).getByRole("progressbar", { name: "Tracking https://lamp.example" }),
    ).toBeInTheDocument();
  });

  it("offers View Shop and Manage Collections on success", async () => {
    const user = userEvent.setup();
    const onManageCollections = vi.fn();
    const row = renderRow({ complete: true, track_status: "success" }, onManageCollections);
    expect(row).toHaveTextContent("Shop Successfully Tracked");
    expect(within(row).getByRole("link", { name: "View Shop" })).toHaveAttribute(
      "href",
      "/shops/42",
    );
    await user.click(within(row).getByRole("button", { name: "Manage Collections" }));
    expect(onManageCollections).toHaveBeenCalledWith(42);
  });

  it.each([
    ["unreachable", "Error: Connection Error"],
    ["unexpected_status_code", "Error: Connection Error"],
    ["not_open", "Error: Not Open"],
    ["currently_unavailable", "Error: Currently Unavailable (402)"],
    ["forbidden", "Error: Forbidden (403)"],
    ["not_found", "Error: Not Found (404)"],
    ["not_shopify_store", "Error: Not a Shopify Store"],
    ["password_protected", "Error: password_protected"],
  ])("shows the error text for %s", (status, text) => {
    const row = renderRow({ complete: true, track_status: status });
    expect(row).toHaveAttribute("data-state", "error");
    expect(row).toHaveTextContent(text);
  });
});
