import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import {
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { listSitemapFile, listSitemapRoot, type SitemapUrl } from "./list-sitemap-entries.server.ts";

/** The site's own pages come from the app's routes; any list shows where they go. */
const PAGES = ["/", "/compare", "/products?category=sand&view=list", "/merchants"];
const paths = (urls: SitemapUrl[]) => urls.map((u) => u.path);
const productPaths = (urls: SitemapUrl[]) => paths(urls).filter((p) => p.startsWith("/product/"));

describe.each(testDatabases())("sitemap entries on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("lists content, listing and merchant pages and every visible product, with offer-based lastmod", async () => {
    const { db } = database;
    const merchant = await createMerchant(db, { slug: "harbour-timber", name: "Harbour Timber" });
    const stocked = await createProduct(db, { name: "C24 Timber 47x100" });
    const gone = await createProduct(db, { name: "Sharp Sand 25kg" });
    const bare = await createProduct(db, { name: "Gypsum Plasterboard" });
    await createOffer(db, {
      productId: stocked.id,
      merchantId: merchant.id,
      lastChecked: new Date("2030-05-06T07:08:09Z"),
      lastChangedAt: new Date("2030-01-01T00:00:00Z"),
    });
    await createOffer(db, {
      productId: gone.id,
      merchantId: merchant.id,
      availability: "not_in_feed",
      available: false,
      lastChecked: new Date("2030-02-01T00:00:00Z"),
      lastChangedAt: new Date("2030-03-04T05:06:07Z"),
    });

    const root = await listSitemapRoot(db, PAGES);
    expect(root.kind).toBe("urlset");
    const urls = root.kind === "urlset" ? root.urls : [];
    expect(paths(urls)).toEqual([
      ...PAGES,
      "/merchants/harbour-timber",
      `/product/${stocked.id}`,
      `/product/${gone.id}`,
      `/product/${bare.id}`,
    ]);
    const byPath = new Map(urls.map((u) => [u.path, u.lastmod]));
    expect(byPath.get(`/product/${stocked.id}`)).toBe("2030-05-06T07:08:09Z");
    // All offers gone from the feeds: the page still exists, dated by the offer leaving.
    expect(byPath.get(`/product/${gone.id}`)).toBe("2030-03-04T05:06:07Z");
    expect(byPath.get(`/product/${bare.id}`)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(byPath.get("/compare")).toBeNull();
  });

  it("leaves out hidden products and products matching a name exclusion", async () => {
    const { db } = database;
    const shown = await createProduct(db, { name: "Portland Cement 25kg" });
    const hidden = await createProduct(db, { name: "Building Sand 850kg" });
    const excluded = await createProduct(db, { name: "Ready Mixed Concrete C20" });
    await hideProduct(db, hidden.id);
    await createNameExclusion(db, "ready mixed concrete");

    const root = await listSitemapRoot(db, PAGES);
    const listed = root.kind === "urlset" ? productPaths(root.urls) : [];
    expect(listed).toEqual([`/product/${shown.id}`]);
    expect(listed).not.toContain(`/product/${hidden.id}`);
    expect(listed).not.toContain(`/product/${excluded.id}`);
    expect(await listSitemapFile(db, "products-1.xml", PAGES)).toEqual([
      { path: `/product/${shown.id}`, lastmod: expect.any(String) },
    ]);
  });

  it("switches to an index of product chunks once the URLs outnumber the limit", async () => {
    const { db } = database;
    await createMerchant(db, { slug: "stone-and-co", name: "Stone & Co" });
    await db.execute(
      sql`insert into products (name, category) select 'Bulk product ' || n, 'other' from generate_series(1, 25) n`,
    );
    const hidden = await createProduct(db, { name: "Hidden bulk product" });
    await hideProduct(db, hidden.id);
    const pageCount = PAGES.length + 1;

    const fits = await listSitemapRoot(db, PAGES, pageCount + 25);
    expect(fits.kind).toBe("urlset");

    const root = await listSitemapRoot(db, PAGES, 10);
    expect(root).toEqual({
      kind: "index",
      files: ["pages.xml", "products-1.xml", "products-2.xml", "products-3.xml"],
    });
    const pages = await listSitemapFile(db, "pages.xml", PAGES, 10);
    expect(pages).toHaveLength(pageCount);
    expect(paths(pages!)).toContain("/merchants/stone-and-co");

    const chunks = await Promise.all([1, 2, 3].map((n) => listSitemapFile(db, `products-${n}.xml`, PAGES, 10)));
    expect(chunks.map((c) => c!.length)).toEqual([10, 10, 5]);
    const all = chunks.flatMap((c) => productPaths(c!));
    expect(new Set(all).size).toBe(25);
    expect(all).not.toContain(`/product/${hidden.id}`);
    expect(await listSitemapFile(db, "products-4.xml", PAGES, 10)).toBeNull();
    expect(await listSitemapFile(db, "products-0.xml", PAGES, 10)).toBeNull();
    expect(await listSitemapFile(db, "other.xml", PAGES, 10)).toBeNull();
  });
});
