import { faviconCandidates } from "@hotshelf/domain";
import type { ReactNode } from "react";
import { ToggleButton } from "react-aria-components";
import {
  countFigures,
  Favicon,
  FigureCell,
  ListTable,
  revenueFigures,
  TitleLink,
} from "../../cards";
import { useMedia } from "../../media";
import { button } from "../Button/Button";
import { EstimateLabel } from "../EstimateLabel/EstimateLabel";

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
    <ListTable label={label} headers={SHOP_LIST_HEADERS} firstFigureColumn={1}>
      {children}
    </ListTable>
  );
}

export interface ShopListRowProps {
  shop: ShopListRowShop;
  shopHref?: string;
  /** A tracked shop's revenue is inferred: it shows an 'Estimated' label beside the figure. */
  revenueIsEstimate?: boolean;
  /** A Compare toggle beside the title, offered when given (pressed while the shop is picked). */
  onToggleCompare?: () => void;
  isCompared?: boolean;
  /** The row's actions menu: the shop card's own ShopActionsMenu, so both offer the same items. */
  menu?: ReactNode;
}

export function ShopListRow({
  shop,
  shopHref,
  revenueIsEstimate = false,
  onToggleCompare,
  isCompared = false,
  menu,
}: ShopListRowProps) {
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
            <p className="truncate font-medium text-fg" title={shop.shop_title}>
              {/* As on the shop's card: the shop opens in a new tab (001 §2), the list stays. */}
              <TitleLink href={shopHref} target="_blank">
                {shop.shop_title}
              </TitleLink>
            </p>
            <p className="truncate text-muted text-xs" title={shop.url}>
              {shop.url}
            </p>
          </div>
          {onToggleCompare ? (
            <ToggleButton
              isSelected={isCompared}
              onChange={onToggleCompare}
              aria-label={`Compare ${shop.shop_title}`}
              className={button({
                variant: isCompared ? "primary" : "ghost",
                size: "sm",
                className: "ms-auto shrink-0",
              })}
            >
              Compare
            </ToggleButton>
          ) : null}
          {menu ? (
            <div className={onToggleCompare ? "shrink-0" : "ms-auto shrink-0"}>{menu}</div>
          ) : null}
        </div>
      </th>
      <FigureCell
        {...revenueFigures(shop, "week")}
        note={revenueIsEstimate ? <EstimateLabel /> : undefined}
      />
      <FigureCell {...countFigures(shop, "active_ad_count")} />
    </tr>
  );
}
