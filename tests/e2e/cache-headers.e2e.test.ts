import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpE2eServer } from "./support/suite.ts";
import type { Db } from "../../server/db/client.server.ts";
import { queryRows } from "../../server/db/query-rows.server.ts";
import { subscribeAlert } from "../../server/alerts/subscribe-alert.server.ts";
import { createMerchant, createOffer, createProduct } from "../setup/factories.ts";
import { PRICE_DISPLAY_COOKIE } from "../../shared/price-display.ts";

const EMAIL = "cache.person@example.test";

async function seed(db: Db) {
  const merchant = await createMerchant(db, { slug: "harbour", name: "Harbour Builders Merchants" });
  const product = await createProduct(db, { name: "Castle Cache Cement 25kg", category: "cement" });
  const offer = await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 12 });
  await subscribeAlert(db, {
    productId: product.id,
    productName: product.name,
    email: EMAIL,
    kind: "stock",
    targetPrice: null,
    sourcePath: `/product/${product.id}`,
    siteUrl: "https://www.buildcompare.test",
  });
  const [alert] = await queryRows<{ token: string }>(db, sql`select unsubscribe_token as token from price_alerts`);
  return { productId: product.id, offerId: offer.id, unsubscribeToken: alert!.token };
}

const server = setUpE2eServer(seed);

async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const res = await fetch(`${server.baseUrl}${path}`, { method, headers, redirect: "manual" });
  const body = await res.text();
  return {
    status: res.status,
    cacheControl: res.headers.get("cache-control") ?? "",
    etag: res.headers.get("etag"),
    vary: res.headers.get("vary") ?? "",
    pageCache: res.headers.get("x-page-cache"),
    body,
  };
}

const sameOrigin = { origin: "https://www.buildcompare.test", "content-type": "application/x-www-form-urlencoded" };

describe("caching headers on the production server", () => {
  it("lets a shared cache keep a product page and revalidate it with a 304", async () => {
    const path = `/product/${server.seeded.productId}`;
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(page.vary).toMatch(/Cookie/);
    const revalidated = await get(path, { "if-none-match": page.etag! });
    expect(revalidated).toMatchObject({ status: 304, etag: page.etag, body: "" });
    const data = await get(`${path}.data?_routes=routes/product`, { "if-none-match": page.etag! });
    expect(data.status).toBe(304);
    const api = await get(`/api/products/${server.seeded.productId}`);
    expect(api.cacheControl).toMatch(/^public, /);
    expect(api.vary).not.toMatch(/Cookie/);
  });

  it("keeps the trade view's pages private, even when the page cache serves them", async () => {
    const path = `/product/${server.seeded.productId}`;
    const cookie = `${PRICE_DISPLAY_COOKIE}=ex-vat`;
    await expect.poll(async () => (await get(path, { cookie })).pageCache).toBe("HIT");
    const hit = await get(path, { cookie });
    expect(hit.cacheControl).toBe("private, no-cache");
    expect(hit.body).toContain("ex. VAT");
  });

  it("never lets a shared cache keep a personal page, however often it is asked for", async () => {
    const path = `/alerts/unsubscribe?token=${server.seeded.unsubscribeToken}`;
    for (let i = 0; i < 3; i++) {
      const personal = await get(path);
      expect(personal.status).toBe(200);
      expect(personal.body).toContain(EMAIL);
      expect(personal.cacheControl).toBe("no-store");
      expect(personal.etag).toBeNull();
      expect(personal.pageCache).toBeNull();
    }
  });

  it("never makes forms' results, cookies, click-outs, errors or the health check cacheable", async () => {
    const answers = {
      vat: await get("/preferences/vat", sameOrigin, "POST"),
      contact: await get("/contact", sameOrigin, "POST"),
      out: await get(`/out/${server.seeded.offerId}`),
      missing: await get("/product/999999"),
      health: await get("/healthz"),
      favourites: await get(`/api/products?ids=${server.seeded.productId}`),
      csv: await get(`/price-comparison.csv?items=${server.seeded.productId}:1`),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.cacheControl, name).toMatch(/no-store|private/);
      expect(answer.cacheControl, name).not.toMatch(/public/);
      expect(answer.etag, name).toBeNull();
    }
  });
});
