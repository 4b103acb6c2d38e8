import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, recordPrice } from "../../tests/setup/factories.ts";
import { refreshSearchDocuments } from "../search/refresh-search-documents.server.ts";
import { importFeed } from "../ingest/import-feed.server.ts";
import { writeTsvFeed } from "../../tests/setup/feed-files.ts";
import { findAlertProduct } from "../alerts/find-alert-product.server.ts";
import { loadBasketOffers } from "../basket/load-basket-offers.server.ts";
import { getMerchant } from "../merchants/get-merchant.server.ts";
import { listMerchants } from "../merchants/list-merchants.server.ts";
import { listMerchantProducts } from "../merchants/list-merchant-products.server.ts";
import { getProductDetail } from "./get-product-detail.server.ts";
import { listOffers } from "./list-offers.server.ts";
import { listProducts, type ProductListingQuery } from "./list-products.server.ts";
import { NO_LISTING_FILTERS } from "./listing-conditions.server.ts";
import { countStaleOffers, priceAgeHours, sweepStaleOffers } from "./stale-offers.server.ts";

const HIDE_HOURS = 168;
const listing: ProductListingQuery = { ...NO_LISTING_FILTERS, sort: "price_asc", page: 1, pageSize: 24 };

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

async function version(db: Db): Promise<number> {
  const [row] = await queryCheckedRows(
    db,
    sql`select version::int as v from catalogue_version where id = 1`,
    z.object({ v: z.number() }),
  );
  return row!.v;
}

async function searchSummary(db: Db, productId: number) {
  const [row] = await queryCheckedRows(
    db,
    sql`select lowest_price::float8 as lowest, merchant_count as merchants from search_documents
        where product_id = ${productId}`,
    z.object({ lowest: z.number().nullable(), merchants: z.number() }),
  );
  return row;
}

