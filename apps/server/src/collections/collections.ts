import type { TaggedProduct, TaggedShop, TagType } from "@hotshelf/api/contract";
import {
  isMembershipAction,
  QUOTAS,
  sortCollectionNames,
  TRACKED_SHOPS_COLLECTION,
  VALIDATION_MESSAGES,
  validateCollectionName,
} from "@hotshelf/domain";
import type { Db, Queryable } from "../db/types";

/** The owner of the shared Staff Picks collections; user subs are UUIDs, so they never collide. */
export const STAFF_OWNER = "staff";

/** The collection name broke the naming rules (wire reasons invalid_tag_name, tag_name_too_long). */
export class InvalidTagNameError extends Error {
  override readonly name = "InvalidTagNameError";
  readonly reason =
    this.message === VALIDATION_MESSAGES.collectionNameTooLong
      ? "tag_name_too_long"
      : "invalid_tag_name";
}

/** A quota of the caller's collections is used up (wire reasons collection_limit, collection_full). */
export class CollectionQuotaError extends Error {
  override readonly name = "CollectionQuotaError";
  constructor(readonly reason: "collection_limit" | "collection_full") {
    super(reason);
  }
}

/** A write to the staff collections through a user call. */
export class ReadOnlyCollectionsError extends Error {
  override readonly name = "ReadOnlyCollectionsError";
}

export type TagMembers<T extends TagType> = T extends "shops" ? TaggedShop : TaggedProduct;

export interface Collections {
  /** Collection name to members; 'Tracked Shops' first, the others by name (spec 001 §3). */
  listTags<T extends TagType>(owner: string, type: T): Promise<Record<string, TagMembers<T>[]>>;
  /**
   * Creates the collection or replaces its members; ids not in the catalogue are dropped. User writes
   * are held to QUOTAS (collections per type, members per collection); 'Tracked Shops' is exempt from
   * the count of collections, which tracking creates on its own.
   */
  overwrite(sub: string, type: TagType, name: string, ids: readonly number[]): Promise<void>;
  /** Adds one member (creating the collection) or removes one; any other action is ignored. */
  change(sub: string, type: TagType, name: string, id: number, action: string): Promise<void>;
  delete(sub: string, type: TagType, name: string): Promise<void>;
  /** Puts a shop in the user's 'Tracked Shops' collection (after a successful track). */
  addToTrackedShops(sub: string, shopId: number, q?: Queryable): Promise<void>;
  /** Removes every collection of the user (account deletion). */
  deleteAllOf(sub: string): Promise<void>;
  /**
   * Seeds or replaces a Staff Picks collection, members in the order given (demo data, and staff
   * reordering through the staff-only calls); not reachable by user calls.
   */
  overwriteStaff(type: TagType, name: string, ids: readonly number[]): Promise<void>;
  /** Adds one member to a Staff Picks collection (creating it) or removes one (staff-only calls). */
  changeStaff(type: TagType, name: string, id: number, action: string): Promise<void>;
  /** Deletes a whole Staff Picks collection (the staff-only delete call). */
  deleteStaff(type: TagType, name: string): Promise<void>;
}

const memberTable = { shops: "shops", products: "products" } as const;

