import { faviconCandidates, formatMoney, formatNumber } from "@hotshelf/domain";
import type { ReactNode } from "react";
import { Favicon } from "../../cards";
import { useMedia } from "../../media";
import { Delta } from "../Delta/Delta";
import { Link } from "../Link/Link";

export const SHOP_LIST_HEADERS = ["Shop Title", "Revenue (Weekly)", "Ads"] as const;

export interface ShopListRowShop {
  shop_id: number;
  shop_title: string;
  url: string;
  shop_favicon_internal?: string | null;
  shop_favicon_external?: string | null;
  shop_favicon?: string | null;
  week_current_period_revenue?: number | null;
  week_revenue_delta?: number | null;
  week_revenue_percent_change?: number | null;
  active_ad_count?: number | null;
  active_ad_count_delta?: number | null;
  active_ad_count_percent_change?: number | null;
}

/** The list layout of Explore Shops: a table headed Shop Title, Revenue (Weekly), Ads. */
export function ShopList({ label = "Shops", children }: { label?: string; children: ReactNode }) {
  return (
    <table className="w-full border-collapse text-sm" aria-label={label}>
      <thead>
        <tr className="border-border border-b text-left text-muted text-xs">
          {SHOP_LIST_HEADERS.map((header, i) => (
            <th
              key={header}
              scope="col"
              className={`px-3 py-2 font-medium ${i > 0 ? "text-right" : ""}`}
            >
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export interface ShopListRowProps {
  shop: ShopListRowShop;
  shopHref?: string;
}

export function ShopListRow({ shop, shopHref }: ShopListRowProps) {
  const media = useMedia();
  return (
    <tr className="border-border border-b bg-raised">
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <div className="flex items-center gap-2">
          <Favicon
            candidates={faviconCandidates(shop, media.baseUrl).map(media.url)}
            className="size-6"
          />
          <div className="min-w-0">
            <p className="truncate font-medium text-fg">
              {shopHref ? (
                <Link href={shopHref} variant="subtle">
                  {shop.shop_title}
                </Link>
              ) : (
                shop.shop_title
              )}
            </p>
            <p className="truncate text-muted text-xs">{shop.url}</p>
          </div>
        </div>
      </th>
      <td className="px-3 py-2 text-right">
        <span className="font-medium tabular-nums">
          {formatMoney(shop.week_current_period_revenue)}
        </span>
        <Delta
          className="block"
          kind="money"
          value={shop.week_revenue_delta}
          percent={shop.week_revenue_percent_change}
        />
      </td>
      <td className="px-3 py-2 text-right">
        <span className="font-medium tabular-nums">{formatNumber(shop.active_ad_count)}</span>
        <Delta
          className="block"
          value={shop.active_ad_count_delta}
          percent={shop.active_ad_count_percent_change}
        />
      </td>
    </tr>
  );
}
