import { describe, expect, it } from "vitest";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, recordPrice } from "../../tests/setup/factories.ts";
import { getProductPageData } from "./product-page-data.server.ts";
import { getProductDetail } from "./get-product-detail.server.ts";
import { loadRecordedPrices } from "../deals/load-price-days.server.ts";
import { getPriceTrend } from "../deals/get-price-trend.server.ts";
import { ukDay } from "../deals/deal-rules.ts";
import { DEAL_RULES } from "../../shared/deals.ts";

const at = new Date();
// 13:00 UTC on the UK day `back` days before `at` (that UK day at any hour), plus `minutes`.
const recordedAt = (back: number, minutes = 0) =>
  new Date(Date.parse(`${ukDay(at)}T13:00:00Z`) - back * 86_400_000 + minutes * 60_000);

/** Offers of one product, each with prices recorded `back` days ago (same-day changes a minute apart). */
const SPEC = [
  {
    price: 20,
    deliveryCost: 4.5,
    history: [
      [DEAL_RULES.windowDays + 20, 30],
      [DEAL_RULES.windowDays + 5, 28],
      [40, 25.1],
      [40, 24.99],
    ],
  },
  { price: 22, salePrice: 18, history: Array.from({ length: 30 }, (_, i) => [i + 1, 22 + (i % 3)]) },
] as const;

describe.each(testDatabases())("the product page's one statement on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });

  // It must answer what the two reads it replaces answer, also once PostgreSQL has moved the named statement to a
  // generic plan (after five runs).
  it("reads the product as getProductDetail and the trend's prices as loadRecordedPrices, run after run", async () => {
    const { db } = database;
    const product = await createProduct(db);
    const other = await createProduct(db);
    for (const spec of SPEC) {
      const merchant = await createMerchant(db);
      const { history, ...prices } = spec;
      const offer = await createOffer(db, { productId: product.id, merchantId: merchant.id, ...prices });
      for (const [index, [back, price]] of history.entries()) {
        const salePrice = "salePrice" in spec ? spec.salePrice : null;
        await recordPrice(db, { offerId: offer.id, price, salePrice, observedAt: recordedAt(back, index) });
      }
      // Today's change is outside the window.
      await recordPrice(db, { offerId: offer.id, price: spec.price, observedAt: at });
    }
    const elsewhere = await createOffer(db, { productId: other.id, merchantId: (await createMerchant(db)).id });
    await recordPrice(db, { offerId: elsewhere.id, price: 9, observedAt: recordedAt(3) });

    const detail = await getProductDetail(db, product.id);
    const recorded = await loadRecordedPrices(db, [product.id], ukDay(at));
    expect(recorded.get(product.id)?.length).toBeGreaterThan(30);
    for (let run = 0; run < 8; run++) {
      const page = await getProductPageData(db, product.id, at);
      expect(page?.detail).toEqual(detail);
      expect(page?.recorded).toEqual(recorded);
    }
    const page = await getProductPageData(db, other.id, at);
    expect(page?.recorded).toEqual(await loadRecordedPrices(db, [other.id], ukDay(at)));
    // The trend note from the prices read with the product is the one getPriceTrend reads for itself.
    const first = await getProductPageData(db, product.id, at);
    const trend = await getPriceTrend(db, product.id, at, 2250);
    expect(trend).not.toBeNull();
    expect(await getPriceTrend(db, product.id, at, 2250, first!.recorded)).toEqual(trend);
  });

  it("answers null for a product that is not there", async () => {
    expect(await getProductPageData(database.db, 987_654, at)).toBeNull();
    expect(await getProductPageData(database.db, 0, at)).toBeNull();
  });
});
