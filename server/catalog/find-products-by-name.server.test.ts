import { describe, expect, it } from "vitest";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import {
  createImageOverride,
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "../search/rebuild-search-index.server.ts";
import { findProductsByName } from "./find-products-by-name.server.ts";

describe.each(testDatabases())("findProductsByName on $name", (engine) => {
  const database = freshTestDatabase(engine);

  it("needs every word in the name, brand, titles or category, in any order, never only in a description", async () => {
    const { db } = database;
    const m = await createMerchant(db);
    const wanted = await createProduct(db, { name: "Kiln Dried SHARP Sand 25kg", category: "sand" });
    await createOffer(db, { productId: wanted.id, merchantId: m.id, price: 4 });
    await createProduct(db, { name: "Sharp Gravel 25kg", description: "Not sand at all, despite this sand text" });
    await createProduct(db, { name: "Building Sand 25kg", category: "sand" });
    await rebuildSearchIndex(db);

    const found = await findProductsByName(db, "sand sharp");
    expect(found.map((p) => p.name)).toEqual(["Kiln Dried SHARP Sand 25kg"]);
    expect(found[0]).toMatchObject({ id: wanted.id, category: "sand", categoryLabel: "Sand" });
  });

  it("ranks by the search engine's relevance (exact name first), then by merchant count", async () => {
    const { db } = database;
    const [a, b, c] = [await createMerchant(db), await createMerchant(db), await createMerchant(db)];
    const exact = await createProduct(db, { name: "Ranktest Skirting BOARD", category: "skirting-architrave" });
    const twoMerchants = await createProduct(db, { name: "Pine Ranktest Skirting Board Pack" });
    const oneMerchant = await createProduct(db, { name: "Oak Ranktest Skirting Board" });
    const none = await createProduct(db, { name: "Ranktest Skirting Board 2.4m" });
    // Only the merchants' titles say "skirting board": a weaker match, however widely stocked.
    const byTitles = await createProduct(db, { name: "Ranktest Ogee Moulding" });
    for (const m of [a!, b!, c!]) {
      await createOffer(db, { productId: byTitles.id, merchantId: m.id, title: "Ranktest Skirting Board Ogee" });
    }
    for (const m of [a!, b!]) await createOffer(db, { productId: twoMerchants.id, merchantId: m.id });
    await createOffer(db, { productId: oneMerchant.id, merchantId: a!.id });
    await rebuildSearchIndex(db);

    const found = await findProductsByName(db, "Ranktest Skirting Board");
    expect(found.map((p) => p.id)).toEqual([exact.id, twoMerchants.id, oneMerchant.id, none.id, byTitles.id]);
    expect(found.map((p) => p.merchantCount)).toEqual([0, 2, 1, 0, 3]);
  });

  it("corrects typos, finds synonyms and sizes, and never matches part of a word", async () => {
    const { db } = database;
    const m = await createMerchant(db);
    const board = await createProduct(db, {
      name: "Typotest Plasterboard Tapered Edge 2400 x 1200 x 12.5mm",
      category: "plasterboard",
    });
    const thick = await createProduct(db, {
      name: "Typotest Plasterboard Tapered Edge 2400 x 1200 x 15mm",
      category: "plasterboard",
    });
    const aggregate = await createProduct(db, { name: "Typotest All-in Aggregate 850kg", category: "aggregates" });
    for (const p of [board, thick, aggregate]) await createOffer(db, { productId: p.id, merchantId: m.id });
    await rebuildSearchIndex(db);

    const ids = async (text: string) => (await findProductsByName(db, text)).map((p) => p.id).sort();
    expect(await ids("typotest plasterbord")).toEqual([board.id, thick.id].sort());
    expect(await ids("typotest ballast")).toEqual([aggregate.id]);
    expect(await ids("typotest plasterboard 15mm")).toEqual([thick.id]);
    expect(await ids("tap")).toEqual([]);
    expect(await ids("tapered")).toEqual([board.id, thick.id].sort());
  });

  it("gives the lowest effective price and counts merchants without gone offers", async () => {
    const { db } = database;
    const [a, b, c] = [await createMerchant(db), await createMerchant(db), await createMerchant(db)];
    const product = await createProduct(db, { name: "Pricetest Plasterboard 12.5mm" });
    await createOffer(db, { productId: product.id, merchantId: a!.id, price: 9 });
    await createOffer(db, { productId: product.id, merchantId: b!.id, price: 10, salePrice: 7.5 });
    await createOffer(db, { productId: product.id, merchantId: c!.id, price: 2, availability: "not_in_feed" });
    const bare = await createProduct(db, { name: "Pricetest Plasterboard Offcut" });
    await rebuildSearchIndex(db);

    const found = await findProductsByName(db, "pricetest plasterboard");
    const byId = new Map(found.map((p) => [p.id, p]));
    expect(byId.get(product.id)).toMatchObject({ lowestPrice: 7.5, merchantCount: 2 });
    expect(byId.get(bare.id)).toMatchObject({ lowestPrice: null, merchantCount: 0 });
  });

  it("never returns hidden or excluded products, and resolves image overrides safely", async () => {
    const { db } = database;
    const hidden = await createProduct(db, { name: "Vistest Timber Hidden" });
    await hideProduct(db, hidden.id);
    await createNameExclusion(db, "vistest timber excluded");
    await createProduct(db, { name: "Vistest Timber Excluded Pack" });
    const shown = await createProduct(db, { name: "Vistest Timber Shown", imageUrl: "javascript:alert(1)" });
    const overridden = await createProduct(db, { name: "Vistest Timber Override" });
    await createImageOverride(db, { productId: overridden.id, imageUrl: "/demo-images/timber-treated.svg" });
    await rebuildSearchIndex(db);

    const found = await findProductsByName(db, "vistest timber");
    expect(found.map((p) => p.id).sort()).toEqual([shown.id, overridden.id].sort());
    expect(found.find((p) => p.id === shown.id)!.imageUrl).toBeNull();
    expect(found.find((p) => p.id === overridden.id)!.imageUrl).toBe("/demo-images/timber-treated.svg");
  });

  it("reads punctuation as the engine does (never as query syntax) and returns nothing for blank text", async () => {
    const { db } = database;
    const board = await createProduct(db, { name: "Littest Recycled Board" });
    await rebuildSearchIndex(db);
    for (const text of ["littest & | ! ( ) : * ' \\ %", "LITTEST_recycled", "'littest':* | board"]) {
      expect((await findProductsByName(db, text)).map((p) => p.id)).toEqual([board.id]);
    }
    expect(await findProductsByName(db, "   ")).toEqual([]);
    expect(await findProductsByName(db, "%_")).toEqual([]);
  });

  it("returns at most the limit", async () => {
    const { db } = database;
    for (let i = 0; i < 4; i++) await createProduct(db, { name: `Limittest Brick ${i}` });
    await rebuildSearchIndex(db);
    expect(await findProductsByName(db, "limittest", 3)).toHaveLength(3);
    expect(await findProductsByName(db, "limittest")).toHaveLength(4);
  });
});
