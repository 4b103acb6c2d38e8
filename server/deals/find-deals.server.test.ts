import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import type { Db } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, hideProduct, recordPrice } from "../../tests/setup/factories.ts";
import { findDeals } from "./find-deals.server.ts";
import { getPriceTrend, inStockLowestPence } from "./get-price-trend.server.ts";
import { getProductDetail } from "../catalog/get-product-detail.server.ts";
import { ukDay } from "./deal-rules.ts";

const DAY = 86_400_000;
const now = new Date();
// Noon UTC of the UK calendar day n days before today: always that UK day, whatever the hour and however many
// clock changes lie between (now − n × 24 h would land on the day before when it crosses one late in the day).
const ukToday = Date.parse(`${ukDay(now)}T12:00:00Z`);
const daysAgo = (n: number) => new Date(ukToday - n * DAY);

/** An offer priced `today` now, whose history says `history` since `since` days ago (and `today` from today). */
async function offerWithHistory(
  db: Db,
  input: {
    productId: number;
    merchantId: number;
    history: number;
    since: number;
    today: number;
    deliveryCost?: number;
    availability?: string;
    salePrice?: number;
  },
) {
  const offer = await createOffer(db, {
    productId: input.productId,
    merchantId: input.merchantId,
    price: input.today,
    salePrice: input.salePrice ?? null,
    deliveryCost: input.deliveryCost ?? null,
    availability: input.availability ?? "in_stock",
  });
  await recordPrice(db, {
    offerId: offer.id,
    price: input.history,
    salePrice: input.salePrice ?? null,
    observedAt: daysAgo(input.since),
  });
  if (input.today !== input.history) await recordPrice(db, { offerId: offer.id, price: input.today, observedAt: now });
  return offer;
}

