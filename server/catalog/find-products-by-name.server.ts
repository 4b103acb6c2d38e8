import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { categoryLabel } from "../../shared/categories.ts";
import { safeImageUrl } from "./safe-url.server.ts";
import { isVisibleProduct, resolvedImageUrl } from "./visibility.server.ts";
import { offerPricing } from "./offer-pricing.server.ts";

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

/** Bounds the SQL a visitor's text can produce: a sentence pasted into the box still makes a small query. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 50;

/** The distinct whitespace-separated words of a query, lower-cased; empty when there is nothing to match. */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * True when every word appears somewhere in the product's name, case-insensitively.
 * `position()` rather than ILIKE so %, _ and \ in the visitor's text are matched literally.
 * Expects the outer query to select from "products" unaliased.
 */
export function nameContainsAllWords(words: string[]): SQL {
  if (words.length === 0) return sql`true`;
  return sql.join(
    words.map((w) => sql`position(lower(${w}) in lower("products"."name")) > 0`),
    sql` and `,
  );
}

/**
 * Visible products whose name contains every word of the query (the /compare search), best
 * name match first (exact, prefix, whole phrase, scattered words), then the most widely stocked.
 */
export async function findProductsByName(db: Db, text: string, limit = 20): Promise<ProductNameMatch[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const phrase = words.join(" ");
  const p = offerPricing("o");

  const rows = await queryRows<Omit<ProductNameMatch, "categoryLabel">>(
    db,
    sql`
    select products.id, products.name, products.category, ${resolvedImageUrl()} as "imageUrl",
      (min(${p.running}) filter (where ${p.setsPrice}))::float8 as "lowestPrice",
      count(distinct o.merchant_id)::int as "merchantCount"
    from products
    left join offers o on o.product_id = products.id and o.availability <> 'not_in_feed'
    where ${isVisibleProduct()} and ${nameContainsAllWords(words)}
    group by products.id
    order by
      case
        when lower(products.name) = lower(${phrase}) then 0
        when position(lower(${phrase}) in lower(products.name)) = 1 then 1
        when position(lower(${phrase}) in lower(products.name)) > 0 then 2
        else 3
      end,
      "merchantCount" desc, length(products.name), products.name, products.id
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
