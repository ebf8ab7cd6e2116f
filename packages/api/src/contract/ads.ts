import { z } from "zod";
import { Id, IdList, Metric, OptionalText, PageCursor, PageRequestCursor } from "./common";

export const AD_DISPLAY_FORMATS = ["video", "image", "carousel", "dco", "multi_images"] as const;
export const AdDisplayFormat = z.enum(AD_DISPLAY_FORMATS);
export type AdDisplayFormat = z.infer<typeof AdDisplayFormat>;

/** One picture or video of an ad; paths are relative to the ad media host. */
export const AdMedia = z.object({
  video_sd_url: OptionalText,
  preview_image_url: OptionalText,
  image_url: OptionalText,
});
export type AdMedia = z.infer<typeof AdMedia>;

/** One card of a carousel or dco ad. */
export const AdCard = z.object({
  title: OptionalText,
  body: OptionalText,
  caption: OptionalText,
  cta: OptionalText,
  link_url: OptionalText,
  link_description: OptionalText,
  video_sd_url: OptionalText,
  preview_image_url: OptionalText,
  image_url: OptionalText,
});
export type AdCard = z.infer<typeof AdCard>;

export const AdCreative = z.object({
  display_format: AdDisplayFormat,
  archive_id: z.string(),
  page_name: OptionalText,
  title: OptionalText,
  caption: OptionalText,
  link_description: OptionalText,
  cta: OptionalText,
  link_url: OptionalText,
  body: OptionalText,
  /** facebook, instagram, messenger, audience_network; open so a new platform does not break the feed. */
  publisher_platforms: z.array(z.string()),
  media: z.array(AdMedia),
  cards: z.array(AdCard),
});
export type AdCreative = z.infer<typeof AdCreative>;

export const AdItem = z.object({
  ad_item: AdCreative,
  collation_id: z.string(),
  page_id: OptionalText,
  /** The ad's start day, 'YYYY-MM-DD'. */
  ymd: z.string(),
  product_id: Id.nullable(),
  shop_id: Id,
  duplicates: Metric,
  previous_duplicates: Metric,
  diff: Metric,
  active_ad_count: Metric,
});
export type AdItem = z.infer<typeof AdItem>;

/** Newest first; offset pages on (collections send one), next_from_value null means no more. */
export const ShopAdsRequest = z.object({
  shop_ids: IdList.min(1),
  offset: PageRequestCursor.optional(),
});
export const ProductAdsRequest = z.object({
  product_ids: IdList.min(1),
  offset: PageRequestCursor.optional(),
});
export const AdsResponse = z.object({
  items: z.array(AdItem),
  next_from_value: PageCursor.nullable(),
});
export type AdsResponse = z.infer<typeof AdsResponse>;
