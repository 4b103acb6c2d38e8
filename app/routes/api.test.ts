import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { routeTestContext } from "../../tests/setup/route-test-context.ts";
import { createMerchant, createOffer, createProduct, hideProduct } from "../../tests/setup/factories.ts";
import { eq } from "drizzle-orm";
import { priceObservations, products } from "../../server/db/schema.ts";
import { redirectRetiredProducts } from "../../server/catalog/redirect-retired-products.server.ts";
import * as productApi from "./api.products.$id.ts";
import * as historyApi from "./api.products.$id.history.ts";
import * as offersApi from "./api.offers.ts";
import * as merchantsApi from "./api.merchants.ts";
import * as health from "./healthz.ts";

type LoaderArgs = { request: Request; params: Record<string, string>; context: AppLoadContext };

/** Runs a resource route loader the way React Router does and returns status + JSON body. */
async function call(
  loader: (args: never) => unknown,
  url: string,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const args: LoaderArgs = { request: new Request(`http://localhost${url}`), params, context };
  try {
    const result = await (loader as (a: LoaderArgs) => Promise<unknown>)(args);
    return unwrap(result);
  } catch (thrown) {
    return unwrap(thrown);
  }
}

function unwrap(value: unknown): { status: number; body: unknown } {
  if (
    value &&
    typeof value === "object" &&
    "type" in value &&
    (value as { type: string }).type === "DataWithResponseInit"
  ) {
    const d = value as unknown as { data: unknown; init: { status?: number } | null };
    return { status: d.init?.status ?? 200, body: d.data };
  }
  return { status: 200, body: value };
}

