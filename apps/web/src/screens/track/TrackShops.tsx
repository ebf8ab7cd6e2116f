import type { TrackingStatusItem } from "@hotshelf/api/contract";
import {
  shouldPollTracking,
  TRACKING_POLL_INTERVAL_MS,
  trackingJustCompleted,
} from "@hotshelf/domain";
import { ShopCollectionsModal } from "@hotshelf/ui/ShopCollectionsModal";
import { TrackingHistoryRow } from "@hotshelf/ui/TrackingHistoryRow";
import { TrackShopForm } from "@hotshelf/ui/TrackShopForm";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLoaderData } from "react-router-dom";
import { exportSources } from "../../data/exports";
import { orShowFailure } from "../../data/failurePolicy";
import type { Started } from "../../data/routeLoaders";
import { useCollectionMembership } from "../../hooks/useCollectionMembership";
import { useData } from "../../hooks/useData";
import { useFailurePolicy } from "../../hooks/useFailurePolicy";
import { useNow } from "../../hooks/useNow";
import { ExportControl } from "../ExportControl";

type History = readonly TrackingStatusItem[];

/**
 * Track Shop (/shops/track): the form (validation and the 10 s same-URL rule are the form's; a
 * refused start is worded by the failure policy and shown by the form), the history (first loaded
 * by the route loader) polled every 5 s while an item is incomplete, relative times refreshed every
 * 5 s, and the collections reloaded once everything completed.
 */
export function TrackShops() {
  const { tracking } = useData();
  const started = useLoaderData() as Started<{ history: History }> | undefined;
  const policy = useFailurePolicy();
  const [items, setItems] = useState<readonly TrackingStatusItem[]>([]);
  const itemsRef = useRef(items);
  const nowMs = useNow();
  const collections = useCollectionMembership("shops");
  const { select } = collections;
  const selectedShop = useRef<number | null>(null);

  // History loads are logged only (a lost session signs out).
  const failed = useCallback(
    (error: unknown) => {
      if (policy("backgroundLoad", error).action !== "logout") {
        console.error("Tracking call failed:", error);
      }
    },
    [policy],
  );

  // Reads are numbered as they start: one that answers after a later one was shown is dropped, so
  // the page's first read, still on its way, cannot take back a shop just tracked.
  const reads = useRef({ started: 0, shown: 0 });

  /** Reads the history: the route loader's started read when given, else a new one. */
  const reload = useCallback(
    async (first?: Promise<History>) => {
      const read = ++reads.current.started;
      try {
        const next = await (first ?? tracking.history());
        if (read < reads.current.shown) return;
        reads.current.shown = read;
        const completed = trackingJustCompleted(itemsRef.current, next);
        itemsRef.current = next;
        setItems(next);
        if (completed && selectedShop.current !== null) select(selectedShop.current);
      } catch (error) {
        failed(error);
      }
    },
    [tracking, failed, select],
  );

  useEffect(() => {
    void reload(started?.history);
  }, [reload, started]);

  const polling = shouldPollTracking(items);
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void reload(), TRACKING_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [polling, reload]);

  // A refusal rejects with the policy's text, which the form shows beside the URL it keeps.
  const track = async (url: string) => {
    await orShowFailure(policy, "trackStart", tracking.start(url));
    await reload();
  };

  return (
    <div className="mx-auto flex w-full max-w-screen-md flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">Track Shop</h1>
        <ExportControl subject="tracked shops" source={exportSources.trackedShops} />
      </div>
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
