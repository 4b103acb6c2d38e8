import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { categoryLabel } from "../../shared/categories.ts";
import { safeImageUrl } from "./safe-url.server.ts";
import { isVisibleProduct, resolvedImageUrl } from "./visibility.server.ts";
import { offerPricing } from "./offer-pricing.server.ts";
import { prepareSearchFilter, scoredMatches } from "../search/search-filter.server.ts";

export interface ProductNameMatch {
  id: number;
  name: string;
  category: string;
  categoryLabel: string;
  imageUrl: string | null;
  /** Lowest running price of an offer that can be ordered now; null when none can be ordered now. */
  lowestPrice: number | null;
  merchantCount: number;
}

/**
 * Visible products the search engine finds for the text (the /compare search: typos corrected,
 * synonyms and sizes as on /search), best match first by the engine's relevance, then the most
 * widely stocked.
 */
export async function findProductsByName(db: Db, text: string, limit = 20): Promise<ProductNameMatch[]> {
  const search = await prepareSearchFilter(db, text);
  if (!search || search.empty) return [];
  const p = offerPricing("o");

  const rows = await queryRows<Omit<ProductNameMatch, "categoryLabel">>(
    db,
    sql`
    select products.id, products.name, products.category, ${resolvedImageUrl()} as "imageUrl",
      (min(${p.running}) filter (where ${p.setsPrice}))::float8 as "lowestPrice",
      count(distinct o.merchant_id)::int as "merchantCount"
    from products
    join ${scoredMatches(search)} m on m.product_id = products.id
    left join offers o on o.product_id = products.id and o.availability <> 'not_in_feed'
    where ${isVisibleProduct()}
    group by products.id, m.score
    order by m.score desc, "merchantCount" desc, length(products.name), products.name, products.id
    limit ${Math.max(1, Math.min(Math.trunc(limit), 50))}`,
  );

  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    category: r.category,
    categoryLabel: categoryLabel(r.category),
    imageUrl: safeImageUrl(r.imageUrl),
    lowestPrice: r.lowestPrice === null ? null : Number(r.lowestPrice),
    merchantCount: Number(r.merchantCount),
  }));
}
