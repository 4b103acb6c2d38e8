import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { numericColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { getCatalogueStats } from "./get-catalogue-stats.server.ts";
import { listCategoryGroupPrices } from "./list-category-group-prices.server.ts";
import { findShowcaseProduct } from "./find-showcase-product.server.ts";
import { listFeaturedProducts } from "./list-featured-products.server.ts";
import { nextSaleChangeMsSql } from "./offer-pricing.server.ts";
import { keptMerchantList } from "./kept-merchant-list.server.ts";
import { perCatalogueVersion, perCatalogueVersionUntil, type Lasting } from "./per-catalogue-version.server.ts";

const lastsRow = z.object({ lastsMs: numericColumn.nullable() });

/**
 * `read`'s answer with how long it lasts: until the next sale window opens or closes. The moment is read first,
 * so a window that changes between the two statements ends the answer at once rather than keeping it too long.
 */
async function untilNextSaleChange<T>(db: Db, read: (db: Db) => Promise<T>): Promise<Lasting<T>> {
  const [row] = await queryCheckedRows(db, sql`select ${nextSaleChangeMsSql()} as "lastsMs"`, lastsRow);
  return { value: await read(db), lastsMs: row?.lastsMs ?? Infinity };
}

// The home page's catalogue-wide reads, each a scan of every offer (~0.4–0.6 s of PostgreSQL apiece at 100k
// products, issue 15), kept per catalogue version: the counts depend on the catalogue alone, the groups' 'from'
// prices also on the clock (sale windows), so they are kept until the next sale change too. The featured
// products and the showcase are listings: their order is kept by listing-order.server.ts.
const stats = perCatalogueVersion(getCatalogueStats);
const groupPrices = perCatalogueVersionUntil(
  (db: Db) => untilNextSaleChange(db, listCategoryGroupPrices),
  () => "groups",
);

/** What the home page shows from the catalogue, read as fresh as the page cache's key. */
export async function loadHomePage(db: Db) {
  const [merchantList, catalogueStats, timber, products, categoryPrices] = await Promise.all([
    keptMerchantList(db),
    stats(db),
    findShowcaseProduct(db, "timber"),
    listFeaturedProducts(db, 8),
    groupPrices(db, null),
  ]);
  return { merchants: merchantList, stats: catalogueStats, timber, products, categoryPrices };
}
