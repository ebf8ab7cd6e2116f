import {
  formatTrackingStarted,
  TRACKING_MESSAGES,
  type TrackingStatusItem,
  trackingRow,
} from "@hotshelf/domain";
import { Button } from "../Button";
import { LinkButton } from "../LinkButton";
import { Spinner } from "../Spinner";

export interface TrackingHistoryRowProps {
  item: TrackingStatusItem;
  /** The time the relative time is measured from (refreshed every 5 s by the app). */
  nowMs: number;
  /** Opens the Manage Shop Collections modal for the tracked shop. */
  onManageCollections: (shopId: number) => void;
}

/** One recently tracked shop: a spinner while incomplete, then success actions or 'Error: ' and the reason. */
export function TrackingHistoryRow({ item, nowMs, onManageCollections }: TrackingHistoryRowProps) {
  const row = trackingRow(item);
  return (
    <li
      aria-label={item.shop_url}
      data-state={row.state}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-raised p-3 text-fg text-sm"
    >
      {/* At least 14rem before the status wraps below it: the address and the time need room. */}
      <div className="flex min-w-0 flex-[1_1_14rem] flex-col">
        <span className="truncate font-medium" title={item.shop_url}>
          {item.shop_url}
        </span>
        <span className="text-muted text-xs">
          Started {formatTrackingStarted(item.tracking_start_time, nowMs)}
        </span>
      </div>
      {row.state === "loading" && <Spinner size="sm" label={`Tracking ${item.shop_url}`} />}
      {row.state === "success" && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="flex flex-col">
            <span className="font-medium text-positive">{row.text}</span>
            <span className="text-muted text-xs">{TRACKING_MESSAGES.successNote}</span>
          </span>
          {row.shopId !== null && (
            <>
              <LinkButton size="sm" href={`/shops/${row.shopId}`}>
                View Shop
              </LinkButton>
              <Button
                size="sm"
                variant="secondary"
                onPress={() => row.shopId !== null && onManageCollections(row.shopId)}
              >
                Manage Collections
              </Button>
            </>
          )}
        </div>
      )}
      {row.state === "error" && <span className="text-danger">{row.text}</span>}
    </li>
  );
}