describe.each(testDatabases())("deals on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("lists a clear drop below the typical price with its figures, and only that", async () => {
    const { db } = database;
    const alpha = await createMerchant(db, { name: "Alpha Builders" });
    const beta = await createMerchant(db, { name: "Beta Supplies" });

    const drill = await createProduct(db, { name: "Cordless Drill", category: "tools" });
    const cheap = await offerWithHistory(db, {
      productId: drill.id,
      merchantId: alpha.id,
      history: 30,
      since: 80,
      today: 24,
    });
    await offerWithHistory(db, { productId: drill.id, merchantId: beta.id, history: 35, since: 80, today: 35 });

    // Ten days of history: too little to know what is usual.
    const young = await createProduct(db, { name: "New Trowel", category: "tools" });
    await offerWithHistory(db, { productId: young.id, merchantId: alpha.id, history: 30, since: 10, today: 20 });

    // A merchant's 'was' price: £50 crossed out, £40 all along. Typical is £40, today £40: no deal.
    const was = await createProduct(db, { name: "Inflated Saw", category: "tools" });
    await offerWithHistory(db, {
      productId: was.id,
      merchantId: alpha.id,
      history: 50,
      since: 60,
      today: 50,
      salePrice: 40,
    });

    // The cheaper offer today is out of stock: the in-stock price has not moved.
    const stock = await createProduct(db, { name: "Ladder", category: "tools" });
    await offerWithHistory(db, { productId: stock.id, merchantId: alpha.id, history: 30, since: 60, today: 30 });
    await offerWithHistory(db, {
      productId: stock.id,
      merchantId: beta.id,
      history: 30,
      since: 60,
      today: 15,
      availability: "out_of_stock",
    });

    // £30 + £5 delivery typical, £29 + £5 today: 2.9%, not a deal, and delivery is counted on both sides.
    const delivered = await createProduct(db, { name: "Cement Mixer", category: "tools" });
    await offerWithHistory(db, {
      productId: delivered.id,
      merchantId: alpha.id,
      history: 30,
      since: 60,
      today: 29,
      deliveryCost: 5,
    });

    // A clear deal on a hidden product is no deal.
    const hidden = await createProduct(db, { name: "Hidden Hammer", category: "tools" });
    await offerWithHistory(db, { productId: hidden.id, merchantId: alpha.id, history: 30, since: 60, today: 10 });
    await hideProduct(db, hidden.id);

    expect(await findDeals(db, now)).toEqual([
      {
        productId: drill.id,
        name: "Cordless Drill",
        category: "tools",
        todayPrice: 24,
        typicalPrice: 30,
        drop: 6,
        dropPercent: 20,
        offerId: cheap.id,
        merchantName: "Alpha Builders",
        merchantSlug: alpha.slug,
      },
    ]);
  });

  it("sorts by the biggest percentage drop, not the biggest drop in pounds", async () => {
    const { db } = database;
    const m = await createMerchant(db, { name: "Gamma Timber" });
    const small = await createProduct(db, { name: "Small Drop", category: "timber" });
    await offerWithHistory(db, { productId: small.id, merchantId: m.id, history: 100, since: 45, today: 85 });
    const big = await createProduct(db, { name: "Big Drop", category: "timber" });
    await offerWithHistory(db, { productId: big.id, merchantId: m.id, history: 20, since: 45, today: 10 });
    const deals = await findDeals(db, now);
    expect(deals.map((d) => [d.name, d.drop, d.dropPercent])).toEqual([
      ["Big Drop", 10, 50],
      ["Small Drop", 15, 15],
    ]);
  });

  it("gives the product page a trend note only with enough history", async () => {
    const { db } = database;
    const m = await createMerchant(db);
    const drop = await createProduct(db);
    await offerWithHistory(db, { productId: drop.id, merchantId: m.id, history: 30, since: 80, today: 24 });
    expect(await getPriceTrend(db, drop.id, now)).toEqual({
      note: "lowest-in-window",
      todayPrice: 24,
      typicalPrice: 30,
      historyDays: 80,
      windowDays: 90,
    });

    const dear = await createProduct(db);
    await offerWithHistory(db, { productId: dear.id, merchantId: m.id, history: 30, since: 80, today: 40 });
    expect((await getPriceTrend(db, dear.id, now))?.note).toBe("higher-than-usual");

    const young = await createProduct(db);
    await offerWithHistory(db, { productId: young.id, merchantId: m.id, history: 30, since: 5, today: 20 });
    expect(await getPriceTrend(db, young.id, now)).toBeNull();

    const gone = await createProduct(db);
    await offerWithHistory(db, {
      productId: gone.id,
      merchantId: m.id,
      history: 30,
      since: 80,
      today: 20,
      availability: "out_of_stock",
    });
    expect(await getPriceTrend(db, gone.id, now)).toBeNull();
  });

  it("gives the same trend from the page's offers as from its own read of today's lowest", async () => {
    const { db } = database;
    const a = await createMerchant(db, { name: "Alpha" });
    const b = await createMerchant(db, { name: "Beta" });
    const c = await createMerchant(db, { name: "Gamma" });
    const mixed = await createProduct(db);
    // Delivered total decides (b: 21 + 2.5 < a: 20 + 4); c is cheaper but out of stock; a's sale is running.
    await offerWithHistory(db, {
      productId: mixed.id,
      merchantId: a.id,
      history: 30,
      since: 80,
      today: 26,
      salePrice: 20,
      deliveryCost: 4,
    });
    await offerWithHistory(db, {
      productId: mixed.id,
      merchantId: b.id,
      history: 31,
      since: 60,
      today: 21,
      deliveryCost: 2.5,
    });
    await offerWithHistory(db, {
      productId: mixed.id,
      merchantId: c.id,
      history: 15,
      since: 70,
      today: 9,
      availability: "out_of_stock",
    });
    const noDelivery = await createProduct(db);
    await offerWithHistory(db, { productId: noDelivery.id, merchantId: a.id, history: 30, since: 80, today: 24.99 });
    await offerWithHistory(db, { productId: noDelivery.id, merchantId: b.id, history: 30, since: 80, today: 27.5 });
    const outOfStock = await createProduct(db);
    await offerWithHistory(db, {
      productId: outOfStock.id,
      merchantId: a.id,
      history: 30,
      since: 80,
      today: 20,
      availability: "out_of_stock",
    });
    // Expected: b's 21 + 2.5 delivered; a's 24.99 (no delivery stated); none in stock.
    for (const [product, pence] of [
      [mixed, 2350],
      [noDelivery, 2499],
      [outOfStock, null],
    ] as const) {
      const detail = await getProductDetail(db, product.id);
      const fromOffers = inStockLowestPence(detail!.offers);
      expect(fromOffers).toBe(pence);
      expect(await getPriceTrend(db, product.id, now, fromOffers)).toEqual(await getPriceTrend(db, product.id, now));
    }
    expect(await getPriceTrend(db, mixed.id, now)).not.toBeNull();
  });
});
