import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database, Db } from "../../server/db/client.server.ts";
import { priceObservations } from "../../server/db/schema.ts";
import { createMerchant, createOffer, createProduct } from "../../tests/setup/factories.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { loadPriceHistorySection, sectionForRequest } from "./price-history.server.ts";
import { takeHeldMarkup } from "./held-markup.ts";

const NOW = new Date("2026-12-01T12:00:00Z");
const url = (query = "") => new URL(`https://buildcompare.test/product/1${query}`);

describe.each(testDatabases())("loadPriceHistorySection on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("renders the chart, legend and table of the range to markup, the price at the start carried in", async () => {
    const { db } = database;
    const product = await createProduct(db, { name: "Timber <Batten>" });
    const merchant = await createMerchant(db, { name: "Alpha & Sons" });
    const offer = await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 9 });
    await db.insert(priceObservations).values([
      { offerId: offer.id, price: 10, observedAt: new Date("2026-06-01T09:00:00Z") },
      { offerId: offer.id, price: 9, observedAt: new Date("2026-11-20T09:00:00Z") },
    ]);
    const section = await loadPriceHistorySection(db, product.id, product.name, url(), "inc-vat", NOW);
    expect(section).toMatchObject({ range: "90d", rangeNotice: null, status: "ok" });
    const markup = section.status === "ok" ? section.markup : "";
    // Names are escaped; the title names the range; 1 Sep is 91 days before 1 Dec, midday: 13:00 in London.
    expect(markup).toContain(
      '<title id="price-history-title">Price history of Timber &lt;Batten&gt;, last 90 days</title>',
    );
    expect(markup).toContain("Alpha &amp; Sons");
    expect(markup).toContain("2 Sep 2026, 13:00");
    expect(markup).toContain("20 Nov 2026, 09:00");
    expect(markup).not.toContain("1 Jun 2026");
    expect(markup.match(/<tr>/g)).toHaveLength(3);
    expect(markup).toContain("Lowest price £10.00 on 2 Sep 2026, 13:00, £9.00 since 20 Nov 2026, 09:00");

    // The trade view: the same figure ex. VAT (20%), from the axis to the table (£10 → £8.33, £9 → £7.50).
    const trade = await loadPriceHistorySection(db, product.id, product.name, url(), "ex-vat", NOW);
    const tradeMarkup = trade.status === "ok" ? trade.markup : "";
    expect(tradeMarkup).toContain("last 90 days, prices ex. VAT (20%)</title>");
    expect(tradeMarkup).toContain("Lowest price £8.33 on 2 Sep 2026, 13:00, £7.50 since 20 Nov 2026, 09:00");
    expect(tradeMarkup).not.toContain("£10.00");

    const all = await loadPriceHistorySection(db, product.id, product.name, url("?range=all"), "inc-vat", NOW);
    expect(all.status === "ok" && all.markup).toContain("1 Jun 2026, 10:00");
  });

  it("ends the line of an offer that left its feed", async () => {
    const { db } = database;
    const product = await createProduct(db);
    const merchant = await createMerchant(db);
    const offer = await createOffer(db, {
      productId: product.id,
      merchantId: merchant.id,
      price: 9,
      availability: "not_in_feed",
      lastChangedAt: new Date("2026-11-25T08:00:00Z"),
    });
    await db
      .insert(priceObservations)
      .values({ offerId: offer.id, price: 9, observedAt: new Date("2026-11-10T09:00:00Z") });
    const section = await loadPriceHistorySection(db, product.id, product.name, url("?range=30d"), "inc-vat", NOW);
    const markup = section.status === "ok" ? section.markup : "";
    expect(markup).toContain("no merchant has listed it since 25 Nov 2026, 08:00");
    expect(markup.match(/<tr>/g)).toHaveLength(3);
  });

  it("says there is no history yet, and names the range shown for an unknown one", async () => {
    const product = await createProduct(database.db);
    const section = await loadPriceHistorySection(
      database.db,
      product.id,
      product.name,
      url("?range=2y"),
      "inc-vat",
      NOW,
    );
    expect(section).toEqual({
      range: "90d",
      rangeNotice: 'There is no range "2y": showing 90 days.',
      status: "empty",
    });
  });
});

describe("loadPriceHistorySection when the history cannot be read", () => {
  it("logs the failure and answers an error section instead of failing the page", async () => {
    const failing = { execute: () => Promise.reject(new Error("connection reset")) } as unknown as Db;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const section = await loadPriceHistorySection(failing, 7, "Sand", url("?range=30d"), "inc-vat", NOW);
      expect(section).toEqual({ range: "30d", rangeNotice: null, status: "error" });
      expect(logged).toHaveBeenCalledWith("Price history of product 7 could not be read", expect.any(Error));
    } finally {
      logged.mockRestore();
    }
  });
});

describe("sectionForRequest", () => {
  const section = { range: "90d", rangeNotice: null, status: "ok", markup: "<figure>f</figure>" } as const;
  const request = (dest?: string) =>
    new Request("https://buildcompare.test/product/1", { headers: dest ? { "Sec-Fetch-Dest": dest } : {} });

  it("holds a page load's figure for the server render instead of sending it in the data as well", () => {
    const held = sectionForRequest(section, request("document"));
    expect(held).toMatchObject({ range: "90d", rangeNotice: null, status: "held" });
    expect(JSON.stringify(held)).not.toContain("<figure>");
    expect(held.status === "held" && takeHeldMarkup(held.key)).toBe("<figure>f</figure>");
  });

  it("keeps the markup in the data of a client navigation, of an unknown client, and of an empty section", () => {
    expect(sectionForRequest(section, request("empty"))).toBe(section);
    expect(sectionForRequest(section, request())).toBe(section);
    const empty = { range: "90d", rangeNotice: null, status: "empty" } as const;
    expect(sectionForRequest(empty, request("document"))).toBe(empty);
  });
});