describe.each(testDatabases())("JSON API on $name", (engine) => {
  const { database, context } = routeTestContext(engine);

  it("serves a product with its offers, and 404 for missing, hidden or malformed ids", async () => {
    const merchant = await createMerchant(database.db, { slug: "harbour", name: "Harbour" });
    const product = await createProduct(database.db, {
      name: "Sharp Sand 25kg",
      imageUrl: "/demo-images/sand.svg",
      measureUnit: "kg",
      measureQuantity: 25,
    });
    const offer = await createOffer(database.db, {
      productId: product.id,
      merchantId: merchant.id,
      merchantItemId: "007",
      price: 4.5,
      salePrice: 3.99,
      deliveryCost: 5,
      unitQuantity: 25,
    });
    const ok = await call(productApi.loader, `/api/products/${product.id}`, context, { id: String(product.id) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      id: product.id,
      name: "Sharp Sand 25kg",
      imageUrl: "https://buildcompare.test/demo-images/sand.svg",
      lowestPrice: 3.99,
      merchantCount: 1,
      offers: [
        {
          id: offer.id,
          merchantSlug: "harbour",
          merchantName: "Harbour",
          merchantItemId: "007",
          price: 4.5,
          salePrice: 3.99,
          totalPrice: 8.99,
          available: true,
          availability: "in_stock",
          deliveryCost: 5,
          unitPrice: 0.1596,
          unitLabel: "per kg",
        },
      ],
      unitLabel: "per kg",
      lowestOfferId: null,
    });
    expect((ok.body as { offers: { lastChecked: string }[] }).offers[0]!.lastChecked).toMatch(/^\d{4}-\d\d-\d\dT/);

    expect((await call(productApi.loader, "/api/products/999999", context, { id: "999999" })).status).toBe(404);
    expect((await call(productApi.loader, "/api/products/abc", context, { id: "abc" })).status).toBe(404);
    await hideProduct(database.db, product.id);
    const hidden = await call(productApi.loader, `/api/products/${product.id}`, context, { id: String(product.id) });
    expect(hidden).toEqual({ status: 404, body: { error: `Product ${product.id} not found` } });
    expect((await call(historyApi.loader, "/", context, { id: String(product.id) })).status).toBe(404);
  });

  it("serves price history oldest first, within ?from=&to=, and rejects bad or inverted dates", async () => {
    const merchant = await createMerchant(database.db, { slug: "pennine", name: "Pennine" });
    const product = await createProduct(database.db);
    const offer = await createOffer(database.db, { productId: product.id, merchantId: merchant.id, price: 12 });
    await database.db.insert(priceObservations).values([
      { offerId: offer.id, price: 13, observedAt: new Date("2026-10-01T10:00:00Z") },
      { offerId: offer.id, price: 12, salePrice: 11, observedAt: new Date("2026-11-01T10:00:00Z") },
    ]);
    const params = { id: String(product.id) };
    const point = { offerId: offer.id, merchantSlug: "pennine", merchantName: "Pennine", leftFeedAt: null };
    const history = await call(historyApi.loader, "/", context, params);
    expect(history.body).toEqual({
      points: [
        { ...point, price: 13, regularPrice: 13, observedAt: "2026-10-01T10:00:00.000Z" },
        { ...point, price: 11, regularPrice: 12, observedAt: "2026-11-01T10:00:00.000Z" },
      ],
    });
    // The price in force at `from` is carried in; a bare `to` date includes that whole day.
    const window = await call(historyApi.loader, "/?from=2026-10-15&to=2026-11-01", context, params);
    expect(window.body).toEqual({
      points: [
        { ...point, price: 13, regularPrice: 13, observedAt: "2026-10-15T00:00:00.000Z" },
        { ...point, price: 11, regularPrice: 12, observedAt: "2026-11-01T10:00:00.000Z" },
      ],
    });
    const before = await call(historyApi.loader, "/?to=2026-11-01T09:59:59%2B00:00", context, params);
    expect((before.body as { points: unknown[] }).points).toHaveLength(1);
    const bad = await call(historyApi.loader, "/?from=yesterday", context, params);
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toMatch(/"from"/);
    expect((await call(historyApi.loader, "/?to=2026-13-01", context, params)).body).toMatchObject({
      error: expect.stringMatching(/"to"/),
    });
    const inverted = await call(historyApi.loader, "/?from=2026-11-02&to=2026-11-01", context, params);
    expect(inverted).toEqual({ status: 400, body: { error: 'Invalid parameter "from": must not be after "to"' } });
  });

  it("answers 404 for an unknown product's history and 301 to the successor of a merged one", async () => {
    const product = await createProduct(database.db);
    const retired = await createProduct(database.db);
    await redirectRetiredProducts(database.db, [[retired.id, product.id]]);
    await database.db.delete(products).where(eq(products.id, retired.id));
    const unknown = await call(historyApi.loader, "/", context, { id: "999999" });
    expect(unknown).toEqual({ status: 404, body: { error: "Product 999999 not found" } });
    // A thrown redirect is a Response, which call() hands back as the body.
    const moved = (await call(historyApi.loader, "/?from=2026-11-01", context, { id: String(retired.id) })).body;
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(301);
    expect((moved as Response).headers.get("Location")).toBe(`/api/products/${product.id}/history?from=2026-11-01`);
  });

  it("pages offers in a stable order, filters by merchant, and rejects bad parameters", async () => {
    const a = await createMerchant(database.db, { slug: "a-merchant" });
    const b = await createMerchant(database.db, { slug: "b-merchant" });
    const product = await createProduct(database.db);
    for (let i = 0; i < 3; i++)
      await createOffer(database.db, { productId: product.id, merchantId: i === 1 ? b.id : a.id });
    const all = (await call(offersApi.loader, "/api/offers?limit=2", context)).body as { offers: { id: number }[] };
    const rest = (await call(offersApi.loader, "/api/offers?limit=2&offset=2", context)).body as {
      offers: { id: number }[];
    };
    expect(all.offers).toHaveLength(2);
    expect(rest.offers).toHaveLength(1);
    expect([...all.offers, ...rest.offers].map((o) => o.id)).toEqual(
      [...all.offers, ...rest.offers].map((o) => o.id).sort((x, y) => x - y),
    );
    const onlyB = (await call(offersApi.loader, "/api/offers?merchant=b-merchant", context)).body as {
      offers: { merchantSlug: string }[];
    };
    expect(onlyB.offers.map((o) => o.merchantSlug)).toEqual(["b-merchant"]);
    const bad = await call(offersApi.loader, "/api/offers?limit=5000", context);
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toMatch(/"limit"/);
    expect((await call(offersApi.loader, "/api/offers?offset=-1", context)).status).toBe(400);
  });

  it("lists merchants with product counts, and answers health checks", async () => {
    const merchant = await createMerchant(database.db, {
      slug: "zeta",
      name: "Zeta Supplies",
      logoUrl: "/merchant-logos/zeta.svg",
      verified: true,
    });
    const product = await createProduct(database.db);
    await createOffer(database.db, { productId: product.id, merchantId: merchant.id });
    const result = await call(merchantsApi.loader, "/api/merchants", context);
    expect(result.body).toEqual({
      merchants: [
        {
          id: merchant.id,
          slug: "zeta",
          name: "Zeta Supplies",
          websiteUrl: merchant.websiteUrl,
          logoUrl: "https://buildcompare.test/merchant-logos/zeta.svg",
          verified: true,
          productCount: 1,
          ratings: {
            cheapest: { count: 0, of: 0, percent: null, band: "Not enough data" },
            freshness: {
              lastImportAt: null,
              ageSeconds: null,
              text: "No feed import recorded",
              band: "Not enough data",
            },
            inStock: { count: 1, of: 1, percent: 100, band: "Not enough data" },
            deliveryStated: { count: 0, of: 1, percent: 0, band: "Not enough data" },
          },
        },
      ],
    });
    expect(await call(health.loader, "/healthz", context)).toEqual({ status: 200, body: { ok: true } });
    await database.close();
    expect((await call(health.loader, "/healthz", context)).status).toBe(503);
  });
});
