import { describe, expect, it, vi } from "vitest";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, recordPrice } from "../../tests/setup/factories.ts";
import { getProductPageData } from "./product-page-data.server.ts";
import { getProductDetail } from "./get-product-detail.server.ts";
import { loadRecordedPrices } from "../deals/load-price-days.server.ts";
import { getPriceTrend } from "../deals/get-price-trend.server.ts";
import { ukDay } from "../deals/deal-rules.ts";
import { DEAL_RULES } from "../../shared/deals.ts";
import { getPriceHistory, type HistoryWindow } from "../history/get-price-history.server.ts";
import type { Db } from "../db/client.server.ts";

const at = new Date();
const NINETY_DAYS: HistoryWindow = { from: new Date(at.getTime() - 90 * 86_400_000), to: at };
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
      const page = await getProductPageData(db, product.id, at, NINETY_DAYS);
      expect(page?.detail).toEqual(detail);
      expect(page?.recorded).toEqual(recorded);
    }
    const page = await getProductPageData(db, other.id, at, NINETY_DAYS);
    expect(page?.recorded).toEqual(await loadRecordedPrices(db, [other.id], ukDay(at)));
    // The trend note from the prices read with the product is the one getPriceTrend reads for itself.
    const first = await getProductPageData(db, product.id, at, NINETY_DAYS);
    const trend = await getPriceTrend(db, product.id, at, 2250);
    expect(trend).not.toBeNull();
    expect(await getPriceTrend(db, product.id, at, 2250, first!.recorded)).toEqual(trend);
  });

  // The chart's points read with the product must be getPriceHistory's for the same window: a window that carries
  // prices in from before it, one that cuts recent changes off, and the open window of "all".
  it("reads the price history as getPriceHistory for every window, run after run", async () => {
    const { db } = database;
    const { product } = await productWithHistory(db);
    const windows: HistoryWindow[] = [
      NINETY_DAYS,
      { from: recordedAt(20), to: recordedAt(5) },
      { to: at },
      { from: recordedAt(DEAL_RULES.windowDays + 10), to: at },
    ];
    for (const window of windows) {
      const expected = await getPriceHistory(db, product.id, window);
      expect(expected.length).toBeGreaterThan(0);
      for (let run = 0; run < 7; run++) {
        const page = await getProductPageData(db, product.id, at, window);
        expect(await page?.history).toEqual(expected);
      }
    }
    const lonely = await createProduct(db);
    expect(await (await getProductPageData(db, lonely.id, at, NINETY_DAYS))?.history).toEqual([]);
  });

  it("reads the page without the history when the joint statement fails, and the history apart", async () => {
    const { db } = database;
    const { product } = await productWithHistory(db);
    const expected = await getProductPageData(db, product.id, at, NINETY_DAYS);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = await getProductPageData(failingJointRead(db), product.id, at, NINETY_DAYS);
    expect(logged).toHaveBeenCalledWith(
      `Product ${product.id} could not be read with its price history; reading them apart`,
      expect.any(Error),
    );
    logged.mockRestore();
    expect(page?.detail).toEqual(expected?.detail);
    expect(page?.recorded).toEqual(expected?.recorded);
    expect(page?.history).toBeInstanceOf(Promise);
    expect(await page?.history).toEqual(await expected?.history);
  });

  it("answers null for a product that is not there", async () => {
    expect(await getProductPageData(database.db, 987_654, at, NINETY_DAYS)).toBeNull();
    expect(await getProductPageData(database.db, 0, at, NINETY_DAYS)).toBeNull();
  });
});

/** A product with two offers and their recorded prices (SPEC). */
async function productWithHistory(db: Db) {
  const product = await createProduct(db);
  for (const spec of SPEC) {
    const merchant = await createMerchant(db);
    const { history, ...prices } = spec;
    const offer = await createOffer(db, { productId: product.id, merchantId: merchant.id, ...prices });
    for (const [index, [back, price]] of history.entries()) {
      const salePrice = "salePrice" in spec ? spec.salePrice : null;
      await recordPrice(db, { offerId: offer.id, price, salePrice, observedAt: recordedAt(back, index) });
    }
  }
  return { product };
}

/** `db` whose joint product-page statement fails (as a broken history read would); every other statement runs. */
function failingJointRead(db: Db): Db {
  const session = db._.session;
  const failing = new Proxy(session, {
    get(target, key) {
      if (key === "prepareQuery") {
        return (...args: Parameters<typeof session.prepareQuery>) =>
          args[2] === "product_page_with_trend_and_history"
            ? { execute: () => Promise.reject(new Error("joint read failed")) }
            : target.prepareQuery(...args);
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return new Proxy(db, {
    get(target, key) {
      return key === "_" ? { ...target._, session: failing } : Reflect.get(target, key, target);
    },
  });
}