describe.each(testDatabases())("stale offers on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });

  /** One product, a fresh offer at £12 and one at £9 whose feed last refreshed it `staleHours` ago. */
  async function twoMerchants(staleHours: number) {
    const { db } = database;
    const fresh = await createMerchant(db, { slug: "fresh-merchant", name: "Fresh Merchant" });
    const stale = await createMerchant(db, { slug: "stale-merchant", name: "Stale Merchant" });
    const product = await createProduct(db, { name: "Portland Cement 25kg" });
    await createOffer(db, { productId: product.id, merchantId: fresh.id, price: 12 });
    const old = await createOffer(db, {
      productId: product.id,
      merchantId: stale.id,
      price: 9,
      lastChecked: hoursAgo(staleHours),
    });
    await recordPrice(db, { offerId: old.id, price: 9, observedAt: hoursAgo(staleHours) });
    await refreshSearchDocuments(db, [product.id]);
    return { product, fresh, stale, old };
  }

  it("takes an offer past the hide limit out of every comparison, keeping the row and its history", async () => {
    const { db } = database;
    const { product, stale, old } = await twoMerchants(HIDE_HOURS + 1);
    expect((await getProductDetail(db, product.id))!.lowest).toBe(9);

    const before = await version(db);
    expect(await sweepStaleOffers(db, HIDE_HOURS)).toEqual({ hidden: 1, shownAgain: 0, skipped: false });
    expect(await version(db)).toBeGreaterThan(before);

    const detail = (await getProductDetail(db, product.id))!;
    expect(detail.offers.map((o) => o.merchantName)).toEqual(["Fresh Merchant"]);
    expect(detail.lowest).toBe(12);
    const [card] = (await listProducts(db, listing)).items;
    expect(card).toMatchObject({ lowestPrice: 12, merchantCount: 1 });
    expect(card!.offers.map((o) => o.merchantName)).toEqual(["Fresh Merchant"]);
    expect(await searchSummary(db, product.id)).toEqual({ lowest: 12, merchants: 1 });
    expect(await findAlertProduct(db, product.id)).toMatchObject({ lowestInStock: 12 });
    const basket = await loadBasketOffers(db, [{ productId: product.id, quantity: 1 }]);
    expect(basket.ok && basket.offers.map((o) => o.merchantSlug)).toEqual(["fresh-merchant"]);
    expect((await listOffers(db, { limit: 10, offset: 0 })).map((o) => o.merchantSlug)).toEqual(["fresh-merchant"]);
    expect((await getMerchant(db, stale.slug))!.productCount).toBe(0);
    expect((await listMerchants(db)).find((m) => m.slug === stale.slug)?.productCount ?? 0).toBe(0);
    const atMerchant = await listMerchantProducts(db, { merchantId: stale.id });
    expect(atMerchant.total).toBe(0);

    const [kept] = await queryCheckedRows(
      db,
      sql`select count(*)::int as n from price_observations where offer_id = ${old.id}`,
      z.object({ n: z.number() }),
    );
    expect(kept!.n).toBe(1);
  });

  it("changes nothing, not even the catalogue version, when nothing is due", async () => {
    const { db } = database;
    await twoMerchants(HIDE_HOURS - 1);
    const before = await version(db);
    expect(await sweepStaleOffers(db, HIDE_HOURS)).toEqual({ hidden: 0, shownAgain: 0, skipped: false });
    expect(await version(db)).toBe(before);
  });

  it("is idempotent: a second sweep finds nothing newly due", async () => {
    const { db } = database;
    await twoMerchants(HIDE_HOURS + 5);
    await sweepStaleOffers(db, HIDE_HOURS);
    const before = await version(db);
    expect(await sweepStaleOffers(db, HIDE_HOURS)).toEqual({ hidden: 0, shownAgain: 0, skipped: false });
    expect(await version(db)).toBe(before);
  });

  it("brings the offer back once its feed refreshes it", async () => {
    const { db } = database;
    const { product, old } = await twoMerchants(HIDE_HOURS * 2);
    await sweepStaleOffers(db, HIDE_HOURS);
    expect((await getProductDetail(db, product.id))!.offers).toHaveLength(1);

    // What an import or a 304 refresh does to an offer the feed still lists.
    await db.execute(sql`update offers set last_checked = now() where id = ${old.id}`);
    expect(await sweepStaleOffers(db, HIDE_HOURS)).toEqual({ hidden: 0, shownAgain: 1, skipped: false });

    const detail = (await getProductDetail(db, product.id))!;
    expect(detail.offers.map((o) => o.merchantName).sort()).toEqual(["Fresh Merchant", "Stale Merchant"]);
    expect(detail.lowest).toBe(9);
    expect(await searchSummary(db, product.id)).toEqual({ lowest: 9, merchants: 2 });
  });

  it("clears a product's search price summary when its only offer leaves", async () => {
    const { db } = database;
    const merchant = await createMerchant(db);
    const product = await createProduct(db);
    await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 5, lastChecked: hoursAgo(500) });
    await refreshSearchDocuments(db, [product.id]);
    expect(await searchSummary(db, product.id)).toEqual({ lowest: 5, merchants: 1 });
    await sweepStaleOffers(db, HIDE_HOURS);
    expect(await searchSummary(db, product.id)).toEqual({ lowest: null, merchants: 0 });
    expect((await listProducts(db, listing)).items[0]).toMatchObject({ lowestPrice: null, merchantCount: 0 });
  });

  it("hides nothing with a limit of 0, and brings back what an earlier limit hid", async () => {
    const { db } = database;
    const { product } = await twoMerchants(HIDE_HOURS + 1);
    await sweepStaleOffers(db, HIDE_HOURS);
    expect(await sweepStaleOffers(db, 0)).toEqual({ hidden: 0, shownAgain: 1, skipped: false });
    expect((await getProductDetail(db, product.id))!.offers).toHaveLength(2);
    expect(await sweepStaleOffers(db, 0)).toEqual({ hidden: 0, shownAgain: 0, skipped: false });
  });

  it("brings a merchant's offers back as soon as an import of its feed commits, changed or identical", async () => {
    const { db } = database;
    const hiddenCount = async () =>
      (
        await queryCheckedRows(
          db,
          sql`select count(*)::int as n from offers where stale_hidden_at is not null`,
          z.object({ n: z.number() }),
        )
      )[0]!.n;
    const sand = { id: "S-1", title: "Sharp Sand 25kg Bag", price: "4.50 GBP", availability: "in_stock" };
    const feed = writeTsvFeed([sand]);
    const run = (file: string) => importFeed(db, { merchant: { slug: "alpha", name: "Alpha" }, sources: [file] });
    const ageOffers = () => db.execute(sql`update offers set last_checked = now() - interval '300 hours'`);

    await run(feed);
    await ageOffers();
    expect((await sweepStaleOffers(db, HIDE_HOURS)).hidden).toBe(1);
    // The same bytes again: the identical-feed path (what a 304 does) marks the offers checked.
    await run(feed);
    expect(await hiddenCount()).toBe(0);

    await ageOffers();
    await sweepStaleOffers(db, HIDE_HOURS);
    expect(await hiddenCount()).toBe(1);
    await run(writeTsvFeed([{ ...sand, price: "4.75 GBP" }]));
    expect(await hiddenCount()).toBe(0);
  });

  it("leaves offers already gone from their feed alone", async () => {
    const { db } = database;
    const merchant = await createMerchant(db);
    const product = await createProduct(db);
    await createOffer(db, {
      productId: product.id,
      merchantId: merchant.id,
      availability: "not_in_feed",
      available: false,
      lastChecked: hoursAgo(1000),
    });
    const before = await version(db);
    expect(await sweepStaleOffers(db, HIDE_HOURS)).toEqual({ hidden: 0, shownAgain: 0, skipped: false });
    expect(await version(db)).toBe(before);
  });

  it("labels an offer with its age past the label limit, on the product page and the merchant's page", async () => {
    const { db } = database;
    const { product, stale } = await twoMerchants(72);
    const detail = (await getProductDetail(db, product.id))!;
    const byMerchant = new Map(detail.offers.map((o) => [o.merchantName, o.priceAgeHours]));
    expect(byMerchant.get("Fresh Merchant")).toBeNull();
    expect(byMerchant.get("Stale Merchant")).toBeGreaterThanOrEqual(72);
    const atMerchant = await listMerchantProducts(db, { merchantId: stale.id });
    expect(atMerchant.items[0]!.offer.priceAgeHours).toBeGreaterThanOrEqual(72);
  });
});

