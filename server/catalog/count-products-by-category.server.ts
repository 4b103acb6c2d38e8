import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { priceSummaryColumns } from "./offer-pricing.server.ts";
import type { Db } from "../db/client.server.ts";
import { countColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { CATEGORIES, type CategorySlug } from "../../shared/categories.ts";
import { perCatalogueVersion } from "./per-catalogue-version.server.ts";
import {
  NO_LISTING_FILTERS,
  offerScopeConditions,
  productConditions,
  requiresScopedOffer,
  type ListingFilters,
} from "./listing-conditions.server.ts";

export interface CategoryCount {
  slug: CategorySlug;
  label: string;
  count: number;
}

const categoryCountRow = z.object({ category: z.string(), count: countColumn });

/**
 * How many visible products each taxonomy category holds under the other filters (text,
 * merchants, price, stock), so a category filter can say what each choice would show.
 * Every category is returned, in taxonomy order, with 0 when empty.
 */
export async function countProductsByCategory(db: Db, filters: ListingFilters): Promise<CategoryCount[]> {
  return inTaxonomyOrder(await countByStoredCategory(db, filters));
}

/** Visible products per stored category under the filters, unknown categories included. */
async function countByStoredCategory(db: Db, filters: ListingFilters): Promise<Map<string, number>> {
  const where = await productConditions(db, filters, { withCategory: false });
  // Without merchant, price or stock filters every visible product counts whatever its offers: no need to
  // summarise every offer in the catalogue first (the /products page's second-costliest query, issue 15).
  const rows = requiresScopedOffer(filters)
    ? await countWithOffers(db, filters, where)
    : await queryCheckedRows(
        db,
        sql`select "products"."category" as category, count(*)::int as count
          from products where ${where} group by "products"."category"`,
        categoryCountRow,
      );
  return new Map(rows.map((r) => [r.category, r.count]));
}

function inTaxonomyOrder(counts: ReadonlyMap<string, number>): CategoryCount[] {
  return CATEGORIES.map((c) => ({ slug: c.slug, label: c.label, count: counts.get(c.slug) ?? 0 }));
}

// Every /products view without a search or filter asks for the same counts: a scan of every visible product
// (~40 ms of PostgreSQL on a 100k-product catalogue), read once per catalogue version instead (issue 15).
const unfilteredCounts = perCatalogueVersion(async (db) =>
  inTaxonomyOrder(await countByStoredCategory(db, NO_LISTING_FILTERS)),
);

/**
 * countProductsByCategory for the pages: the unfiltered counts (text, merchants, price and stock all unset) as
 * read at the current catalogue version (per-catalogue-version.server.ts), any other filter read afresh.
 * The answer may be shared between views: read it, never change it.
 */
export async function countProductsByCategoryForPage(
  db: Db,
  filters: ListingFilters,
): Promise<readonly CategoryCount[]> {
  const unfiltered =
    filters.categories.length === 0 &&
    filters.text.trim() === "" &&
    filters.merchantSlugs.length === 0 &&
    filters.minPrice === null &&
    filters.maxPrice === null &&
    !filters.inStockOnly;
  return unfiltered ? unfilteredCounts(db) : countProductsByCategory(db, filters);
}

function countWithOffers(db: Db, filters: ListingFilters, where: SQL) {
  return queryCheckedRows(
    db,
    sql`
    with s as materialized (
      select o.product_id, ${priceSummaryColumns("o")}
      from offers o where ${offerScopeConditions(filters)} group by o.product_id
    )
    select "products"."category" as category, count(*)::int as count
    from products join s on s.product_id = "products"."id"
    where ${where}
    group by "products"."category"`,
    categoryCountRow,
  );
}
