import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, recordPrice } from "../../tests/setup/factories.ts";
import { getProductPageData } from "./product-page-data.server.ts";
import { getProductDetail } from "./get-product-detail.server.ts";
import { loadRecordedPrices } from "../deals/load-price-days.server.ts";
import { getPriceTrend } from "../deals/get-price-trend.server.ts";
import { ukDay } from "../deals/deal-rules.ts";
import { DEAL_RULES } from "../../shared/deals.ts";

const DAY = 86_400_000;
const now = new Date();
const today = ukDay(now);
// Noon UTC of the UK day n days before today: that UK day whatever the hour (as load-price-days.server.test.ts).
const daysAgo = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) - n * DAY);

describe.each(testDatabases())("product page data on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  // The one statement must answer what the two reads it replaces answer, also after PostgreSQL has moved the
  // named statement to a generic plan (more than five runs).
  it("reads the product as getProductDetail and the trend's prices as loadRecordedPrices, run after run", async () => {
    const { db } = database;
    const m1 = await createMerchant(db);
    const m2 = await createMerchant(db);
    const product = await createProduct(db);
    const other = await createProduct(db);
    const a = await createOffer(db, { productId: product.id, merchantId: m1.id, price: 20, deliveryCost: 4.5 });
    const b = await createOffer(db, { productId: product.id, merchantId: m2.id, price: 22, salePrice: 18 });
    const c = await createOffer(db, { productId: other.id, merchantId: m1.id, price: 9 });
    // Before the window only each offer's last price counts; inside it every one; today's none. Same-day changes
    // keep their order (the trend carries the last one forward).
    await recordPrice(db, { offerId: a.id, price: 30, observedAt: daysAgo(DEAL_RULES.windowDays + 20) });
    await recordPrice(db, { offerId: a.id, price: 28, observedAt: daysAgo(DEAL_RULES.windowDays + 5) });
    await recordPrice(db, { offerId: a.id, price: 25.1, observedAt: daysAgo(40) });
    await recordPrice(db, { offerId: a.id, price: 24.99, observedAt: new Date(daysAgo(40).getTime() + 60_000) });
    await recordPrice(db, { offerId: a.id, price: 20, observedAt: now });
    for (let day = 30; day >= 1; day--) {
      await recordPrice(db, { offerId: b.id, price: 22 + (day % 3), salePrice: 18, observedAt: daysAgo(day) });
    }
    await recordPrice(db, { offerId: c.id, price: 9, observedAt: daysAgo(3) });

    const detail = await getProductDetail(db, product.id);
    const recorded = await loadRecordedPrices(db, [product.id], today);
    expect(recorded.get(product.id)?.length).toBeGreaterThan(30);
    for (let run = 0; run < 8; run++) {
      const page = await getProductPageData(db, product.id, now);
      expect(page?.detail).toEqual(detail);
      expect(page?.recorded).toEqual(recorded);
    }
    const page = await getProductPageData(db, other.id, now);
    expect(page?.recorded).toEqual(await loadRecordedPrices(db, [other.id], today));
    // The trend note from the prices read with the product is the one getPriceTrend reads for itself.
    const first = await getProductPageData(db, product.id, now);
    const lowest = 2250;
    const trend = await getPriceTrend(db, product.id, now, lowest);
    expect(trend).not.toBeNull();
    expect(await getPriceTrend(db, product.id, now, lowest, first!.recorded)).toEqual(trend);
  });

  it("answers null for a product that is not there", async () => {
    expect(await getProductPageData(database.db, 987_654, now)).toBeNull();
    expect(await getProductPageData(database.db, 0, now)).toBeNull();
  });
});
