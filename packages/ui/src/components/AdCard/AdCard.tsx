import {
  adDuplicatesPercentChange,
  adLibraryAdUrl,
  DATA_MESSAGES,
  formatAdDuplicatesPercentChange,
  formatNumber,
  formatShortDate,
} from "@hotshelf/domain";
import { cva } from "class-variance-authority";
import { type Key, useState } from "react";
import { MoreIcon } from "../../icons";
import { useMedia } from "../../media";
import { focusRingCss } from "../../styles/focusRing";
import { IconButton } from "../IconButton/IconButton";
import { Link } from "../Link/Link";
import { Menu, MenuItem } from "../Menu/Menu";
import { ToneText } from "../PercentBadge/PercentBadge";
import { PlatformIcon } from "./PlatformIcon";

export interface AdMediaItem {
  video_sd_url?: string | null;
  preview_image_url?: string | null;
  image_url?: string | null;
}

export interface AdCardItem {
  ad_item: {
    display_format: "video" | "image" | "carousel" | "dco" | "multi_images";
    archive_id: string;
    page_name?: string | null;
    title?: string | null;
    body?: string | null;
    caption?: string | null;
    cta?: string | null;
    link_url?: string | null;
    link_description?: string | null;
    publisher_platforms: readonly string[];
    media: readonly AdMediaItem[];
    cards: readonly (AdMediaItem & { title?: string | null })[];
  };
  collation_id: string;
  ymd: string;
  product_id?: number | null;
  shop_id: number;
  duplicates?: number | null;
  previous_duplicates?: number | null;
  active_ad_count?: number | null;
}

export interface AdCardProps {
  ad: AdCardItem;
  /** Offer Exclude Shop in the dropdown (when the screen allows exclusion). */
  canExcludeShop?: boolean;
  /** Offer Exclude Product (product ads only). */
  canExcludeProduct?: boolean;
  onExcludeShop?: (shopId: number) => void;
  onExcludeProduct?: (productId: number) => void;
}

export const adCard = cva([
  // layout
  "flex flex-col gap-3 overflow-hidden rounded-xl border border-border p-4",
  // colour
  "bg-raised text-fg",
]);

/** An ad from the ad library: its media by format, platforms, text and duplicates (001 §2). */
export function AdCard({
  ad,
  canExcludeShop = false,
  canExcludeProduct = false,
  onExcludeShop,
  onExcludeProduct,
}: AdCardProps) {
  const creative = ad.ad_item;
  const showMenu = canExcludeShop || (canExcludeProduct && ad.product_id != null);
  const change = formatAdDuplicatesPercentChange(
    adDuplicatesPercentChange(ad.duplicates, ad.previous_duplicates),
  );
  const titleId = `ad-${ad.collation_id}-title`;
  const onAction = (key: Key) => {
    if (key === "exclude-shop") onExcludeShop?.(ad.shop_id);
    if (key === "exclude-product" && ad.product_id != null) onExcludeProduct?.(ad.product_id);
  };

  const heading = creative.page_name || creative.title || "Ad";
  return (
    <article aria-labelledby={titleId} data-format={creative.display_format} className={adCard()}>
      <header className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-semibold" title={heading}>
            {heading}
          </h3>
          <p className="text-muted text-xs">Started {formatShortDate(ad.ymd)}</p>
        </div>
        <ul aria-label="Platforms" className="flex items-center gap-1.5">
          {creative.publisher_platforms.map((platform) => (
            <li key={platform}>
              <PlatformIcon platform={platform} />
            </li>
          ))}
        </ul>
        {showMenu && (
          <Menu
            trigger={<IconButton label="Ad actions" icon={<MoreIcon />} size="sm" />}
            onAction={onAction}
          >
            {canExcludeShop ? <MenuItem id="exclude-shop">Exclude Shop</MenuItem> : null}
            {canExcludeProduct && ad.product_id != null ? (
              <MenuItem id="exclude-product">Exclude Product</MenuItem>
            ) : null}
          </Menu>
        )}
      </header>

      <AdMediaView ad={ad} />

      {creative.body && <p className="line-clamp-4 whitespace-pre-line text-sm">{creative.body}</p>}
      {(creative.title || creative.link_description || creative.cta) && (
        <div className="flex items-center gap-3 rounded-md bg-sunken p-3 text-sm">
          <div className="min-w-0 flex-1">
            {creative.caption && (
              <p className="truncate text-muted text-xs uppercase" title={creative.caption}>
                {creative.caption}
              </p>
            )}
            {creative.title && (
              <p className="truncate font-medium" title={creative.title}>
                {creative.title}
              </p>
            )}
            {creative.link_description && (
              <p className="truncate text-muted text-xs" title={creative.link_description}>
                {creative.link_description}
              </p>
            )}
          </div>
          {creative.cta && (
            <span className="shrink-0 rounded-md border border-border-strong px-2 py-1 font-medium text-xs">
              {creative.cta}
            </span>
          )}
        </div>
      )}

      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted text-xs">Duplicates</dt>
          <dd className="flex items-baseline gap-1">
            <span className="font-medium tabular-nums">{formatNumber(ad.duplicates)}</span>
            {change.text && <ToneText text={change.text} tone={change.tone} />}
          </dd>
        </div>
        <div>
          <dt className="text-muted text-xs">Active Ads</dt>
          <dd className="font-medium tabular-nums">{formatNumber(ad.active_ad_count)}</dd>
        </div>
      </dl>
    </article>
  );
}