describe.each(testDatabases())("countStaleOffers on $name", (engine) => {
  it("counts, per merchant, offers past the label limit and offers out of comparisons", async () => {
    const database = await engine.open();
    try {
      const { db } = database;
      const merchant = await createMerchant(db, { slug: "slow" });
      const product = await createProduct(db);
      await createOffer(db, { productId: product.id, merchantId: merchant.id, lastChecked: hoursAgo(1) });
      await createOffer(db, { productId: product.id, merchantId: merchant.id, lastChecked: hoursAgo(50) });
      await createOffer(db, { productId: product.id, merchantId: merchant.id, lastChecked: hoursAgo(200) });
      await sweepStaleOffers(db, HIDE_HOURS);
      expect(await countStaleOffers(db, 48)).toEqual(new Map([["slow", { labelled: 1, hidden: 1 }]]));
    } finally {
      await database.close();
    }
  });
});

describe("priceAgeHours", () => {
  const now = new Date("2026-12-03T12:00:00Z");
  it("is null before the label limit and the whole hours from it", () => {
    expect(priceAgeHours(new Date("2026-12-01T12:00:01Z"), now, 48)).toBeNull();
    expect(priceAgeHours(new Date("2026-12-01T12:00:00Z"), now, 48)).toBe(48);
    expect(priceAgeHours("2026-11-30T11:30:00Z", now, 48)).toBe(72);
  });
  it("never labels with a limit of 0", () => {
    expect(priceAgeHours(new Date("2020-01-01T00:00:00Z"), now, 0)).toBeNull();
  });
});
