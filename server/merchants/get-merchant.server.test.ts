import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { feedImports } from "../db/schema.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, hideProduct } from "../../tests/setup/factories.ts";
import { findMerchantSlugById, getMerchant } from "./get-merchant.server.ts";

describe.each(testDatabases())("getMerchant on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("returns the merchant with product, stock and cheapest counts derived from offers", async () => {
    const { db } = database;
    const me = await createMerchant(db, {
      name: "Harbour Builders",
      logoUrl: "/merchant-logos/harbour.svg",
      verified: true,
    });
    const rival = await createMerchant(db);
    const third = await createMerchant(db);

    // Cheapest thanks to a sale price.
    const saleWin = await createProduct(db);
    await createOffer(db, { productId: saleWin.id, merchantId: me.id, price: 10, salePrice: 6 });
    await createOffer(db, { productId: saleWin.id, merchantId: rival.id, price: 7 });
    // A tie for the lowest price counts as cheapest.
    const tie = await createProduct(db);
    await createOffer(db, { productId: tie.id, merchantId: me.id, price: 5 });
    await createOffer(db, { productId: tie.id, merchantId: rival.id, price: 5 });
    // Cheaper but out of stock: a price nobody can pay is never the cheapest.
    const outOfStock = await createProduct(db);
    await createOffer(db, { productId: outOfStock.id, merchantId: me.id, price: 3, availability: "out_of_stock" });
    await createOffer(db, { productId: outOfStock.id, merchantId: rival.id, price: 5 });
    // Cheaper item, dearer delivered: delivery decides.
    const delivered = await createProduct(db);
    await createOffer(db, { productId: delivered.id, merchantId: me.id, price: 11.3, deliveryCost: 9.95 });
    await createOffer(db, { productId: delivered.id, merchantId: rival.id, price: 13.07, deliveryCost: 4.99 });
    // Undercut by another merchant.
    const beaten = await createProduct(db);
    await createOffer(db, { productId: beaten.id, merchantId: me.id, price: 9 });
    await createOffer(db, { productId: beaten.id, merchantId: third.id, price: 8.99 });
    // Only this merchant lists it: not a comparison.
    const alone = await createProduct(db);
    await createOffer(db, { productId: alone.id, merchantId: me.id, price: 1 });
    // The rival's cheaper offer has left its feed, so it does not count.
    const goneRival = await createProduct(db);
    await createOffer(db, { productId: goneRival.id, merchantId: me.id, price: 4 });
    await createOffer(db, { productId: goneRival.id, merchantId: rival.id, price: 2, availability: "not_in_feed" });
    // Neither a gone offer of ours nor a hidden product is listed.
    const goneMine = await createProduct(db);
    await createOffer(db, { productId: goneMine.id, merchantId: me.id, price: 1, availability: "not_in_feed" });
    await createOffer(db, { productId: goneMine.id, merchantId: rival.id, price: 3 });
    const hidden = await createProduct(db);
    await createOffer(db, { productId: hidden.id, merchantId: me.id, price: 1 });
    await createOffer(db, { productId: hidden.id, merchantId: rival.id, price: 3 });
    await hideProduct(db, hidden.id);

    const merchant = await getMerchant(db, me.slug);
    expect(merchant).toEqual({
      id: me.id,
      slug: me.slug,
      name: "Harbour Builders",
      websiteUrl: me.websiteUrl,
      logoUrl: "/merchant-logos/harbour.svg",
      verified: true,
      productCount: 7,
      inStockCount: 6,
      comparedCount: 5,
      cheapestCount: 2,
      lastImportAt: null,
    });
  });

  it("gives the finish time of the latest applied feed import", async () => {
    const { db } = database;
    const m = await createMerchant(db);
    const base = { merchantSlug: m.slug, source: "feed.tsv", startedAt: new Date("2026-11-01T08:00:00Z") };
    await db.insert(feedImports).values([
      { ...base, status: "applied", finishedAt: new Date("2026-11-20T09:30:00Z") },
      { ...base, status: "applied", finishedAt: new Date("2026-11-21T10:15:00Z") },
      { ...base, status: "failed", finishedAt: new Date("2026-11-22T11:00:00Z") },
    ]);
    expect((await getMerchant(db, m.slug))!.lastImportAt).toBe("2026-11-21T10:15:00.000Z");
  });

  it("counts nothing for a merchant without offers and never returns unsafe URLs", async () => {
    const { db } = database;
    const m = await createMerchant(db, { websiteUrl: "javascript:alert(1)", logoUrl: "//evil.example/logo.svg" });
    expect(await getMerchant(db, m.slug)).toMatchObject({
      websiteUrl: null,
      logoUrl: null,
      verified: false,
      productCount: 0,
      inStockCount: 0,
      comparedCount: 0,
      cheapestCount: 0,
    });
  });

  it("returns null for an unknown slug", async () => {
    expect(await getMerchant(database.db, "no-such-merchant")).toBeNull();
  });

  it("finds a slug by numeric id for old links", async () => {
    const m = await createMerchant(database.db);
    expect(await findMerchantSlugById(database.db, m.id)).toBe(m.slug);
    expect(await findMerchantSlugById(database.db, 987_654)).toBeNull();
    expect(await findMerchantSlugById(database.db, 99_999_999_999)).toBeNull();
  });
});
