import { describePriceChange, EMPTY_TEXTS } from "@hotshelf/domain";
import { useMedia } from "../../media";
import { EmptyState } from "../EmptyState";
import { Link } from "../Link";
import { RelativeTime } from "../RelativeTime";
import { Spinner } from "../Spinner";

/** One activity item (001 §3 News item). */
export type NewsItem =
  | (NewsItemBase & { type: "new_product" })
  | (NewsItemBase & { type: "price_change"; from_price: number; to_price: number });

interface NewsItemBase {
  shop_id: number;
  shop_title: string;
  shop_favicon_internal?: string | null;
  product_id: number;
  product_title: string;
  /** Epoch seconds. */
  epoch_time: number;
}

export interface NewsFeedProps {
  /** The feed, or null when no collection is selected yet. */
  items: readonly NewsItem[] | null;
  /** The selected collection's feed is being read: a spinner, not the prompt or an empty feed. */
  isLoading?: boolean;
  /** The time relative times are measured from (the app refreshes it every 5 s). */
  nowMs: number;
}

const productHref = (item: NewsItem) => `/shops/${item.shop_id}/${item.product_id}`;

/**
 * The collection's activity: New Products and Price Changes, in the order given. Favicons load from the
 * media host of the surrounding MediaProvider.
 */
export function NewsFeed({ items, isLoading = false, nowMs }: NewsFeedProps) {
  if (isLoading) return <Spinner label="Loading news" />;
  if (items === null) return <EmptyState title={EMPTY_TEXTS.newsSelectCollection} />;
  if (items.length === 0) return <EmptyState title={EMPTY_TEXTS.noNews} />;
  const groups = [
    { title: "New Products", items: items.filter((i) => i.type === "new_product") },
    { title: "Price Changes", items: items.filter((i) => i.type === "price_change") },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className="flex flex-col gap-2">
          <h3 className="font-semibold text-fg text-lg">{group.title}</h3>
          {group.items.length === 0 ? (
            <p className="text-muted text-sm">{EMPTY_TEXTS.noNews}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {group.items.map((item) => (
                <NewsRow
                  key={`${item.type}-${item.product_id}-${item.epoch_time}`}
                  item={item}
                  nowMs={nowMs}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function NewsRow({ item, nowMs }: { item: NewsItem; nowMs: number }) {
  const media = useMedia();
  const favicon = item.shop_favicon_internal
    ? media.pathUrl(item.shop_favicon_internal)
    : undefined;
  const change =
    item.type === "price_change" ? describePriceChange(item.from_price, item.to_price) : null;
  return (
    <li
      data-type={item.type}
      className="flex items-start gap-3 rounded-lg border border-border bg-raised p-3 text-fg text-sm"
    >
      {favicon && (
        <img src={favicon} alt="" width={24} height={24} className="size-6 shrink-0 rounded" />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium">{item.shop_title}</span>
          <RelativeTime at={item.epoch_time * 1000} now={nowMs} className="text-muted text-xs" />
        </div>
        <Link href={productHref(item)} external className="truncate">
          {item.product_title}
        </Link>
        {change && (
          <span
            data-tone={change.tone}
            className={change.tone === "positive" ? "text-positive" : "text-negative"}
          >
            Price {change.text}
          </span>
        )}
      </div>
    </li>
  );
}
