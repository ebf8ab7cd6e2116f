import { z } from "zod";
import { Id, IdList, Ok } from "./common";

export const TagType = z.enum(["shops", "products"]);
export type TagType = z.infer<typeof TagType>;

export const TaggedShop = z.object({
  shop_id: Id,
  shop_title: z.string(),
  shop_url: z.string(),
  url: z.string(),
  myshopify_url: z.string().nullable(),
});
export type TaggedShop = z.infer<typeof TaggedShop>;

export const TaggedProduct = z.object({ product_id: Id, product_title: z.string(), shop_id: Id });
export type TaggedProduct = z.infer<typeof TaggedProduct>;

/** is_staff true reads the shared Staff Picks collections (read-only). */
export const TagsRequest = z.object({ is_staff: z.boolean() });

/** Collection name to its shops. */
export const ShopTagsResponse = z.object({ tags: z.record(z.string(), z.array(TaggedShop)) });
export type ShopTagsResponse = z.infer<typeof ShopTagsResponse>;

/** Collection name to its products. */
export const ProductTagsResponse = z.object({
  tags: z.record(z.string(), z.array(TaggedProduct)),
});
export type ProductTagsResponse = z.infer<typeof ProductTagsResponse>;

// tag_name is checked by the server (reason invalid_tag_name), not here, so the app can show
// 'Invalid tag name.' rather than a generic invalid_request.

/** POST /v3/tags/overwrite: creates the collection, or replaces its members. */
export const TagsOverwriteRequest = z.discriminatedUnion("tag_type", [
  z.object({ tag_type: z.literal("shops"), tag_name: z.string(), shop_ids: IdList }),
  z.object({ tag_type: z.literal("products"), tag_name: z.string(), product_ids: IdList }),
]);
export type TagsOverwriteRequest = z.infer<typeof TagsOverwriteRequest>;

export const TagAction = z.enum(["add", "remove"]);
export type TagAction = z.infer<typeof TagAction>;

/** POST /v3/tags/change: adds one member to, or removes it from, a collection. */
export const TagsChangeRequest = z.discriminatedUnion("tag_type", [
  z.object({
    tag_type: z.literal("shops"),
    tag_name: z.string(),
    action: TagAction,
    shop_id: Id,
  }),
  z.object({
    tag_type: z.literal("products"),
    tag_name: z.string(),
    action: TagAction,
    product_id: Id,
  }),
]);
export type TagsChangeRequest = z.infer<typeof TagsChangeRequest>;

export const TagsDeleteRequest = z.object({ tag_name: z.string(), tag_type: TagType });
export type TagsDeleteRequest = z.infer<typeof TagsDeleteRequest>;

export const TagsWriteResponse = Ok;
