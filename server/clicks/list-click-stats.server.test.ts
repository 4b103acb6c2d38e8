import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct } from "../../tests/setup/factories.ts";
import { followOfferLink } from "./follow-offer-link.server.ts";
import { followMerchantLink } from "./follow-merchant-link.server.ts";
import { listClickStats } from "./list-click-stats.server.ts";
import { countMerchantVisitorsThisMonth } from "./count-merchant-visitors.server.ts";

describe.each(testDatabases())("click statistics on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("sums clicks per merchant and UTC day, in range, and this calendar month's visitors per merchant", async () => {
    const db = database.db;
    const harbour = await createMerchant(db, { slug: "harbour", name: "Harbour" });
    const quarry = await createMerchant(db, { slug: "quarry", name: "Quarry" });
    const product = await createProduct(db);
    const a = await createOffer(db, { productId: product.id, merchantId: harbour.id });
    const b = await createOffer(db, { productId: product.id, merchantId: quarry.id });
    const clicks: Array<[string, (at: Date) => Promise<unknown>]> = [
      ["2026-11-30T23:59:59Z", (at) => followOfferLink(db, a.id, { count: true, at })],
      ["2026-12-01T00:00:00Z", (at) => followOfferLink(db, a.id, { count: true, at })],
      ["2026-12-01T10:00:00Z", (at) => followOfferLink(db, a.id, { count: true, at })],
      ["2026-12-01T11:00:00Z", (at) => followMerchantLink(db, "harbour", { count: true, at })],
      ["2026-12-02T09:00:00Z", (at) => followOfferLink(db, b.id, { count: true, at })],
      ["2026-12-02T09:00:00Z", (at) => followOfferLink(db, b.id, { count: false, at })],
    ];
    await Promise.all(clicks.map(([at, follow]) => follow(new Date(at))));

    expect(await listClickStats(db, { from: "2026-11-30", to: "2026-12-02" })).toEqual([
      { day: "2026-11-30", merchantSlug: "harbour", merchantName: "Harbour", offerClicks: 1, websiteClicks: 0 },
      { day: "2026-12-01", merchantSlug: "harbour", merchantName: "Harbour", offerClicks: 2, websiteClicks: 1 },
      { day: "2026-12-02", merchantSlug: "quarry", merchantName: "Quarry", offerClicks: 1, websiteClicks: 0 },
    ]);
    expect(await listClickStats(db, { from: "2026-12-01", to: "2026-12-02", merchantSlug: "quarry" })).toEqual([
      { day: "2026-12-02", merchantSlug: "quarry", merchantName: "Quarry", offerClicks: 1, websiteClicks: 0 },
    ]);

    const now = new Date("2026-12-02T12:00:00Z");
    expect(await countMerchantVisitorsThisMonth(db, harbour.id, now)).toBe(3);
    expect(await countMerchantVisitorsThisMonth(db, quarry.id, now)).toBe(1);
    expect(await countMerchantVisitorsThisMonth(db, harbour.id, new Date("2026-11-15T00:00:00Z"))).toBe(0);
    expect(await countMerchantVisitorsThisMonth(db, harbour.id, new Date("2026-11-30T23:00:00Z"))).toBe(1);
  });
});