export function createCollections(db: Db): Collections {
  function checkedName(name: string): string {
    const checked = validateCollectionName(name, []);
    if (!checked.ok) throw new InvalidTagNameError(checked.error);
    return checked.value;
  }

  function userOwner(sub: string): string {
    if (sub === STAFF_OWNER || sub.trim() === "") {
      throw new ReadOnlyCollectionsError("staff collections are read-only through user calls");
    }
    return sub;
  }

  async function collectionId(
    q: Queryable,
    owner: string,
    type: TagType,
    name: string,
  ): Promise<number> {
    const existing = await q.query<{ id: number }>(
      "SELECT id FROM collections WHERE owner = $1 AND tag_type = $2 AND name = $3",
      [owner, type, name],
    );
    if (existing.rows[0]) return existing.rows[0].id;
    // A new collection only below the quota; ON CONFLICT DO UPDATE (a no-op) so a collection a
    // concurrent call just created gives its id back too.
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO collections (owner, tag_type, name)
       SELECT $1::text, $2::text, $3::text
       WHERE $3::text = $4::text OR $1::text = $5::text
          OR (SELECT count(*) FROM collections WHERE owner = $1 AND tag_type = $2) < $6
       ON CONFLICT (owner, tag_type, name) DO UPDATE SET name = EXCLUDED.name
       RETURNING id`,
      [owner, type, name, TRACKED_SHOPS_COLLECTION, STAFF_OWNER, QUOTAS.collectionsPerType],
    );
    if (!rows[0]) throw new CollectionQuotaError("collection_limit");
    return rows[0].id;
  }

  /** Refuses an add that would take a user's collection past its member quota. */
  async function checkRoom(q: Queryable, id: number, memberId: number) {
    const { rows } = await q.query<{ n: number; present: boolean }>(
      `SELECT count(*)::int AS n, coalesce(bool_or(member_id = $2), false) AS present
       FROM collection_members WHERE collection_id = $1`,
      [id, memberId],
    );
    const row = rows[0] ?? { n: 0, present: false };
    if (!row.present && row.n >= QUOTAS.collectionMembers) {
      throw new CollectionQuotaError("collection_full");
    }
  }

  async function addMembers(q: Queryable, id: number, type: TagType, ids: readonly number[]) {
    if (ids.length === 0) return;
    // Only ids that exist in the catalogue, in the order given, each once.
    await q.query(
      `INSERT INTO collection_members (collection_id, member_id)
       SELECT $1, m.id FROM unnest($2::bigint[]) WITH ORDINALITY AS m(id, n)
       WHERE EXISTS (SELECT 1 FROM ${memberTable[type]} t WHERE t.id = m.id)
       ORDER BY m.n
       ON CONFLICT DO NOTHING`,
      [id, [...new Set(ids)]],
    );
  }

  async function overwriteAs(owner: string, type: TagType, name: string, ids: readonly number[]) {
    const tagName = checkedName(name);
    await db.transaction(async (tx) => {
      const id = await collectionId(tx, owner, type, tagName);
      await tx.query("DELETE FROM collection_members WHERE collection_id = $1", [id]);
      await addMembers(tx, id, type, ids);
    });
  }

  async function deleteAs(owner: string, type: TagType, name: string) {
    await db.query("DELETE FROM collections WHERE owner = $1 AND tag_type = $2 AND name = $3", [
      owner,
      type,
      name.trim(),
    ]);
  }

  async function changeAs(owner: string, type: TagType, name: string, id: number, action: string) {
    // Any other action is ignored (spec 001 §5).
    if (!isMembershipAction(action)) return;
    if (action === "add") {
      const tagName = checkedName(name);
      await db.transaction(async (tx) => {
        const collection = await collectionId(tx, owner, type, tagName);
        await checkRoom(tx, collection, id);
        await addMembers(tx, collection, type, [id]);
      });
    } else {
      await db.query(
        `DELETE FROM collection_members WHERE member_id = $4 AND collection_id IN
           (SELECT id FROM collections WHERE owner = $1 AND tag_type = $2 AND name = $3)`,
        [owner, type, name.trim(), id],
      );
    }
  }

  return {
    async listTags(owner, type) {
      const { rows: names } = await db.query<{ name: string }>(
        "SELECT name FROM collections WHERE owner = $1 AND tag_type = $2",
        [owner, type],
      );
      // A Map, then fromEntries: a collection may be called "__proto__" and must stay plain data.
      const tags = new Map<string, unknown[]>(
        sortCollectionNames(names.map((row) => row.name)).map((name) => [name, []]),
      );
      const members =
        type === "shops"
          ? await db.query<TaggedShop & { name: string }>(
              `SELECT c.name, s.id AS shop_id, s.title AS shop_title, s.url AS shop_url, s.url,
                      s.myshopify_url
               FROM collections c
               JOIN collection_members m ON m.collection_id = c.id
               JOIN shops s ON s.id = m.member_id
               WHERE c.owner = $1 AND c.tag_type = 'shops'
               ORDER BY m.position`,
              [owner],
            )
          : await db.query<TaggedProduct & { name: string }>(
              `SELECT c.name, p.id AS product_id, p.title AS product_title, p.shop_id
               FROM collections c
               JOIN collection_members m ON m.collection_id = c.id
               JOIN products p ON p.id = m.member_id
               WHERE c.owner = $1 AND c.tag_type = 'products'
               ORDER BY m.position`,
              [owner],
            );
      for (const { name, ...member } of members.rows) tags.get(name)?.push(member);
      return Object.fromEntries(tags) as Record<string, never[]>;
    },

    async overwrite(sub, type, name, ids) {
      const owner = userOwner(sub);
      if (new Set(ids).size > QUOTAS.collectionMembers) {
        throw new CollectionQuotaError("collection_full");
      }
      await overwriteAs(owner, type, name, ids);
    },

    async overwriteStaff(type, name, ids) {
      await overwriteAs(STAFF_OWNER, type, name, ids);
    },

    async change(sub, type, name, id, action) {
      await changeAs(userOwner(sub), type, name, id, action);
    },

    async changeStaff(type, name, id, action) {
      await changeAs(STAFF_OWNER, type, name, id, action);
    },

    async delete(sub, type, name) {
      await deleteAs(userOwner(sub), type, name);
    },

    async deleteStaff(type, name) {
      await deleteAs(STAFF_OWNER, type, name);
    },

    async deleteAllOf(sub) {
      await db.query("DELETE FROM collections WHERE owner = $1", [userOwner(sub)]);
    },

    async addToTrackedShops(sub, shopId, q = db) {
      const id = await collectionId(q, userOwner(sub), "shops", TRACKED_SHOPS_COLLECTION);
      await addMembers(q, id, "shops", [shopId]);
    },
  };
}
