import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, numericColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { CATEGORY_GROUPS, type CategoryGroupPrice } from "../../shared/categories.ts";
import { offerPricing } from "./offer-pricing.server.ts";
import { comparedOffer, isVisibleProduct } from "./visibility.server.ts";

const categoryPriceRow = z.object({
  category: z.string(),
  productCount: countColumn,
  lowestPrice: numericColumn.nullable(),
});

/**
 * Each storefront group's real 'from' price, for the home page's category cards, in the taxonomy's
 * order. Out-of-stock and not-in-feed offers never set it (decision 009); hidden products count for nothing.
 */
export async function listCategoryGroupPrices(db: Db): Promise<CategoryGroupPrice[]> {
  const p = offerPricing("o");
  const rows = await queryCheckedRows(
    db,
    sql`
    select "products"."category" as category,
      count(distinct o.product_id)::int as "productCount",
      (min(${p.running}) filter (where ${p.setsPrice}))::float8 as "lowestPrice"
    from offers o
    join products on "products"."id" = o.product_id
    where ${comparedOffer("o")} and ${isVisibleProduct()}
    group by "products"."category"`,
    categoryPriceRow,
  );
  return CATEGORY_GROUPS.map((group) => {
    const members = rows.filter((r) => (group.categories as readonly string[]).includes(r.category));
    const prices = members.flatMap((r) => (r.lowestPrice === null ? [] : [r.lowestPrice]));
    return {
      group: group.slug,
      productCount: members.reduce((sum, r) => sum + r.productCount, 0),
      lowestPrice: prices.length > 0 ? Math.min(...prices) : null,
    };
  });
}
