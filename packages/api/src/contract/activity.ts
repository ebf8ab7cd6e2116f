import { z } from "zod";
import { Id, IdList, OptionalText } from "./common";

const newsFields = {
  shop_id: Id,
  shop_title: z.string(),
  /** A media path on the media host. */
  shop_favicon_internal: OptionalText,
  product_id: Id,
  product_title: z.string(),
  /** Epoch seconds. */
  epoch_time: z.number(),
};

/** One row of the news feed: a new product, or a price change with both prices. */
export const NewsItem = z.discriminatedUnion("type", [
  z.object({ type: z.literal("new_product"), ...newsFields }),
  z.object({
    type: z.literal("price_change"),
    ...newsFields,
    from_price: z.number(),
    to_price: z.number(),
  }),
]);
export type NewsItem = z.infer<typeof NewsItem>;

/** POST /v3/activity/shops: the feed of a shop collection (mode shops) or product collection. */
export const ActivityRequest = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("shops"), shop_ids: IdList }),
  z.object({ mode: z.literal("products"), product_ids: IdList }),
]);
export type ActivityRequest = z.infer<typeof ActivityRequest>;

export const ActivityResponse = z.object({ activity: z.array(NewsItem) });
export type ActivityResponse = z.infer<typeof ActivityResponse>;
