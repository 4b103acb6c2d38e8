import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { z } from "zod";
import { countColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { isVisibleProduct } from "../catalog/visibility.server.ts";

export interface SitemapUrl {
  /** Root-relative, query string included, not yet XML-escaped. */
  path: string;
  /** W3C datetime in UTC, or null when unknown. */
  lastmod: string | null;
}

/** The protocol allows 50,000 URLs a file; staying below leaves room for pages added between requests. */
export const MAX_URLS_PER_SITEMAP = 45_000;

export type SitemapRoot =
  | { kind: "urlset"; urls: SitemapUrl[] }
  /** File names to serve under /sitemaps/: "pages.xml", then "products-1.xml"…"products-N.xml". */
  | { kind: "index"; files: string[] };

/**
 * What /sitemap.xml serves: every URL in one file, or an index of files once the total passes maxUrls.
 * pagePaths are the site's own pages (the app lists them from its routes); merchant and product pages
 * follow from the database. Visible products stay listed when all their offers have left the feeds: the
 * product page still exists.
 */
export async function listSitemapRoot(
  db: Db,
  pagePaths: readonly string[],
  maxUrls = MAX_URLS_PER_SITEMAP,
): Promise<SitemapRoot> {
  const pages = await listPageUrls(db, pagePaths);
  const productCount = await countVisibleProducts(db);
  if (pages.length + productCount <= maxUrls) {
    return { kind: "urlset", urls: [...pages, ...(await listProductUrls(db, 0, productCount))] };
  }
  const chunks = Math.ceil(productCount / maxUrls);
  return { kind: "index", files: ["pages.xml", ...Array.from({ length: chunks }, (_, i) => `products-${i + 1}.xml`)] };
}

/** One file of the index (see SitemapRoot); null for a name that is not, or no longer, part of it. */
export async function listSitemapFile(
  db: Db,
  file: string,
  pagePaths: readonly string[],
  maxUrls = MAX_URLS_PER_SITEMAP,
): Promise<SitemapUrl[] | null> {
  if (file === "pages.xml") return listPageUrls(db, pagePaths);
  const match = /^products-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match) return null;
  const chunk = Number(match[1]);
  const urls = await listProductUrls(db, (chunk - 1) * maxUrls, maxUrls);
  return urls.length > 0 || chunk === 1 ? urls : null;
}

async function listPageUrls(db: Db, pagePaths: readonly string[]): Promise<SitemapUrl[]> {
  const merchants = await queryCheckedRows(
    db,
    sql`select m.slug from merchants m order by m.name, m.id`,
    z.object({ slug: z.string() }),
  );
  return [...pagePaths, ...merchants.map((m) => `/merchants/${encodeURIComponent(m.slug)}`)].map((path) => ({
    path,
    lastmod: null,
  }));
}

async function countVisibleProducts(db: Db): Promise<number> {
  const [row] = await queryCheckedRows(
    db,
    sql`select count(*)::int as n from products where ${isVisibleProduct()}`,
    z.object({ n: countColumn }),
  );
  return row?.n ?? 0;
}

/**
 * Visible products in id order (stable chunks as the catalogue grows). lastmod: the product's own update
 * or the latest check or change of any of its offers, whichever is later. The page is cut first so the
 * per-product offer lookups run only for the rows returned.
 */
async function listProductUrls(db: Db, offset: number, limit: number): Promise<SitemapUrl[]> {
  if (limit <= 0) return [];
  const rows = await queryCheckedRows(
    db,
    sql`
    with page as (
      select products.id, products.updated_at from products
      where ${isVisibleProduct()}
      order by products.id
      limit ${limit} offset ${offset}
    )
    select page.id,
      to_char(greatest(page.updated_at, seen.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
    from page
    left join lateral (
      select max(greatest(o.last_checked, o.last_changed_at)) as at from offers o where o.product_id = page.id
    ) seen on true
    order by page.id`,
    z.object({ id: countColumn, lastmod: z.string() }),
  );
  return rows.map((r) => ({ path: `/product/${r.id}`, lastmod: r.lastmod }));
}
