import { describe, expect, it } from "vitest";
import * as c from "./constants";
import { QUOTA_MESSAGES } from "./messages";

describe("constants", () => {
  it("holds the spec's limits and intervals", () => {
    expect([c.SEARCH_PAGE_SIZE, c.WIDGET_PAGE_SIZE, c.GRID_RESET_THRESHOLD]).toEqual([50, 12, 48]);
    expect(c.TOTAL_HITS_CAP).toBe(1000);
    expect([c.TOP_LIST_SIZE, c.PREVIEW_LIST_SIZE, c.DESCRIPTION_CUT_LENGTH]).toEqual([5, 5, 2000]);
    expect([c.FILTER_SET_NAME_MAX_LENGTH, c.MIN_PASSWORD_LENGTH]).toEqual([64, 8]);
    expect(c.SCROLL_CHECK_INTERVAL_MS).toBe(250);
    expect(c.LICENCE_REFRESH_INTERVAL_MS).toBe(300_000);
    expect(c.TRACKING_POLL_INTERVAL_MS).toBe(5000);
    expect(c.RELATIVE_TIME_REFRESH_INTERVAL_MS).toBe(5000);
    expect(c.TRACK_URL_DEBOUNCE_MS).toBe(10_000);
    expect(c.PAYMENT_SUCCESS_REDIRECT_MS).toBe(7500);
    expect(c.PURCHASE_EVENT_DELAY_MS).toBe(12_500);
    expect(c.PAGE_TRANSITION_MS).toBe(300);
    expect(c.SCROLL_TO_TOP_THRESHOLD_PX).toBe(100);
    expect(c.TICK_MS).toEqual({
      overwrite: 1000,
      create: 1500,
      delete: 1500,
      modalChange: 1500,
      addOrRemove: 3000,
    });
    expect([c.CHART_DAYS, c.CHART_MAX_TICKS, c.DOUGHNUT_CUTOUT_PERCENT]).toEqual([30, 6, 67.5]);
    expect(c.API_PATH_PREFIX).toBe("/prod");
    expect(c.TRACKED_SHOPS_COLLECTION).toBe("Tracked Shops");
  });
  it("keeps the quota texts in step with the quotas", () => {
    const n = (value: number) => value.toLocaleString("en-US");
    expect(c.COLLECTION_NAME_MAX_LENGTH).toBe(64);
    expect(QUOTA_MESSAGES.filterSetLimit).toContain(` ${n(c.QUOTAS.filterSetsPerType)} `);
    expect(QUOTA_MESSAGES.collectionLimit).toContain(` ${n(c.QUOTAS.collectionsPerType)} `);
    expect(QUOTA_MESSAGES.collectionFull).toContain(` ${n(c.QUOTAS.collectionMembers)} `);
    expect(QUOTA_MESSAGES.tooManyIds).toContain(` ${n(c.QUOTAS.collectionMembers)} `);
    expect(QUOTA_MESSAGES.searchTextTooLong).toContain(` ${n(c.QUOTAS.searchTextLength)} `);
    expect(QUOTA_MESSAGES.offsetBeyondCap).toContain(` ${n(c.TOTAL_HITS_CAP)} `);
    expect(QUOTA_MESSAGES.tooManyTracks).toContain(` ${n(c.QUOTAS.tracksInProgress)} `);
  });
  it("builds the media paths of quick charts", () => {
    expect(c.chartImagePath("products", "revenue", 12)).toBe(
      "chart_images/products/revenue/12.png",
    );
    expect(c.chartImagePath("shops", "ads", "7")).toBe("chart_images/shops/ads/7.png");
  });
});
