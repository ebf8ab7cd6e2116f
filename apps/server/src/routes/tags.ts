/**
 * Collections (tags) of shops and products: POST /v3/tags/shops, /v3/tags/products (read; is_staff
 * reads the shared Staff Picks) and /v3/tags/overwrite, /change, /delete (the caller's own only).
 */

import { QUOTAS } from "@hotshelf/domain";
import type { Context } from "hono";
import {
  CollectionQuotaError,
  type Collections,
  InvalidTagNameError,
  ReadOnlyCollectionsError,
  STAFF_OWNER,
} from "../collections";
import type { RequestUser } from "../http/auth";
import { ApiError, badRequest } from "../http/errors";
import { requireStaff } from "./filters";
import { mainToolAllowed } from "./licence";
import type { CallHandlers, RouteDeps } from "./types";

/**
 * The write calls' schemas have no is_staff, so the parsed input has lost it; a client that sends
 * is_staff true means the Staff Picks, which are read-only, and is refused rather than silently
 * writing its own collection of that name. The body is already read and cached by Hono.
 */
async function asksForStaff(c: Context): Promise<boolean> {
  const text = await c.req.text();
  if (text.trim() === "") return false;
  const body: unknown = JSON.parse(text);
  return (
    typeof body === "object" && body !== null && (body as { is_staff?: unknown }).is_staff === true
  );
}

/** Runs a write on the caller's own collections, with the collections module's refusals as replies. */
async function ownWrite(c: Context, write: () => Promise<void>): Promise<{ ok: true }> {
  if (await asksForStaff(c)) throw new ApiError(403, "not_allowed");
  return refusalsAsReplies(write);
}

async function refusalsAsReplies(write: () => Promise<void>): Promise<{ ok: true }> {
  try {
    await write();
  } catch (error) {
    if (error instanceof InvalidTagNameError) throw badRequest(error.reason);
    if (error instanceof ReadOnlyCollectionsError) throw new ApiError(403, "not_allowed");
    if (error instanceof CollectionQuotaError) throw new ApiError(409, error.reason);
    throw error;
  }
  return { ok: true };
}

/**
 * Members carry catalogue details (titles, URLs), so only a licence that opens the main tool reads
 * them; any other account gets its collection names with no members. Otherwise a free account could
 * write every shop id into a collection and read the catalogue back (issue 13).
 */
function readableTags<T>(
  deps: RouteDeps,
  user: RequestUser,
  tags: Record<string, T[]>,
): Record<string, T[]> {
  if (mainToolAllowed(deps, user)) return tags;
  return Object.fromEntries(Object.keys(tags).map((name) => [name, []]));
}

export function tagsHandlers(collections: Collections): CallHandlers {
  return {
    async tagsShops(input, { deps, user }) {
      const owner = input.is_staff ? STAFF_OWNER : user.sub;
      return {
        tags: readableTags(deps, user, await collections.listTags(owner, "shops")),
      };
    },

    async tagsProducts(input, { deps, user }) {
      const owner = input.is_staff ? STAFF_OWNER : user.sub;
      const tags = await collections.listTags(owner, "products");
      return { tags: readableTags(deps, user, tags) };
    },

    async tagsOverwrite(input, { c, user }) {
      const ids = input.tag_type === "shops" ? input.shop_ids : input.product_ids;
      return ownWrite(c, () =>
        collections.overwrite(user.sub, input.tag_type, input.tag_name, ids),
      );
    },

    // The contract admits only add and remove; collections.change ignores anything else as well.
    async tagsChange(input, { c, user }) {
      const id = input.tag_type === "shops" ? input.shop_id : input.product_id;
      return ownWrite(c, () =>
        collections.change(user.sub, input.tag_type, input.tag_name, id, input.action),
      );
    },

    async tagsDelete(input, { c, user }) {
      return ownWrite(c, () => collections.delete(user.sub, input.tag_type, input.tag_name));
    },

    // Staff curate the Staff Picks: the order of the ids given is the order everyone sees.
    async staffTagsOverwrite(input, { user }) {
      requireStaff(user);
      const ids = input.tag_type === "shops" ? input.shop_ids : input.product_ids;
      if (new Set(ids).size > QUOTAS.collectionMembers) {
        throw new ApiError(409, "collection_full");
      }
      return refusalsAsReplies(() =>
        collections.overwriteStaff(input.tag_type, input.tag_name, ids),
      );
    },

    async staffTagsChange(input, { user }) {
      requireStaff(user);
      const id = input.tag_type === "shops" ? input.shop_id : input.product_id;
      return refusalsAsReplies(() =>
        collections.changeStaff(input.tag_type, input.tag_name, id, input.action),
      );
    },

    async staffTagsDelete(input, { user }) {
      requireStaff(user);
      return refusalsAsReplies(() => collections.deleteStaff(input.tag_type, input.tag_name));
    },
  };
}