function AdMediaView({ ad }: { ad: AdCardItem }) {
  const media = useMedia();
  const [failed, setFailed] = useState(false);
  const creative = ad.ad_item;
  const fail = () => setFailed(true);
  const src = (path?: string | null) => (path ? media.adPathUrl(path) : undefined);
  const first = creative.media[0] ?? creative.cards[0];
  const alt = creative.title || creative.page_name || "Ad media";

  const hasMedia =
    creative.display_format === "carousel" || creative.display_format === "multi_images"
      ? creative.cards.length + creative.media.length > 0
      : Boolean(first?.video_sd_url || first?.image_url || first?.preview_image_url);

  if (failed || !hasMedia) {
    return (
      <div
        data-media="error"
        className="flex aspect-video flex-col items-center justify-center gap-2 rounded-md bg-sunken p-4 text-center text-sm"
      >
        <p className="text-muted">{DATA_MESSAGES.mediaFailure}</p>
        <Link href={adLibraryAdUrl(creative.archive_id)} external>
          {DATA_MESSAGES.viewOnAdLibrary}
        </Link>
      </div>
    );
  }

  if (creative.display_format === "video" && first?.video_sd_url) {
    return (
      <video
        data-media="video"
        controls
        preload="none"
        poster={src(first.preview_image_url)}
        src={src(first.video_sd_url)}
        onError={fail}
        className="aspect-video w-full rounded-md bg-sunken object-cover"
      />
    );
  }

  if (creative.display_format === "carousel" || creative.display_format === "multi_images") {
    const slides = creative.cards.length > 0 ? creative.cards : creative.media;
    return (
      // Focusable so keyboard users can scroll the slides.
      <ul
        data-media="slides"
        aria-label="Ad images"
        tabIndex={0}
        className={`flex snap-x gap-2 overflow-x-auto rounded-md ${focusRingCss}`}
      >
        {slides.map((slide, i) => (
          <li
            // Slides have no id and may repeat an image.
            // biome-ignore lint/suspicious/noArrayIndexKey: positional slides
            key={`${slide.image_url ?? slide.preview_image_url ?? ""}-${i}`}
            className="w-3/4 shrink-0 snap-start"
          >
            <img
              src={src(slide.image_url ?? slide.preview_image_url)}
              alt={`${alt}, image ${i + 1} of ${slides.length}`}
              onError={fail}
              className="aspect-square w-full rounded-md object-cover"
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <img
      data-media="image"
      src={src(first?.image_url ?? first?.preview_image_url)}
      alt={alt}
      onError={fail}
      className="aspect-square w-full rounded-md object-cover"
    />
  );
}
