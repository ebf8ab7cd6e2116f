import type { TrackingStatusItem } from "@hotshelf/api/contract";
import {
  RELATIVE_TIME_REFRESH_INTERVAL_MS,
  shouldPollTracking,
  TRACKING_POLL_INTERVAL_MS,
  trackingJustCompleted,
} from "@hotshelf/domain";
import { ShopCollectionsModal } from "@hotshelf/ui/ShopCollectionsModal";
import { TrackingHistoryRow } from "@hotshelf/ui/TrackingHistoryRow";
import { TrackShopForm } from "@hotshelf/ui/TrackShopForm";
import { useCallback, useEffect, useRef, useState } from "react";
import { useServices } from "../../app/services";
import { resolveApiError } from "../../stores/explore/apiFailure";
import { useCollectionMembership } from "../explore/useCollectionMembership";
import { useLogout } from "../explore/useLogout";

/**
 * Track Shop (/shops/track): the form (validation and the 10 s same-URL rule are the form's), the
 * history polled every 5 s while an item is incomplete, relative times refreshed every 5 s, and the
 * collections reloaded once everything completed.
 */
export function TrackShops() {
  const { api } = useServices();
  const logout = useLogout();
  const [items, setItems] = useState<readonly TrackingStatusItem[]>([]);
  const itemsRef = useRef(items);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const collections = useCollectionMembership("shops", logout);
  const { select } = collections;
  const selectedShop = useRef<number | null>(null);

  const failed = useCallback(
    (error: unknown) => {
      if (resolveApiError("backgroundLoad", error).action === "logout") logout();
      else console.error("Tracking call failed:", error);
    },
    [logout],
  );

  const reload = useCallback(async () => {
    try {
      const next = (await api.trackStatus()).items;
      const completed = trackingJustCompleted(itemsRef.current, next);
      itemsRef.current = next;
      setItems(next);
      if (completed && selectedShop.current !== null) select(selectedShop.current);
    } catch (error) {
      failed(error);
    }
  }, [api, failed, select]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const polling = shouldPollTracking(items);
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void reload(), TRACKING_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [polling, reload]);

  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), RELATIVE_TIME_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  const track = async (url: string) => {
    try {
      await api.trackStart({ shop_url: url });
    } catch (error) {
      failed(error);
    }
    await reload();
  };

  return (
    <div className="mx-auto flex w-full max-w-screen-md flex-col gap-4 px-4 py-6">
      <h1 className="font-semibold text-2xl">Track Shop</h1>
      <TrackShopForm onTrack={track} />
      <ul aria-label="Tracked shops" className="flex flex-col gap-2">
        {items.map((item) => (
          // The row is the list item itself.
          <TrackingHistoryRow
            key={`${item.shop_url}-${item.tracking_start_time}`}
            item={item}
            nowMs={nowMs}
            onManageCollections={(shopId) => {
              selectedShop.current = shopId;
              collections.open(shopId);
            }}
          />
        ))}
      </ul>
      <ShopCollectionsModal {...collections.modalProps} />
    </div>
  );
}

export default TrackShops;
