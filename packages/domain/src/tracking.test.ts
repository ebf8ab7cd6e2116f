import { describe, expect, it } from "vitest";
import {
  INACTIVE_REASON_TEXTS,
  inactiveReasonText,
  shouldPollTracking,
  type TrackingStatusItem,
  trackingJustCompleted,
  trackingRow,
  trackStatusText,
} from "./tracking";

function item(overrides: Partial<TrackingStatusItem>): TrackingStatusItem {
  return {
    shop_id: 5,
    shop_url: "https://a.shop",
    tracking_start_time: 0,
    complete: true,
    track_status: "success",
    ...overrides,
  };
}

describe("tracking status texts", () => {
  it("maps each status to the text of 001 §8", () => {
    expect(trackStatusText("unreachable")).toBe("Connection Error");
    expect(trackStatusText("unexpected_status_code")).toBe("Connection Error");
    expect(trackStatusText("not_open")).toBe("Not Open");
    expect(trackStatusText("currently_unavailable")).toBe("Currently Unavailable (402)");
    expect(trackStatusText("forbidden")).toBe("Forbidden (403)");
    expect(trackStatusText("not_found")).toBe("Not Found (404)");
    expect(trackStatusText("not_shopify_store")).toBe("Not a Shopify Store");
    expect(trackStatusText("rate_limited")).toBe("rate_limited");
  });
  it("shows a spinner, 'Shop Successfully Tracked' or 'Error: ' plus the reason", () => {
    expect(trackingRow(item({ complete: false }))).toEqual({ state: "loading" });
    expect(trackingRow(item({}))).toEqual({
      state: "success",
      text: "Shop Successfully Tracked",
      shopId: 5,
    });
    expect(trackingRow(item({ track_status: "forbidden" }))).toEqual({
      state: "error",
      text: "Error: Forbidden (403)",
    });
    expect(trackingRow(item({ track_status: null }))).toEqual({
      state: "error",
      text: "Error: other",
    });
  });
});

describe("polling", () => {
  it("polls while any item is incomplete", () => {
    expect(shouldPollTracking([item({}), item({ complete: false })])).toBe(true);
    expect(shouldPollTracking([item({})])).toBe(false);
    expect(shouldPollTracking([])).toBe(false);
  });
  it("reloads collections when the last item completes", () => {
    expect(trackingJustCompleted([item({ complete: false })], [item({})])).toBe(true);
    expect(trackingJustCompleted([item({})], [item({})])).toBe(false);
    expect(trackingJustCompleted([item({ complete: false })], [item({ complete: false })])).toBe(
      false,
    );
  });
});

describe("inactive reasons", () => {
  it("explains a closed, missing or quiet shop", () => {
    expect(inactiveReasonText("not_open")).toBe(INACTIVE_REASON_TEXTS.temporarilyClosed);
    expect(inactiveReasonText("currently_unavailable")).toBe(
      INACTIVE_REASON_TEXTS.temporarilyClosed,
    );
    expect(inactiveReasonText("not_found")).toBe(INACTIVE_REASON_TEXTS.notFound);
    expect(inactiveReasonText("other")).toBe(INACTIVE_REASON_TEXTS.noActivity);
    expect(inactiveReasonText(null)).toBe(INACTIVE_REASON_TEXTS.noActivity);
    expect(INACTIVE_REASON_TEXTS.notFound).toContain("404");
    expect(INACTIVE_REASON_TEXTS.notFound).toContain("Add Shop");
  });
});
