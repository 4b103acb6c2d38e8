import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import type { CategorySlug } from "../../shared/categories.ts";
import { matchesSearch, prepareSearchFilter } from "../search/search-filter.server.ts";
import { comparedOffer, isVisibleProduct } from "./visibility.server.ts";

export interface ListingFilters {
  /** Taxonomy categories to include; empty means every category. */
  categories: readonly CategorySlug[];
  /** Search text, matched by the search engine (search-filter.server.ts); blank for none. */
  text: string;
  /** Merchant slugs: only these merchants' offers are considered. */
  merchantSlugs: readonly string[];
  minPrice: number | null;
  maxPrice: number | null;
  /** Only in-stock offers are considered. */
  inStockOnly: boolean;
}

/** Every visible product, every current offer: spread it and override what a query narrows. */
export const NO_LISTING_FILTERS: ListingFilters = {
  categories: [],
  text: "",
  merchantSlugs: [],
  minPrice: null,
  maxPrice: null,
  inStockOnly: false,
};

/**
 * Which offers count towards a product's listing price: never those gone from their feed,
 * and only the chosen merchants' or in-stock ones when the visitor asked. Uses alias `o`.
 */
export function offerScopeConditions(filters: ListingFilters): SQL {
  const scope: SQL[] = [comparedOffer("o")];
  if (filters.merchantSlugs.length > 0) {
    scope.push(
      sql`o.merchant_id in (select m.id from merchants m where m.slug in (${sql.join(
        filters.merchantSlugs.map((s) => sql`${s}`),
        sql`, `,
      )}))`,
    );
  }
  if (filters.inStockOnly) scope.push(sql`o.availability = 'in_stock'`);
  return sql.join(scope, sql` and `);
}

/**
 * A product without any offer in scope drops out once offers are narrowed or priced;
 * otherwise it stays, shown as 'Price not available'.
 */
export function requiresScopedOffer(filters: ListingFilters): boolean {
  return (
    filters.merchantSlugs.length > 0 || filters.inStockOnly || filters.minPrice !== null || filters.maxPrice !== null
  );
}

/**
 * Conditions on the unaliased "products" row joined to the price summary `s` (column `lowest`).
 * Async because the search text is first read by the search engine (corrections need the catalogue).
 */
export async function productConditions(db: Db, filters: ListingFilters, { withCategory = true } = {}): Promise<SQL> {
  const where: SQL[] = [isVisibleProduct()];
  if (withCategory && filters.categories.length > 0) {
    where.push(
      sql`"products"."category" in (${sql.join(
        filters.categories.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  }
  where.push(matchesSearch(await prepareSearchFilter(db, filters.text), sql`"products"."id"`));
  if (filters.minPrice !== null) where.push(sql`s.lowest >= ${filters.minPrice}`);
  if (filters.maxPrice !== null) where.push(sql`s.lowest <= ${filters.maxPrice}`);
  return sql.join(where, sql` and `);
}
