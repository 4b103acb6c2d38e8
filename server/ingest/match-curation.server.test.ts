import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { importItems, type FeedItem } from "../../tests/setup/feed-files.ts";
import { mergeProducts } from "../curation/merge-products.server.ts";
import { splitOffer } from "../curation/split-offer.server.ts";
import { listMatchReview } from "../curation/list-match-review.server.ts";
import { rematch } from "./rematch-catalogue.server.ts";
import { PRODUCT_KEY_FORMAT } from "./normalise/index.ts";
import { findProductRedirect } from "../catalog/redirect-retired-products.server.ts";

const board = (id: string, extra: Partial<FeedItem> = {}): FeedItem => ({
  id,
  title: "Gyproc WallBoard Tapered Edge 2400mm x 1200mm x 12.5mm",
  brand: "British Gypsum",
  price: "9.98 GBP",
  ...extra,
});

interface Placement {
  merchant: string;
  item: string;
  product_id: number;
}

describe.each(testDatabases())("matching curation and rematch on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });

  const run = (slug: string, items: FeedItem[]) => importItems(database.db, slug, items);
  const placements = async () =>
    new Map(
      (
        await queryRows<Placement>(
          database.db,
          sql`select m.slug as merchant, o.merchant_item_id as item, o.product_id from offers o
              join merchants m on m.id = o.merchant_id`,
        )
      ).map((p) => [`${p.merchant}:${p.item}`, Number(p.product_id)]),
    );

  it("cuts a merchant's repeated keyword tail at import, and again at rematch and split", async () => {
    const tail = " Drainage Pipe Gutter Rainwater Plumbing";
    await run("discounter", [
      { id: "B45", title: `Acme 45° Single Socket Bend 110mm${tail}`, brand: "Acme", price: "6.00 GBP" },
      { id: "B87", title: `Acme 87.5° Single Socket Bend 110mm${tail}`, brand: "Acme", price: "6.00 GBP" },
      { id: "DPB", title: `Acme Round Downpipe Black 68mm x 2.5m${tail}`, brand: "Acme", price: "9.00 GBP" },
      { id: "DPG", title: `Acme Round Downpipe Grey 68mm x 2.5m${tail}`, brand: "Acme", price: "9.00 GBP" },
    ]);
    await run("yard", [
      { id: "Y45", title: "Acme Underground 45° Single Socket Bend 110mm", brand: "Acme", price: "6.50 GBP" },
      { id: "Y87", title: "Acme Underground 87.5° Single Socket Bend 110mm", brand: "Acme", price: "6.50 GBP" },
    ]);
    const before = await placements();
    expect(before.get("discounter:B45")).toBe(before.get("yard:Y45"));
    expect(before.get("discounter:B87")).toBe(before.get("yard:Y87"));

    await rematch(database.db);
    const after = await placements();
    expect(after.get("discounter:B45")).toBe(after.get("yard:Y45"));

    await splitOffer(database.db, { merchantSlug: "yard", itemId: "Y45" });
    await rematch(database.db);
    const split = await placements();
    expect(split.get("yard:Y45")).not.toBe(split.get("discounter:B45"));
  });

  it("compares a later merchant's offer with every stored member of a product, before and after rematch", async () => {
    const waterproofer = (id: string, title: string, gtin = ""): FeedItem => ({
      id,
      title,
      brand: "Everbuild",
      price: "12.00 GBP",
      gtin,
    });
    await run("alpha", [waterproofer("A1", "Everbuild Concrete & Mortar Waterproofer 5L", "5029347004507")]);
    await run("beta", [waterproofer("B1", "Everbuild Integral Waterproofer 5L", "5029347004507")]);
    // Gamma's words meet beta's (a member), not alpha's (the founder).
    await run("gamma", [waterproofer("C1", "Integral waterproofer 5L (trade counter)")]);
    const placed = await placements();
    expect(placed.get("gamma:C1")).toBe(placed.get("alpha:A1"));
    const stored = await queryRows<{ item: string; blocks: string[] | null }>(
      database.db,
      sql`select merchant_item_id as item, match_blocks as blocks from offers order by merchant_item_id`,
    );
    // The founder's profile is its product's; members keep their own.
    expect(stored.map((o) => [o.item, o.blocks === null])).toEqual([
      ["A1", true],
      ["B1", false],
      ["C1", false],
    ]);
    await rematch(database.db);
    const after = await placements();
    expect(after.get("gamma:C1")).toBe(after.get("alpha:A1"));
  });

  it("keeps one merchant's colour variants apart and never puts two of its items on one product", async () => {
    await run("yard", [
      {
        id: "DP-B",
        title: "FloPlast 68mm Round Downpipe 2.5m",
        brand: "FloPlast",
        price: "9.00 GBP",
        color: "Black",
        item_group_id: "DP68",
      },
      {
        id: "DP-G",
        title: "FloPlast 68mm Round Downpipe 2.5m",
        brand: "FloPlast",
        price: "9.00 GBP",
        color: "Grey",
        item_group_id: "DP68",
      },
      { id: "SAND-1", title: "Sharp Sand 25kg Bag", price: "4.50 GBP" },
      { id: "SAND-2", title: "Sharp Sand Bag 25kg", price: "4.60 GBP" },
    ]);
    await run("store", [
      { id: "X", title: "FloPlast Round Downpipe 68mm 2.5m Grey", brand: "FloPlast", price: "9.50 GBP", color: "grey" },
    ]);
    const placed = await placements();
    expect(placed.get("yard:DP-B")).not.toBe(placed.get("yard:DP-G"));
    expect(placed.get("yard:SAND-1")).not.toBe(placed.get("yard:SAND-2"));
    expect(placed.get("store:X")).toBe(placed.get("yard:DP-G"));
  });

  it("keeps an operator's merge and split through re-imports and rematch", async () => {
    await run("alpha", [board("A1"), { id: "A2", title: "Sharp Sand 25kg Bag", price: "4.50 GBP" }]);
    await run("beta", [board("B1"), { id: "B2", title: "Silver Sand 25kg", price: "4.70 GBP" }]);
    let placed = await placements();
    expect(placed.get("beta:B1")).toBe(placed.get("alpha:A1"));
    const sand = placed.get("alpha:A2")!;
    const grit = placed.get("beta:B2")!;
    expect(grit).not.toBe(sand);

    expect(await mergeProducts(database.db, sand, grit)).toEqual({ ok: true, moved: 1, pinned: 2 });
    const split = await splitOffer(database.db, { merchantSlug: "beta", itemId: "B1" });
    expect(split).toMatchObject({ ok: true, fromProductId: placed.get("alpha:A1") });

    // Titles change (so both feeds are matched again), then the whole catalogue is re-keyed.
    await run("alpha", [
      board("A1", { title: "Gyproc WallBoard TE 12.5mm 2400x1200" }),
      { id: "A2", title: "Sharp Sand 25kg", price: "4.50 GBP" },
    ]);
    await run("beta", [
      board("B1", { title: "Gyproc Wallboard 12.5mm Tapered 2400 x 1200" }),
      { id: "B2", title: "Silver Sand Bag 25kg", price: "4.70 GBP" },
    ]);
    await run("gamma", [board("C1")]);
    await rematch(database.db);
    placed = await placements();
    expect(placed.get("alpha:A2")).toBe(sand);
    expect(placed.get("beta:B2")).toBe(sand);
    expect(placed.get("beta:B1")).toBe(split.ok ? split.productId : -1);
    expect(placed.get("gamma:C1")).toBe(placed.get("alpha:A1"));
    expect(placed.get("gamma:C1")).not.toBe(placed.get("beta:B1"));
  });

  it("rematch keeps ids of unchanged products, every offer and its price history, and writes keys in this format", async () => {
    await run("alpha", [board("A1"), { id: "A2", title: "Sharp Sand 25kg Bag", price: "4.50 GBP" }]);
    await run("beta", [board("B1", { price: "10.20 GBP" })]);
    await run("beta", [board("B1", { price: "10.40 GBP" })]);
    const before = await placements();
    const history = sql`select count(*)::int as n from price_observations`;
    const [{ n: observations }] = (await queryRows<{ n: number }>(database.db, history)) as [{ n: number }];
    // As an older matcher would have left it: keys of another format.
    await database.db.execute(sql`update product_keys set format_version = 1`);

    const result = await rematch(database.db);
    expect(result).toMatchObject({
      offers: 3,
      products: 2,
      productsUnchanged: 2,
      productsNew: 0,
      productsRemoved: 0,
      offersMoved: 0,
    });
    expect(await placements()).toEqual(before);
    expect((await queryRows<{ n: number }>(database.db, history))[0]).toEqual({ n: observations });
    const versions = await queryRows<{ format_version: number }>(
      database.db,
      sql`select distinct format_version from product_keys`,
    );
    expect(versions).toEqual([{ format_version: PRODUCT_KEY_FORMAT }]);
  });

  it("re-keys an outdated catalogue by itself on the next import, and says so", async () => {
    await run("alpha", [board("A1")]);
    await database.db.execute(sql`update product_keys set format_version = 1`);
    const summary = await run("beta", [board("B1")]);
    expect(summary.rekeyed).toMatchObject({ offers: 1, products: 1, productsUnchanged: 1 });
    const placed = await placements();
    expect(placed.get("beta:B1")).toBe(placed.get("alpha:A1"));
  });

  it("keys a title naming a maker no merchant had named yet as before, until the next rematch (decision 068)", async () => {
    const cement = (id: string, title: string, brand?: string): FeedItem => ({ id, title, brand, price: "6.00 GBP" });
    await run("alpha", [cement("G", "General Purpose Cement 25kg")]);
    await run("yard", [cement("C", "CORVANE GENERAL PURPOSE CEMENT 25KG")]);
    await run("diy", [cement("D", "Corvane General Purpose Cement 25kg", "Corvane")]);
    // What a shopper sees meanwhile: the yard's Corvane bag keyed as generic cement, and the maker's own bag,
    // like any branded offer with an unbranded product of the same facts, joined to it by similarity.
    const before = await placements();
    expect(new Set(before.values()).size).toBe(1);
    await rematch(database.db);
    const after = await placements();
    expect(after.get("yard:C")).toBe(after.get("diy:D"));
    expect(after.get("alpha:G")).not.toBe(after.get("yard:C"));
  });

  it("sends links to a merged-away product on to the product that took its offers, through later merges too", async () => {
    await run("alpha", [{ id: "A", title: "Sharp Sand 25kg Bag", price: "4.50 GBP" }]);
    await run("beta", [{ id: "B", title: "Silver Sand 25kg", price: "4.70 GBP" }]);
    await run("gamma", [{ id: "C", title: "Plastering Sand 25kg", price: "4.90 GBP" }]);
    const placed = await placements();
    const [a, b, c] = [placed.get("alpha:A")!, placed.get("beta:B")!, placed.get("gamma:C")!];
    expect(new Set([a, b, c]).size).toBe(3);

    expect(await mergeProducts(database.db, b, a)).toMatchObject({ ok: true });
    expect(await findProductRedirect(database.db, a)).toBe(b);
    expect(await mergeProducts(database.db, c, b)).toMatchObject({ ok: true });
    expect(await findProductRedirect(database.db, a)).toBe(c);
    expect(await findProductRedirect(database.db, b)).toBe(c);
    expect(await findProductRedirect(database.db, c)).toBeNull();
  });

  it("refuses to merge two products one merchant sells separately unless told to", async () => {
    await run("alpha", [board("A1"), { id: "A2", title: "Sharp Sand 25kg Bag", price: "4.50 GBP" }]);
    const placed = await placements();
    const outcome = await mergeProducts(database.db, placed.get("alpha:A1")!, placed.get("alpha:A2")!);
    expect(outcome).toMatchObject({ ok: false, reason: expect.stringContaining("alpha") });
    expect(await splitOffer(database.db, { merchantSlug: "alpha", itemId: "A1" })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("already alone"),
    });
  });

  it("lists a near miss for review, with what nearly matched", async () => {
    await run("alpha", [
      {
        id: "A1",
        title: "Kingspan Kooltherm K7 Pitched Roof Board 2400 x 1200 x 100mm",
        brand: "Kingspan",
        price: "80.00 GBP",
      },
    ]);
    await run("beta", [
      { id: "B1", title: "Kingspan K7 Board 100mm 2400x1200 Rafter", brand: "Kingspan", price: "82.00 GBP" },
    ]);
    const placed = await placements();
    const [a, b] = [placed.get("alpha:A1")!, placed.get("beta:B1")!];
    expect(a).not.toBe(b);
    const items = await listMatchReview(database.db, 10);
    expect(items[0]).toMatchObject({ kind: "near-miss", a: { id: Math.min(a, b) }, b: { id: Math.max(a, b) } });
    expect(items[0]!.margin).toBeLessThan(0);
    expect(items[0]!.reason).toContain("k7");
  });
});
