import type { ApiClient } from "@hotshelf/api/client";
import { productPath, shopPath, sortCollectionNames } from "@hotshelf/domain";
import type { Collection } from "@hotshelf/ui/CollectionsSidebar";
import type { CollectionMembership } from "@hotshelf/ui/ProductCollectionsModal";
import { call, write } from "./call";

export type CollectionKind = "shops" | "products";

/** Collections (tags) of shops or products: lists, membership, changes, and their ads and news. */
export function collectionsData(api: ApiClient) {
  /** The user's own collections (is_staff false) or the Staff Picks, as sidebar rows. */
  async function list(kind: CollectionKind, isStaff: boolean): Promise<Collection[]> {
    if (kind === "shops") {
      const { tags } = await call(api, "tagsShops", { is_staff: isStaff });
      return Object.entries(tags).map(([name, shops]) => ({
        name,
        members: shops.map((s) => ({
          id: s.shop_id,
          title: s.shop_title,
          href: shopPath(s.shop_id),
          url: s.url,
        })),
      }));
    }
    const { tags } = await call(api, "tagsProducts", { is_staff: isStaff });
    return Object.entries(tags).map(([name, products]) => ({
      name,
      members: products.map((p) => ({
        id: p.product_id,
        title: p.product_title,
        href: productPath(p.shop_id, p.product_id),
      })),
    }));
  }

  return {
    list,

    /**
     * The user's collections of a kind (or the Staff Picks of that kind), sorted, each marked when it
     * holds the product or shop.
     */
    async membershipOf(
      kind: CollectionKind,
      id: number,
      isStaff = false,
    ): Promise<CollectionMembership[]> {
      const collections = await list(kind, isStaff);
      return sortCollectionNames(collections.map((c) => c.name)).map((name) => ({
        name,
        isMember: collections.some((c) => c.name === name && c.members.some((m) => m.id === id)),
      }));
    },

    /** Adds one product or shop to a collection or removes it. */
    change: (kind: CollectionKind, name: string, action: "add" | "remove", id: number) =>
      kind === "products"
        ? write(api, "tagsChange", { tag_type: "products", tag_name: name, action, product_id: id })
        : write(api, "tagsChange", { tag_type: "shops", tag_name: name, action, shop_id: id }),

    /** Staff only (checked by the server): adds one product or shop to a Staff Picks collection or removes it. */
    staffChange: (kind: CollectionKind, name: string, action: "add" | "remove", id: number) =>
      kind === "products"
        ? write(api, "staffTagsChange", {
            tag_type: "products",
            tag_name: name,
            action,
            product_id: id,
          })
        : write(api, "staffTagsChange", { tag_type: "shops", tag_name: name, action, shop_id: id }),

    /** Staff only: a Staff Picks collection's members, in the order everyone will see them. */
    staffOrder: (kind: CollectionKind, name: string, ids: readonly number[]) =>
      kind === "products"
        ? write(api, "staffTagsOverwrite", {
            tag_type: "products",
            tag_name: name,
            product_ids: [...ids],
          })
        : write(api, "staffTagsOverwrite", {
            tag_type: "shops",
            tag_name: name,
            shop_ids: [...ids],
          }),

    /** Staff only: deletes a whole Staff Picks collection. */
    staffRemove: (kind: CollectionKind, name: string) =>
      write(api, "staffTagsDelete", { tag_name: name, tag_type: kind }),

    /** Creates a collection, or overwrites one, with exactly these members. */
    save: (kind: CollectionKind, name: string, ids: readonly number[]) =>
      kind === "products"
        ? write(api, "tagsOverwrite", {
            tag_type: "products",
            tag_name: name,
            product_ids: [...ids],
          })
        : write(api, "tagsOverwrite", { tag_type: "shops", tag_name: name, shop_ids: [...ids] }),

    remove: (kind: CollectionKind, name: string) =>
      write(api, "tagsDelete", { tag_name: name, tag_type: kind }),

    /** A page of the members' ads, from `offset` (the previous page's next_from_value). */
    ads: (kind: CollectionKind, ids: readonly number[], offset?: number | string) =>
      kind === "shops"
        ? call(api, "shopAds", { shop_ids: [...ids], ...(offset !== undefined && { offset }) })
        : call(api, "productAds", {
            product_ids: [...ids],
            ...(offset !== undefined && { offset }),
          }),

    /** The members' news feed. */
    news: async (kind: CollectionKind, ids: readonly number[]) =>
      (kind === "shops"
        ? await call(api, "activityShops", { mode: "shops", shop_ids: [...ids] })
        : await call(api, "activityShops", { mode: "products", product_ids: [...ids] })
      ).activity,
  };
}
