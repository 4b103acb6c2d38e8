import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { writeTsvFeed, type FeedItem } from "../../tests/setup/feed-files.ts";
import { importFeed } from "./import-feed.server.ts";
import type * as StoreProducts from "./store-products.server.ts";

const failAfterWrites = vi.hoisted(() => ({ armed: false }));

// deleteEmptyProducts runs after every offer, price and product write of an import: failing there
// proves a crash late in an import leaves nothing behind.
vi.mock("./store-products.server.ts", async (importOriginal) => {
  const original = await importOriginal<typeof StoreProducts>();
  return {
    ...original,
    deleteEmptyProducts: async (...args: Parameters<typeof original.deleteEmptyProducts>) => {
      if (failAfterWrites.armed) throw new Error("simulated crash after writes");
      return original.deleteEmptyProducts(...args);
    },
  };
});

const board: FeedItem = {
  id: "PB-1",
  title: "Gyproc WallBoard 12.5mm 2400 x 1200mm",
  price: "9.98 GBP",
  brand: "Gyproc",
};
const sand: FeedItem = { id: "S-1", title: "Sharp Sand 25kg Bag", price: "4.50 GBP" };
const ballast: FeedItem = { id: "B-1", title: "All-in Ballast 850kg Bulk Bag", price: "62.00 GBP" };

describe.each(testDatabases())("an import that fails half-way on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
    failAfterWrites.armed = false;
  });
  afterEach(async () => {
    await database.close();
  });

  const snapshot = async () => ({
    offers: await queryRows(
      database.db,
      sql`select id, product_id, price, availability, last_checked from offers order by id`,
    ),
    products: await queryRows(database.db, sql`select id, name from products order by id`),
    keys: await queryRows(database.db, sql`select key, product_id from product_keys order by key`),
    prices: await queryRows(database.db, sql`select id, offer_id, price from price_observations order by id`),
    imports: await queryRows(database.db, sql`select id, status from feed_imports order by id`),
  });

  it("leaves the database exactly as it was, and a later run succeeds", async () => {
    await importFeed(database.db, { merchant: { slug: "alpha" }, sources: [writeTsvFeed([board, sand])] });
    const before = await snapshot();
    const next = writeTsvFeed([{ ...board, price: "8.50 GBP" }, { ...sand, title: "Building Sand 25kg Bag" }, ballast]);

    failAfterWrites.armed = true;
    await expect(importFeed(database.db, { merchant: { slug: "alpha" }, sources: [next] })).rejects.toThrow(
      "simulated crash",
    );
    expect(await snapshot()).toEqual(before);

    failAfterWrites.armed = false;
    const retried = await importFeed(database.db, { merchant: { slug: "alpha" }, sources: [next] });
    expect(retried).toMatchObject({ offersNew: 1, offersUpdated: 2, priceChanges: 1 });
  });
});
