import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { eq } from "drizzle-orm";
import { offers, priceObservations } from "../db/schema.ts";
import { createMerchant, createOffer, createProduct } from "../../tests/setup/factories.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { getPriceHistory } from "./get-price-history.server.ts";

describe.each(testDatabases())("getPriceHistory on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  async function seed() {
    const { db } = database;
    const product = await createProduct(db);
    const other = await createProduct(db);
    const alpha = await createMerchant(db, { slug: "alpha", name: "Alpha Builders" });
    const beta = await createMerchant(db, { slug: "beta", name: "Beta Supplies" });
    const a = await createOffer(db, { productId: product.id, merchantId: alpha.id, price: 12 });
    const b = await createOffer(db, { productId: product.id, merchantId: beta.id, price: 14 });
    const elsewhere = await createOffer(db, { productId: other.id, merchantId: alpha.id, price: 99 });
    await db.insert(priceObservations).values([
      { offerId: a.id, price: 15, observedAt: new Date("2026-09-01T10:00:00Z") },
      { offerId: a.id, price: 13, observedAt: new Date("2026-10-01T10:00:00Z") },
      // A sale: the buyer pays the sale price, the regular price is kept alongside.
      { offerId: a.id, price: 13, salePrice: 11.5, observedAt: new Date("2026-11-10T10:00:00Z") },
      { offerId: b.id, price: 14, observedAt: new Date("2026-11-01T10:00:00Z") },
      { offerId: elsewhere.id, price: 99, observedAt: new Date("2026-11-05T10:00:00Z") },
    ]);
    return { product, a, b };
  }

  it("returns every change of the product's offers, oldest first, with merchant and buyer's price", async () => {
    const { product, a, b } = await seed();
    const points = await getPriceHistory(database.db, product.id);
    expect(points).toEqual([
      {
        offerId: a.id,
        merchantSlug: "alpha",
        merchantName: "Alpha Builders",
        price: 15,
        regularPrice: 15,
        observedAt: "2026-09-01T10:00:00.000Z",
        leftFeedAt: null,
      },
      expect.objectContaining({ offerId: a.id, price: 13, observedAt: "2026-10-01T10:00:00.000Z" }),
      expect.objectContaining({ offerId: b.id, merchantName: "Beta Supplies", price: 14 }),
      expect.objectContaining({ offerId: a.id, price: 11.5, regularPrice: 13 }),
    ]);
  });

  it("carries in the price in force at `from`, dated `from`, and stops at `to`", async () => {
    const { product, a, b } = await seed();
    const from = new Date("2026-10-15T00:00:00Z");
    const points = await getPriceHistory(database.db, product.id, { from, to: new Date("2026-11-05T00:00:00Z") });
    expect(points.map((p) => [p.offerId, p.price, p.observedAt])).toEqual([
      [a.id, 13, "2026-10-15T00:00:00.000Z"],
      [b.id, 14, "2026-11-01T10:00:00.000Z"],
    ]);
  });

  it("carries in every offer seen before `from`, in offer order, and returns nothing for a window before all history", async () => {
    const { product, b } = await seed();
    const late = await getPriceHistory(database.db, product.id, { from: new Date("2026-11-05T00:00:00Z") });
    expect(late.filter((p) => p.offerId === b.id).map((p) => p.observedAt)).toEqual(["2026-11-05T00:00:00.000Z"]);
    expect(late.map((p) => p.price)).toEqual([13, 14, 11.5]);
    expect(await getPriceHistory(database.db, product.id, { to: new Date("2026-01-01T00:00:00Z") })).toEqual([]);
  });

  it("says when an offer left its merchant's feed", async () => {
    const { product, b } = await seed();
    const left = new Date("2026-11-20T06:00:00Z");
    await database.db
      .update(offers)
      .set({ availability: "not_in_feed", available: false, lastChangedAt: left })
      .where(eq(offers.id, b.id));
    const points = await getPriceHistory(database.db, product.id);
    expect(points.filter((p) => p.offerId === b.id).map((p) => p.leftFeedAt)).toEqual([left.toISOString()]);
    expect(points.filter((p) => p.offerId !== b.id).every((p) => p.leftFeedAt === null)).toBe(true);
  });

  it("is empty for a product without recorded prices", async () => {
    const product = await createProduct(database.db);
    expect(await getPriceHistory(database.db, product.id)).toEqual([]);
  });
});
