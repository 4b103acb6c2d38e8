import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import {
  createImageOverride,
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { findProductsByName, searchWords } from "./find-products-by-name.server.ts";

describe("searchWords", () => {
  it("lower-cases, splits on whitespace, drops repeats and caps the word count", () => {
    expect(searchWords("  Sharp  SAND\tsharp ")).toEqual(["sharp", "sand"]);
    expect(searchWords("   ")).toEqual([]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe.each(testDatabases())("findProductsByName on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("needs every word in the name, case-insensitively, in any order", async () => {
    const { db } = database;
    const m = await createMerchant(db);
    const wanted = await createProduct(db, { name: "Kiln Dried SHARP Sand 25kg" });
    await createOffer(db, { productId: wanted.id, merchantId: m.id, price: 4 });
    await createProduct(db, { name: "Sharp Gravel 25kg", description: "Not sand at all, despite this sand text" });
    await createProduct(db, { name: "Building Sand 25kg" });

    const found = await findProductsByName(db, "sand sharp");
    expect(found.map((p) => p.name)).toEqual(["Kiln Dried SHARP Sand 25kg"]);
    expect(found[0]).toMatchObject({ id: wanted.id, category: "cement", categoryLabel: "Cement" });
  });

  it("ranks exact, prefix and phrase matches before scattered words, then by merchant count", async () => {
    const { db } = database;
    const [a, b, c] = [await createMerchant(db), await createMerchant(db), await createMerchant(db)];
    const scattered = await createProduct(db, { name: "Ranktest Board Ogee Skirting" });
    const phraseWide = await createProduct(db, { name: "Pine Ranktest Skirting Board Pack" });
    const phraseNarrow = await createProduct(db, { name: "Oak Ranktest Skirting Board" });
    const prefix = await createProduct(db, { name: "Ranktest Skirting Board 2.4m" });
    const exact = await createProduct(db, { name: "ranktest skirting BOARD" });
    for (const m of [a!, b!, c!]) await createOffer(db, { productId: scattered.id, merchantId: m.id });
    for (const m of [a!, b!]) await createOffer(db, { productId: phraseWide.id, merchantId: m.id });
    await createOffer(db, { productId: phraseNarrow.id, merchantId: a!.id });

    const found = await findProductsByName(db, "Ranktest Skirting Board");
    expect(found.map((p) => p.id)).toEqual([exact.id, prefix.id, phraseWide.id, phraseNarrow.id, scattered.id]);
    expect(found.map((p) => p.merchantCount)).toEqual([0, 0, 2, 1, 3]);
  });

  it("gives the lowest effective price and counts merchants without gone offers", async () => {
    const { db } = database;
    const [a, b, c] = [await createMerchant(db), await createMerchant(db), await createMerchant(db)];
    const product = await createProduct(db, { name: "Pricetest Plasterboard 12.5mm" });
    await createOffer(db, { productId: product.id, merchantId: a!.id, price: 9 });
    await createOffer(db, { productId: product.id, merchantId: b!.id, price: 10, salePrice: 7.5 });
    await createOffer(db, { productId: product.id, merchantId: c!.id, price: 2, availability: "not_in_feed" });
    const bare = await createProduct(db, { name: "Pricetest Plasterboard Offcut" });

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

    const found = await findProductsByName(db, "vistest timber");
    expect(found.map((p) => p.id).sort()).toEqual([shown.id, overridden.id].sort());
    expect(found.find((p) => p.id === shown.id)!.imageUrl).toBeNull();
    expect(found.find((p) => p.id === overridden.id)!.imageUrl).toBe("/demo-images/timber-treated.svg");
  });

  it("matches %, _ and backslash literally and returns nothing for blank text", async () => {
    const { db } = database;
    const literal = await createProduct(db, { name: "Littest 100% Recycled_Board \\ Edge" });
    await createProduct(db, { name: "Littest 1000 Recycled Board" });
    expect((await findProductsByName(db, "littest 100%")).map((p) => p.id)).toEqual([literal.id]);
    expect((await findProductsByName(db, "littest d_b")).map((p) => p.id)).toEqual([literal.id]);
    expect((await findProductsByName(db, "littest \\")).map((p) => p.id)).toEqual([literal.id]);
    expect(await findProductsByName(db, "   ")).toEqual([]);
  });

  it("returns at most the limit", async () => {
    const { db } = database;
    for (let i = 0; i < 4; i++) await createProduct(db, { name: `Limittest Brick ${i}` });
    expect(await findProductsByName(db, "limittest", 3)).toHaveLength(3);
    expect(await findProductsByName(db, "limittest")).toHaveLength(4);
  });
});
