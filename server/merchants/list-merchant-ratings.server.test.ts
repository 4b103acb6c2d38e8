import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { feedImports } from "../db/schema.ts";
import { catalogueVersionOf } from "../db/catalogue-version.server.ts";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import {
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { listMerchantRatings, listRecentMerchantRatings, RECENT_RATINGS_MS } from "./list-merchant-ratings.server.ts";

describe.each(testDatabases())("listMerchantRatings on $name", (engine) => {
  const database = freshTestDatabase(engine);

  it("counts cheapest by delivered total with ties, in-stock and delivery-stated offers, and feed freshness", async () => {
    const { db } = database;
    const alpha = await createMerchant(db, { verified: true });
    const beta = await createMerchant(db);
    const idle = await createMerchant(db);
    const other = await createMerchant(db);
    const product = () => createProduct(db);

    // Alpha's item is cheaper, but Beta's delivered total is lower: Beta is cheapest.
    const delivery = await product();
    await createOffer(db, { productId: delivery.id, merchantId: alpha.id, price: 10, deliveryCost: 5 });
    await createOffer(db, { productId: delivery.id, merchantId: beta.id, price: 12, deliveryCost: 0 });
    // A tie counts for both.
    const tie = await product();
    await createOffer(db, { productId: tie.id, merchantId: alpha.id, price: 20 });
    await createOffer(db, { productId: tie.id, merchantId: beta.id, price: 19, deliveryCost: 1 });
    // Alpha's better offer of two (a sale price running) beats Beta.
    const twoOffers = await product();
    await createOffer(db, { productId: twoOffers.id, merchantId: alpha.id, price: 30, deliveryCost: 0 });
    await createOffer(db, { productId: twoOffers.id, merchantId: alpha.id, price: 28, salePrice: 23 });
    await createOffer(db, { productId: twoOffers.id, merchantId: beta.id, price: 24 });
    // Sold by Alpha alone: never compared. Pre-order: orderable, but not in stock.
    const alone = await product();
    await createOffer(db, { productId: alone.id, merchantId: alpha.id, price: 5, availability: "preorder" });
    // Beta's cheaper offer is out of stock: no price to compare, so nobody is compared on it.
    const outOfStock = await product();
    await createOffer(db, { productId: outOfStock.id, merchantId: alpha.id, price: 8 });
    await createOffer(db, { productId: outOfStock.id, merchantId: beta.id, price: 3, availability: "out_of_stock" });
    // Gone from Alpha's feed, and a hidden product: neither counts at all.
    const gone = await product();
    await createOffer(db, { productId: gone.id, merchantId: alpha.id, price: 1, availability: "not_in_feed" });
    await createOffer(db, { productId: gone.id, merchantId: beta.id, price: 10 });
    const hidden = await product();
    await createOffer(db, { productId: hidden.id, merchantId: alpha.id, price: 1, deliveryCost: 0 });
    await createOffer(db, { productId: hidden.id, merchantId: beta.id, price: 2 });
    await hideProduct(db, hidden.id);

    const hoursAgo = (h: number) => sql`now() - make_interval(hours => ${h})`;
    const imported = (slug: string, status: string, h: number) =>
      db
        .insert(feedImports)
        .values({ merchantSlug: slug, source: "test", status, startedAt: hoursAgo(h), finishedAt: hoursAgo(h) });
    await imported(alpha.slug, "applied", 5);
    await imported(alpha.slug, "applied", 3);
    await imported(alpha.slug, "failed", 1); // a failed import refreshed nothing
    await imported(beta.slug, "applied", 24 * 10);

    const ratings = await listMerchantRatings(db, [alpha.id, beta.id, idle.id]);
    expect([...ratings.keys()].sort()).toEqual([alpha.id, beta.id, idle.id].sort());
    expect(ratings.has(other.id)).toBe(false);

    const a = ratings.get(alpha.id)!;
    expect(a.verified).toBe(true);
    expect(a.cheapest).toEqual({ count: 2, of: 3, percent: 67, band: "Not enough data" });
    expect(a.inStock).toEqual({ count: 5, of: 6, percent: 83, band: "Medium" });
    expect(a.deliveryStated).toEqual({ count: 2, of: 6, percent: 33, band: "Low" });
    expect(a.freshness).toMatchObject({ text: "Updated 3 hours ago", band: "Fresh" });
    expect(a.freshness.ageSeconds).toBeGreaterThanOrEqual(3 * 3600);
    expect(a.freshness.ageSeconds).toBeLessThan(3 * 3600 + 120);
    expect(Date.parse(a.freshness.lastImportAt!)).toBeLessThan(Date.now() - 3 * 3600 * 1000 + 120_000);

    const b = ratings.get(beta.id)!;
    expect(b.cheapest).toEqual({ count: 2, of: 3, percent: 67, band: "Not enough data" });
    expect(b.inStock).toEqual({ count: 4, of: 5, percent: 80, band: "Medium" });
    expect(b.deliveryStated).toEqual({ count: 2, of: 5, percent: 40, band: "Low" });
    expect(b.freshness).toMatchObject({ text: "Updated 10 days ago", band: "Stale" });

    expect(ratings.get(idle.id)).toEqual({
      verified: false,
      cheapest: { count: 0, of: 0, percent: null, band: "Not enough data" },
      inStock: { count: 0, of: 0, percent: null, band: "Not enough data" },
      deliveryStated: { count: 0, of: 0, percent: null, band: "Not enough data" },
      freshness: { lastImportAt: null, ageSeconds: null, text: "No feed import recorded", band: "Not enough data" },
    });
  });

  it("bands a share once the denominator reaches the minimum, and answers every merchant when none is named", async () => {
    const { db } = database;
    const seller = await createMerchant(db);
    const rival = await createMerchant(db);
    for (let i = 0; i < 5; i++) {
      const p = await createProduct(db);
      await createOffer(db, { productId: p.id, merchantId: seller.id, price: 10, deliveryCost: i < 4 ? 2 : null });
      await createOffer(db, { productId: p.id, merchantId: rival.id, price: i < 3 ? 11 : 13 });
    }
    const all = await listMerchantRatings(db);
    // Seller's 10 + 2 delivery loses to Rival's 11 on the first three; 10 + 2 and 10 beat 13 on the last two.
    expect(all.get(seller.id)?.cheapest).toEqual({ count: 2, of: 5, percent: 40, band: "Medium" });
    expect(all.get(rival.id)?.cheapest).toEqual({ count: 3, of: 5, percent: 60, band: "High" });
    expect(all.get(seller.id)?.deliveryStated).toEqual({ count: 4, of: 5, percent: 80, band: "Medium" });
    expect(all.get(seller.id)?.inStock).toEqual({ count: 5, of: 5, percent: 100, band: "High" });
    expect(await listMerchantRatings(db, [])).toEqual(new Map());
  });

  describe("listRecentMerchantRatings (the pages')", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("answers what listMerchantRatings answers, and reads again once the interval has passed", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const { db } = database;
      const seller = await createMerchant(db);
      const rival = await createMerchant(db);
      const p = await createProduct(db);
      await createOffer(db, { productId: p.id, merchantId: seller.id, price: 10 });
      await createOffer(db, { productId: p.id, merchantId: rival.id, price: 11 });
      await db.insert(feedImports).values({
        merchantSlug: seller.slug,
        source: "test",
        status: "applied",
        startedAt: sql`now()`,
        finishedAt: sql`now()`,
      });

      const fresh = await listMerchantRatings(db, [seller.id, rival.id]);
      const recent = await listRecentMerchantRatings(db, [seller.id, rival.id]);
      expect(recent).toEqual(fresh);
      expect((await listRecentMerchantRatings(db, [seller.id])).size).toBe(1);

      // A change within the interval is not seen yet; after it, it is.
      const q = await createProduct(db);
      await createOffer(db, { productId: q.id, merchantId: seller.id, price: 5 });
      await createOffer(db, { productId: q.id, merchantId: rival.id, price: 6 });
      expect((await listRecentMerchantRatings(db, [seller.id])).get(seller.id)?.cheapest.of).toBe(1);
      vi.setSystemTime(Date.now() + RECENT_RATINGS_MS);
      const later = (await listRecentMerchantRatings(db, [seller.id])).get(seller.id)!;
      expect(later.cheapest.of).toBe(2);
    });

    it("reads again only when the catalogue version moved, however long ago it read", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      // Later than any earlier test's fake clock, so this test's first view reads afresh.
      vi.setSystemTime(Date.now() + 3600_000);
      const { db } = database;
      const seller = await createMerchant(db);
      const rival = await createMerchant(db);
      const p = await createProduct(db);
      await createOffer(db, { productId: p.id, merchantId: seller.id, price: 10 });
      await createOffer(db, { productId: p.id, merchantId: rival.id, price: 11 });
      const q = await createProduct(db);
      vi.setSystemTime(Date.now() + RECENT_RATINGS_MS);
      expect((await listRecentMerchantRatings(db, [seller.id])).get(seller.id)?.cheapest.of).toBe(1);

      // Offers written with the version trigger off: the data changes, the version does not.
      await db.execute(sql`alter table offers disable trigger offers_catalogue_version`);
      try {
        await createOffer(db, { productId: q.id, merchantId: seller.id, price: 5 });
        await createOffer(db, { productId: q.id, merchantId: rival.id, price: 6 });
      } finally {
        await db.execute(sql`alter table offers enable trigger offers_catalogue_version`);
      }
      vi.setSystemTime(Date.now() + 10 * RECENT_RATINGS_MS);
      expect((await listRecentMerchantRatings(db, [seller.id])).get(seller.id)?.cheapest.of).toBe(1);

      // Any write that moves the version (here hiding an unrelated product) makes the next view read again.
      await hideProduct(db, (await createProduct(db)).id);
      vi.setSystemTime(Date.now() + RECENT_RATINGS_MS);
      expect((await listRecentMerchantRatings(db, [seller.id])).get(seller.id)?.cheapest.of).toBe(2);
    });

    it("says how old the last import is at the time of the view, not of the reading", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 2 * 3600_000);
      const { db } = database;
      const seller = await createMerchant(db);
      await db.insert(feedImports).values({
        merchantSlug: seller.slug,
        source: "test",
        status: "applied",
        startedAt: new Date(Date.now() - 60_000),
        finishedAt: new Date(Date.now() - 60_000),
      });
      vi.setSystemTime(Date.now() + RECENT_RATINGS_MS);
      expect((await listRecentMerchantRatings(db, [seller.id])).get(seller.id)?.freshness.text).toBe(
        "Updated 1 minute ago",
      );
      vi.setSystemTime(Date.now() + 3 * 3600_000);
      expect((await listRecentMerchantRatings(db, [seller.id])).get(seller.id)?.freshness.text).toBe(
        "Updated 3 hours ago",
      );
    });

    it("has every table the figures read move the catalogue version (migration 0020)", async () => {
      const { db } = database;
      const versions = catalogueVersionOf(db);
      const moved = async (write: () => Promise<unknown>) => {
        versions.forget();
        const before = await versions.current();
        await write();
        versions.forget();
        return (await versions.current()) > before;
      };
      const seller = await createMerchant(db);
      const product = await createProduct(db, { name: "Version probe sand" });
      expect(await moved(() => hideProduct(db, product.id))).toBe(true);
      expect(await moved(() => createNameExclusion(db, "version probe phrase"))).toBe(true);
      expect(
        await moved(() =>
          db
            .insert(feedImports)
            .values({ merchantSlug: seller.slug, source: "test", status: "applied", startedAt: new Date() }),
        ),
      ).toBe(true);
    });
  });
});
