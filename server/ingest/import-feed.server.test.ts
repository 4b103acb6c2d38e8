import { sql, type SQL } from "drizzle-orm";
import { queryRows } from "../db/query-rows.server.ts";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { importItems, type FeedItem } from "../../tests/setup/feed-files.ts";
import { ImportFailedError } from "./import-feed.server.ts";

const plasterboard: FeedItem = {
  id: "PB-125",
  title: "British Gypsum Gyproc WallBoard Tapered Edge 2400mm x 1200mm x 12.5mm",
  price: "9.98 GBP",
  brand: "British Gypsum",
  gtin: "5010899000123",
  availability: "in_stock",
};
const sand: FeedItem = {
  id: "000123",
  title: "Sharp Sand 25kg Bag",
  price: "4.50 GBP",
  unit_pricing_measure: "25kg",
  availability: "in stock",
};
const ballast: FeedItem = {
  id: "BAL-1",
  title: "All-in Ballast 850kg Bulk Bag",
  price: "62.00 GBP",
  availability: "in_stock",
};

const rows = <T = Record<string, unknown>>(db: Database["db"], query: SQL) => queryRows<T>(db, query);

describe.each(testDatabases())("importFeed on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });

  const run = (slug: string, items: FeedItem[]) => importItems(database.db, slug, items);

  it("leaves nothing in the search indexes' pending lists once an import commits (searches never scan one)", async () => {
    const pendingPages = async () =>
      Number((await rows<{ pages: number }>(database.db, sql`select flush_search_pending_lists() as pages`))[0]!.pages);
    await run("alpha", [plasterboard, sand, ballast]);
    expect(await pendingPages()).toBe(0);
    await run("alpha", [{ ...plasterboard, price: "10.49 GBP" }, sand, ballast]);
    expect(await pendingPages()).toBe(0);
    // The check can see a pending list: a document written outside an import leaves one.
    await database.db.execute(sql`update search_documents set in_stock_count = in_stock_count + 1`);
    expect(await pendingPages()).toBeGreaterThan(0);
  });

  it("imports, records price changes on re-import, and retires offers gone from the feed", async () => {
    const first = await run("alpha", [plasterboard, sand, ballast]);
    expect(first).toMatchObject({ rowsRead: 3, rowsImported: 3, offersNew: 3, productsNew: 3, offersGone: 0 });

    const unchanged = await run("alpha", [plasterboard, sand, ballast]);
    expect(unchanged).toMatchObject({ offersNew: 0, offersUpdated: 0, offersUnchanged: 3, priceChanges: 0 });

    const second = await run("alpha", [{ ...plasterboard, price: "10.49 GBP" }, sand]);
    expect(second).toMatchObject({ offersUpdated: 1, offersUnchanged: 1, priceChanges: 1, offersGone: 1 });

    const offers = await rows<{ merchant_item_id: string; price: number; available: boolean; availability: string }>(
      database.db,
      sql`select merchant_item_id, price::float8 as price, available, availability from offers order by merchant_item_id`,
    );
    expect(offers).toEqual([
      { merchant_item_id: "000123", price: 4.5, available: true, availability: "in_stock" },
      { merchant_item_id: "BAL-1", price: 62, available: false, availability: "not_in_feed" },
      { merchant_item_id: "PB-125", price: 10.49, available: true, availability: "in_stock" },
    ]);
    const history = await rows<{ price: number }>(
      database.db,
      sql`select po.price::float8 as price from price_observations po join offers o on o.id = po.offer_id
          where o.merchant_item_id = 'PB-125' order by po.id`,
    );
    expect(history.map((h) => h.price)).toEqual([9.98, 10.49]);

    const back = await run("alpha", [plasterboard, sand, ballast]);
    expect(back).toMatchObject({ offersUpdated: 2, priceChanges: 1, offersGone: 0 });
  });

  it("keeps an offer on its product when only price or stock change, and re-matches when its title changes", async () => {
    await run("alpha", [plasterboard, sand]);
    const productOf = async (item: string) =>
      (
        await rows<{ product_id: number; match_reason: string }>(
          database.db,
          sql`select product_id, match_reason from offers where merchant_item_id = ${item}`,
        )
      )[0]!;
    const before = await productOf("000123");
    const repriced = await run("alpha", [plasterboard, { ...sand, price: "4.10 GBP", availability: "out_of_stock" }]);
    expect(repriced).toMatchObject({ offersUpdated: 1, priceChanges: 1, productsNew: 0 });
    expect(await productOf("000123")).toEqual(before);

    const renamed = await run("alpha", [plasterboard, { ...sand, title: "Building Sand 25kg Bag" }]);
    expect(renamed.productsNew).toBe(1);
    expect((await productOf("000123")).product_id).not.toBe(before.product_id);
    const orphan = await rows(database.db, sql`select id from products where id = ${before.product_id}`);
    expect(orphan).toEqual([]);
  });

  it("puts the same product from two merchants on one product, worded differently", async () => {
    await run("alpha", [plasterboard, sand]);
    const beta = await run("beta", [
      {
        id: "x1",
        title: "Gyproc Wallboard 12.5mm 1200 x 2400 Plasterboard",
        price: "10.20 GBP",
        brand: "Gyproc",
        gtin: "0 5010899 00012 3",
      },
      {
        id: "x2",
        title: "Gyproc Moisture Resistant Plasterboard 12.5mm 2400x1200",
        price: "14.20 GBP",
        brand: "Gyproc",
      },
    ]);
    expect(beta.productsNew).toBe(1);
    expect(beta.matches.find((m) => m.itemId === "x1")?.reason).toMatch(/GTIN/);
    const products = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
    expect(products[0]!.n).toBe(3);
  });

  it("reports bad rows with line, id and reason and applies the rest", async () => {
    const summary = await run("gamma", [
      sand,
      { id: "", title: "No id", price: "1 GBP" },
      { ...ballast, price: "62 EUR" },
      { ...sand, title: "Duplicate" },
      { id: "L1", title: "Bad link", price: "3 GBP", link: "javascript:alert(1)" },
    ]);
    expect(summary.rowsImported).toBe(1);
    expect(summary.rejections).toEqual([
      { line: 3, item: null, itemId: null, reason: "id missing" },
      { line: 4, item: null, itemId: "BAL-1", reason: "price in EUR, not GBP" },
      { line: 5, item: null, itemId: "000123", reason: "id repeated (first on line 2)" },
      { line: 6, item: null, itemId: "L1", reason: "link is not an absolute http(s) URL" },
    ]);
    const stored = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from feed_rejections`);
    expect(stored[0]!.n).toBe(4);
  });

  it("applies nothing when no row is valid, and records the failed import", async () => {
    await expect(run("delta", [{ id: "1", title: "", price: "2 GBP" }])).rejects.toThrow(ImportFailedError);
    const offers = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from offers`);
    const imports = await rows<{ status: string }>(database.db, sql`select status from feed_imports`);
    expect(offers[0]!.n).toBe(0);
    expect(imports).toEqual([{ status: "failed" }]);
  });
});
