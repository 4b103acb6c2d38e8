import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant, type MerchantRow } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "../search/rebuild-search-index.server.ts";
import { NO_LISTING_FILTERS } from "./listing-conditions.server.ts";
import { listProducts, type ProductListingQuery } from "./list-products.server.ts";
import { countProductsByCategory } from "./count-products-by-category.server.ts";
import { browseProducts } from "./browse-products.server.ts";

const base: ProductListingQuery = { ...NO_LISTING_FILTERS, sort: "price_asc", page: 1, pageSize: 24 };

/** Listings filter with the search engine (docs/decisions/017-one-search-path.md). */
describe.each(testDatabases())("listing search on $name", (engine) => {
  let database: Database;
  let db: Db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    const alpha = await createMerchant(db, { slug: "alpha", name: "Alpha Builders" });
    const beta = await createMerchant(db, { slug: "beta", name: "Beta Supplies" });
    const add = async (key: string, name: string, category: string, sellers: Array<[MerchantRow, number]>) => {
      const row = await createListedProduct(
        db,
        { name, category },
        sellers.map(([m, price]) => ({ merchantId: m.id, price })),
      );
      ids[key] = row.id;
    };
    await add("board125", "Gyproc Plasterboard Tapered Edge 2400 x 1200 x 12.5mm", "plasterboard", [[alpha, 9.5]]);
    await add("board15", "Gyproc Plasterboard Tapered Edge 2400 x 1200 x 15mm", "plasterboard", [[alpha, 12]]);
    await add("square", "Knauf Plasterboard Square Edge 2400 x 1200 x 12.5mm", "plasterboard", [[beta, 8.75]]);
    await add("moisture", "Moisture Resistant Plasterboard 12.5mm", "plasterboard", [[beta, 14]]);
    await add("fire", "Fire Plasterboard 2400 x 1200 x 15mm", "plasterboard", [
      [alpha, 13],
      [beta, 12.5],
    ]);
    await add("screws", "Plasterboard Screws 32mm Box of 1000", "other", [[alpha, 6]]);
    await add("plaster", "Thistle Multi-Finish Plaster 25kg", "plaster", [[alpha, 11]]);
    await add("aggregate", "All-in Aggregate 850kg Bulk Bag", "aggregates", [[beta, 62]]);
    await add("tap", "Outside Tap Kit", "other", [[alpha, 15]]);
    await add("timber", "C24 Treated Timber 47 x 100mm x 2.4m", "timber", [[alpha, 6.5]]);
    await add("cls", "CLS Studwork 38 x 89mm x 2.4m", "timber", [[beta, 4.1]]);
    await add("batten", "Treated Roofing Batten 25 x 50mm 4.8m", "timber", [[beta, 3.1]]);
    await rebuildSearchIndex(db);
  });

  afterAll(async () => {
    await database.close();
  });

  const found = async (text: string, extra: Partial<ProductListingQuery> = {}) =>
    (await listProducts(db, { ...base, text, ...extra })).items.map((p) => p.id);
  const boards = () => [ids.square!, ids.board125!, ids.board15!, ids.fire!, ids.moisture!];

  it("corrects a typo as /search does, and says so on the page", async () => {
    expect(await found("plasterbord")).toEqual([ids.screws, ...boards()]);
    const browse = await browseProducts(db, new URLSearchParams("q=plasterbord&sort=price_asc"), {
      categories: [],
      defaultSort: "merchants",
      searchable: true,
    });
    expect(browse.listing.total).toBe(6);
    expect(browse.problems).toEqual(['Showing results for "plasterboard".']);
    const exact = await browseProducts(db, new URLSearchParams("q=plasterboard"), {
      categories: [],
      defaultSort: "merchants",
      searchable: true,
    });
    expect(exact.problems).toEqual([]);
  });

  it("never finds part of a word: 'tap' is not 'tapered'", async () => {
    expect(await found("tap")).toEqual([ids.tap]);
    expect(await found("tapered")).toEqual([ids.board125, ids.board15]);
    expect(await found("plaster")).toEqual([ids.plaster]);
  });

  it("finds a product by the trade's other word for it", async () => {
    expect(await found("ballast")).toEqual([ids.aggregate]);
  });

  it("filters by a size stated beside words, by trade sizes alone, and never by a bare number", async () => {
    expect(await found("plasterboard 15mm")).toEqual([ids.board15, ids.fire]);
    expect(await found("12.5mm plasterboard tapered")).toEqual([ids.board125]);
    expect(await found("4x2")).toEqual([ids.cls, ids.timber]);
    expect(await found("treated 4x2")).toEqual([ids.timber]);
    // "100" may be a thickness, a weight or a model: beside words it cannot narrow a page that is not ranked.
    expect(await found("tapered 100")).toEqual([ids.board125, ids.board15]);
  });

  it("combines with a category filter, sorting and paging, and keeps the total past the last page", async () => {
    const byCategory = { categories: ["plasterboard" as const], pageSize: 2 };
    const first = await listProducts(db, { ...base, ...byCategory, text: "plasterbord" });
    expect(first).toMatchObject({ total: 5, pageCount: 3, page: 1 });
    expect(first.items.map((p) => p.id)).toEqual(boards().slice(0, 2));
    const last = await listProducts(db, { ...base, ...byCategory, text: "plasterbord", page: 3 });
    expect(last.items.map((p) => p.id)).toEqual(boards().slice(4));
    const beyond = await listProducts(db, { ...base, ...byCategory, text: "plasterbord", page: 9 });
    expect(beyond).toMatchObject({ items: [], total: 5, pageCount: 3 });

    const descending = await listProducts(db, { ...base, ...byCategory, text: "plasterboard", sort: "price_desc" });
    expect(descending.items.map((p) => p.id)).toEqual([ids.moisture, ids.fire]);
  });

  it("combines with merchant and price filters, scoping the offers as before", async () => {
    const atBeta = await listProducts(db, { ...base, text: "plasterboard", merchantSlugs: ["beta"] });
    expect(atBeta.items.map((p) => [p.id, p.lowestPrice])).toEqual([
      [ids.square, 8.75],
      [ids.fire, 12.5],
      [ids.moisture, 14],
    ]);
    expect(await found("plasterboard", { minPrice: 10, maxPrice: 13 })).toEqual([ids.board15, ids.fire]);
  });

  it("counts each category's matches for the category chips", async () => {
    const counts = await countProductsByCategory(db, { ...NO_LISTING_FILTERS, text: "plasterbord" });
    const nonZero = Object.fromEntries(counts.filter((c) => c.count > 0).map((c) => [c.slug, c.count]));
    expect(nonZero).toEqual({ plasterboard: 5, other: 1 });
  });

  it("finds nothing for words the catalogue does not know, and everything for blank text", async () => {
    expect(await found("unobtainium")).toEqual([]);
    expect(await found("cheap")).toEqual([]);
    expect((await listProducts(db, { ...base, text: "   " })).total).toBe(12);
  });
});
