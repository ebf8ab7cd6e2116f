import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type Collections,
  createCollections,
  InvalidTagNameError,
  ReadOnlyCollectionsError,
  STAFF_OWNER,
} from "../../src/collections";
import type { Db } from "../../src/db/types";
import { openMigratedDb, testEngines } from "./support/db";

const alice = "1b7e2c2e-0000-4000-8000-00000000a11c";
const bob = "1b7e2c2e-0000-4000-8000-0000000000b0";

async function seedShop(db: Db, url: string, title: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO shops (title, url, myshopify_url) VALUES ($1, $2, $3) RETURNING id",
    [title, url, `https://${title.toLowerCase()}.myshopify.com`],
  );
  return (rows[0] as { id: number }).id;
}

async function seedProduct(db: Db, shopId: number, title: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO products (shop_id, title, handle) VALUES ($1, $2, $3) RETURNING id",
    [shopId, title, title.toLowerCase()],
  );
  return (rows[0] as { id: number }).id;
}

describe.each(testEngines())("collections on %s", (engine) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let collections: Collections;
  let shopA: number;
  let shopB: number;
  let product: number;

  beforeAll(async () => {
    ({ db, dispose } = await openMigratedDb(engine));
    collections = createCollections(db);
  });
  afterAll(() => dispose());

  beforeEach(async () => {
    await db.exec("TRUNCATE collections, shops CASCADE");
    shopA = await seedShop(db, "https://a.example.com", "Alpha");
    shopB = await seedShop(db, "https://b.example.com", "Beta");
    product = await seedProduct(db, shopA, "Mug");
  });

  it("overwrite creates a collection and lists its shops with their fields, in the order given", async () => {
    await collections.overwrite(alice, "shops", "Summer", [shopB, shopA]);
    const tags = await collections.listTags(alice, "shops");
    expect(tags).toEqual({
      Summer: [
        {
          shop_id: shopB,
          shop_title: "Beta",
          shop_url: "https://b.example.com",
          url: "https://b.example.com",
          myshopify_url: "https://beta.myshopify.com",
        },
        {
          shop_id: shopA,
          shop_title: "Alpha",
          shop_url: "https://a.example.com",
          url: "https://a.example.com",
          myshopify_url: "https://alpha.myshopify.com",
        },
      ],
    });
    expect(await collections.listTags(bob, "shops")).toEqual({});
  });

  it("overwrite replaces the members, drops unknown ids and trims the name", async () => {
    await collections.overwrite(alice, "shops", "Summer", [shopA, shopB]);
    await collections.overwrite(alice, "shops", "  Summer ", [shopB, 999_999_999_999]);
    const tags = await collections.listTags(alice, "shops");
    expect(Object.keys(tags)).toEqual(["Summer"]);
    expect(tags.Summer?.map((s) => s.shop_id)).toEqual([shopB]);
  });

  it("refuses an empty name with invalid_tag_name", async () => {
    const attempt = collections.overwrite(alice, "shops", "   ", [shopA]);
    await expect(attempt).rejects.toBeInstanceOf(InvalidTagNameError);
    await expect(attempt).rejects.toMatchObject({
      reason: "invalid_tag_name",
      message: "Invalid tag name.",
    });
    await expect(collections.change(alice, "shops", "", shopA, "add")).rejects.toBeInstanceOf(
      InvalidTagNameError,
    );
  });

  it("change adds and removes one member and ignores any other action", async () => {
    await collections.change(alice, "products", "Kitchen", product, "add");
    await collections.change(alice, "products", "Kitchen", product, "add");
    expect(await collections.listTags(alice, "products")).toEqual({
      Kitchen: [{ product_id: product, product_title: "Mug", shop_id: shopA }],
    });
    await collections.change(alice, "products", "Kitchen", product, "toggle");
    expect((await collections.listTags(alice, "products")).Kitchen).toHaveLength(1);
    await collections.change(alice, "products", "Kitchen", product, "remove");
    expect(await collections.listTags(alice, "products")).toEqual({ Kitchen: [] });
  });

  it("keeps shop and product collections apart and deletes one by name", async () => {
    await collections.overwrite(alice, "shops", "Mixed", [shopA]);
    await collections.overwrite(alice, "products", "Mixed", [product]);
    await collections.delete(alice, "shops", "Mixed");
    expect(await collections.listTags(alice, "shops")).toEqual({});
    expect(Object.keys(await collections.listTags(alice, "products"))).toEqual(["Mixed"]);
  });

  it("sorts 'Tracked Shops' first and the others alphabetically", async () => {
    await collections.overwrite(alice, "shops", "Zebra", []);
    await collections.overwrite(alice, "shops", "apple", []);
    await collections.addToTrackedShops(alice, shopB);
    await collections.addToTrackedShops(alice, shopB);
    const tags = await collections.listTags(alice, "shops");
    expect(Object.keys(tags)).toEqual(["Tracked Shops", "apple", "Zebra"]);
    expect(tags["Tracked Shops"]?.map((s) => s.shop_id)).toEqual([shopB]);
  });

  it("staff collections are listed under 'staff' and read-only through user calls", async () => {
    await collections.overwriteStaff("shops", "Staff Favourites", [shopA]);
    expect(Object.keys(await collections.listTags(STAFF_OWNER, "shops"))).toEqual([
      "Staff Favourites",
    ]);
    await expect(
      collections.overwrite(STAFF_OWNER, "shops", "Staff Favourites", []),
    ).rejects.toBeInstanceOf(ReadOnlyCollectionsError);
    await expect(
      collections.change(STAFF_OWNER, "shops", "Staff Favourites", shopA, "remove"),
    ).rejects.toBeInstanceOf(ReadOnlyCollectionsError);
    await expect(
      collections.delete(STAFF_OWNER, "shops", "Staff Favourites"),
    ).rejects.toBeInstanceOf(ReadOnlyCollectionsError);
    expect((await collections.listTags(STAFF_OWNER, "shops"))["Staff Favourites"]).toHaveLength(1);
  });

  it("keeps names that look like object internals as plain collection names", async () => {
    await collections.overwrite(alice, "shops", "__proto__", [shopA]);
    await collections.overwrite(alice, "shops", "constructor", []);
    const tags = await collections.listTags(alice, "shops");
    expect(Object.keys(tags)).toEqual(["__proto__", "constructor"]);
    expect(Object.getPrototypeOf(tags)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(tags, "__proto__")?.value).toHaveLength(1);
    expect(JSON.stringify(tags)).toContain('"__proto__":[{');
  });

  it("deleteAllOf removes every collection of one user only", async () => {
    await collections.overwrite(alice, "shops", "Summer", [shopA]);
    await collections.overwrite(alice, "products", "Kitchen", [product]);
    await collections.overwrite(bob, "shops", "Summer", [shopA]);
    await collections.overwriteStaff("shops", "Picks", [shopA]);
    await collections.deleteAllOf(alice);
    expect(await collections.listTags(alice, "shops")).toEqual({});
    expect(await collections.listTags(alice, "products")).toEqual({});
    expect(Object.keys(await collections.listTags(bob, "shops"))).toEqual(["Summer"]);
    await expect(collections.deleteAllOf(STAFF_OWNER)).rejects.toBeInstanceOf(
      ReadOnlyCollectionsError,
    );
    expect(Object.keys(await collections.listTags(STAFF_OWNER, "shops"))).toEqual(["Picks"]);
  });

  it("a deleted shop drops out of the collections that held it", async () => {
    await collections.overwrite(alice, "shops", "Summer", [shopA, shopB]);
    await db.query("DELETE FROM shops WHERE id = $1", [shopA]);
    expect((await collections.listTags(alice, "shops")).Summer?.map((s) => s.shop_id)).toEqual([
      shopB,
    ]);
  });
});
