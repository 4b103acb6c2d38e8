import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, recordPrice } from "../../tests/setup/factories.ts";
import { listDealsPage } from "./list-deals-page.server.ts";

const DAY = 86_400_000;

describe.each(testDatabases())("the /deals page's data on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("gives each deal its product card, counts deals per category and filters by one", async () => {
    const { db } = database;
    const alpha = await createMerchant(db, { name: "Alpha Builders" });
    const beta = await createMerchant(db, { name: "Beta Supplies" });
    const deal = async (name: string, category: string, history: number, today: number) => {
      const product = await createProduct(db, { name, category });
      const offer = await createOffer(db, { productId: product.id, merchantId: alpha.id, price: today });
      await recordPrice(db, { offerId: offer.id, price: history, observedAt: new Date(Date.now() - 50 * DAY) });
      await recordPrice(db, { offerId: offer.id, price: today, observedAt: new Date() });
      return product;
    };
    const batten = await deal("Batten", "timber", 20, 12);
    await createOffer(db, { productId: batten.id, merchantId: beta.id, price: 19, availability: "out_of_stock" });
    await deal("Mortar", "concrete-mortar", 40, 30);

    const all = await listDealsPage(db, { page: 1 });
    expect(all.total).toBe(2);
    expect(all.allTotal).toBe(2);
    expect(all.categories).toEqual([
      { slug: "concrete-mortar", label: "Concrete & Mortar", count: 1 },
      { slug: "timber", label: "Timber", count: 1 },
    ]);
    expect(all.deals.map((d) => [d.product.name, d.todayPrice, d.typicalPrice, d.drop, d.dropPercent])).toEqual([
      ["Batten", 12, 20, 8, 40],
      ["Mortar", 30, 40, 10, 25],
    ]);
    // The card's own figures: two merchants, one in stock, the cheapest named.
    expect(all.deals[0]!.product).toMatchObject({
      id: batten.id,
      merchantCount: 2,
      inStockMerchantCount: 1,
      cheapestMerchant: "Alpha Builders",
      lowestPrice: 12,
    });

    const timber = await listDealsPage(db, { category: "timber", page: 1 });
    expect(timber.deals.map((d) => d.product.name)).toEqual(["Batten"]);
    expect([timber.total, timber.allTotal, timber.categories.length]).toEqual([1, 2, 2]);

    const beyond = await listDealsPage(db, { page: 2 });
    expect([beyond.deals, beyond.total, beyond.page, beyond.pageCount]).toEqual([[], 2, 2, 1]);

    const none = await listDealsPage(db, { category: "bricks", page: 1 });
    expect([none.deals, none.total, none.allTotal]).toEqual([[], 0, 2]);
  });
});
