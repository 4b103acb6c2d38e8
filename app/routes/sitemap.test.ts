import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { AppLoadContext } from "react-router";
import type { Database } from "../../server/db/client.server.ts";
import { getEnv } from "../../server/env.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant, createNameExclusion, createOffer, createProduct } from "../../tests/setup/factories.ts";
import * as sitemap from "./sitemap.xml.ts";
import * as sitemapFile from "./sitemaps.$file.ts";
import * as robots from "./robots.txt.ts";

const SITE = "https://www.buildcompare.test";
type LoaderArgs = { request: Request; params: Record<string, string>; context: AppLoadContext };

/** Runs a resource route loader the way React Router does; these loaders always return a Response. */
async function call(
  loader: (args: never) => unknown,
  url: string,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Promise<Response> {
  const args: LoaderArgs = { request: new Request(`${SITE}${url}`), params, context };
  const result = await (loader as (a: LoaderArgs) => Promise<unknown>)(args);
  if (!(result instanceof Response)) throw new Error(`${url} did not return a Response`);
  return result;
}

const parser = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });
function locations(xml: string): string[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml) as {
    urlset?: { url?: { loc: string }[] };
    sitemapindex?: { sitemap?: { loc: string }[] };
  };
  return (doc.urlset?.url ?? doc.sitemapindex?.sitemap ?? []).map((entry) => entry.loc);
}

describe.each(testDatabases())("sitemap and robots routes on $name", (engine) => {
  let database: Database;
  let context: AppLoadContext;
  beforeEach(async () => {
    database = await engine.open();
    context = { db: database.db, env: getEnv({ SITE_URL: `${SITE}/` }) } as AppLoadContext;
  });
  afterEach(async () => {
    await database.close();
  });

  it("serves one urlset with absolute URLs for pages, listings, merchants and visible products", async () => {
    const merchant = await createMerchant(database.db, { slug: "brick-and-board", name: "Brick & Board" });
    const product = await createProduct(database.db, { name: "Class B Engineering Brick" });
    const excluded = await createProduct(database.db, { name: "Portland Cement Mix 20kg" });
    await createNameExclusion(database.db, "Portland Cement Mix");
    await createOffer(database.db, { productId: product.id, merchantId: merchant.id });

    const response = await call(sitemap.loader, "/sitemap.xml", context);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    // Caching headers are the site's table's (server/http/cache-headers.server.ts), not the route's.
    expect(response.headers.get("cache-control")).toBeNull();
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = locations(xml);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/compare`,
        `${SITE}/building-supplies?category=timber`,
        `${SITE}/building-supplies`,
        `${SITE}/building-supplies?category=skirting`,
        `${SITE}/bricks-and-blocks`,
        `${SITE}/products?category=sheet-materials`,
        `${SITE}/merchants`,
        `${SITE}/merchants/brick-and-board`,
        `${SITE}/product/${product.id}`,
      ]),
    );
    expect(locs).not.toContain(`${SITE}/product/${excluded.id}`);
    expect(locs.every((loc) => loc.startsWith(`${SITE}/`) && !loc.startsWith(`${SITE}//`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("becomes an index of product chunks past 45,000 URLs, each chunk served by /sitemaps/", async () => {
    await createMerchant(database.db, { slug: "bulk-yard" });
    await database.db.execute(
      sql`insert into products (name, category) select 'Bulk product ' || n, 'other' from generate_series(1, 45001) n`,
    );

    const index = await call(sitemap.loader, "/sitemap.xml", context);
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex ");
    expect(locations(indexXml)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/products-1.xml`,
      `${SITE}/sitemaps/products-2.xml`,
    ]);

    const chunk = (file: string) => call(sitemapFile.loader, `/sitemaps/${file}`, context, { file });
    const pages = locations(await (await chunk("pages.xml")).text());
    expect(pages).toContain(`${SITE}/merchants/bulk-yard`);
    expect(pages.some((loc) => loc.includes("/product/"))).toBe(false);
    const first = await chunk("products-1.xml");
    expect(first.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const firstLocs = locations(await first.text());
    const secondLocs = locations(await (await chunk("products-2.xml")).text());
    expect([firstLocs.length, secondLocs.length]).toEqual([45000, 1]);
    expect(new Set([...firstLocs, ...secondLocs]).size).toBe(45001);
    expect((await chunk("products-3.xml")).status).toBe(404);
    expect((await chunk("robots.xml")).status).toBe(404);
  });

  it("serves robots.txt allowing crawling except the API and the newsletter, naming the sitemap", async () => {
    const response = await call(robots.loader, "/robots.txt", context);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /newsletter",
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
  });
});
