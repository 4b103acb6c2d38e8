import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, numericColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { categoryLabel } from "../../shared/categories.ts";
import {
  MAX_SUGGESTIONS,
  POPULAR_SEARCHES,
  type ProductSuggestion,
  type SuggestResponse,
} from "../../shared/search-params.ts";
import { safeImageUrl } from "../catalog/safe-url.server.ts";
import { resolvedImageUrl } from "../catalog/visibility.server.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { normaliseExpressions } from "./memory-index/compile-search.server.ts";
import { QueryEvaluator } from "./memory-index/evaluate-query.ts";
import { currentSearchIndex } from "./memory-index/load-search-index.server.ts";
import { suggestNames } from "./memory-index/suggest-names.ts";
import { searchProducts } from "./search-products.server.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const PRODUCT_NAMES = 5;
const FROM_POPULAR = 3;
const FROM_SYNONYMS = 3;
const PER_SYNONYM_GROUP = 2;

/** A prefix match as read, checked: ProductSuggestion before its category label and image URL check. */
const suggestionRow = z.object({
  id: countColumn,
  name: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  lowestPrice: numericColumn.nullable(),
});

/**
 * Header palette suggestions: up to 5 product names, 3 popular searches and 3 trade
 * terms (2 per synonym group), 8 in all. Names come from a prefix search on what has been typed
 * so far, and from the full engine (typos, synonyms) when the prefix finds too few. Each name's
 * product comes with it (image, price, category), so the palette can open the product itself.
 */
export async function suggestSearches(db: Db, q: string): Promise<SuggestResponse> {
  const typed = q.trim().toLowerCase().replace(/\s+/g, " ");
  if (typed.length < 2) return { suggestions: [], products: [] };
  const products = await prefixProducts(db, typed);
  const named = (name: string) => products.some((p) => p.name.toLowerCase() === name.toLowerCase());
  if (products.length < PRODUCT_NAMES) {
    const found = await searchProducts(db, {
      q: typed,
      sort: "relevance",
      category: null,
      limit: PRODUCT_NAMES,
      offset: 0,
    });
    for (const r of found.results) {
      if (products.length >= PRODUCT_NAMES || named(r.name)) continue;
      products.push({
        id: r.id,
        name: r.name,
        category: r.category,
        categoryLabel: r.categoryLabel,
        imageUrl: r.imageUrl,
        lowestPrice: r.lowestPrice,
      });
    }
  }
  const popular = POPULAR_SEARCHES.filter((p) => p.startsWith(typed) || p.includes(` ${typed}`)).slice(0, FROM_POPULAR);
  const synonyms = TRADE_SYNONYMS.filter((g) => g.terms.some((t) => t.startsWith(typed)))
    .flatMap((g) => g.terms.slice(0, PER_SYNONYM_GROUP))
    .slice(0, FROM_SYNONYMS);

  const out: string[] = [];
  const seen = new Set<string>();
  for (const s of [...products.map((p) => p.name), ...popular, ...synonyms]) {
    const key = s.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s);
  }
  return { suggestions: out.slice(0, MAX_SUGGESTIONS), products };
}

/** Products whose name, brand or titles contain every typed word, the last one as a prefix; one per name. */
async function prefixProducts(db: Db, typed: string): Promise<ProductSuggestion[]> {
  const words = tokeniseQuery(typed)
    .words.map((w) => w.replace(/[^a-z0-9]/g, ""))
    .filter(Boolean);
  if (words.length === 0) return [];
  // Indexed words are stemmed ("insulation" is stored as "insul"), so a long typed prefix may run past
  // the stem: dropping its last two letters keeps "insula" matching.
  const prefix = (w: string) => (w.length > 4 ? w.slice(0, Math.max(4, w.length - 2)) : w);
  const anywhere = words.map((w, i) => (i === words.length - 1 ? `${prefix(w)}:*ABC` : `${w}:ABC`)).join(" & ");
  const inName = anywhere.replace(/ABC/g, "A");
  const [trees, { index }] = await Promise.all([normaliseExpressions(db, [anywhere, inName]), currentSearchIndex(db)]);
  const ids = suggestNames(
    index,
    new QueryEvaluator(index),
    { typed: typed.replace(/[\\%_]/g, ""), inName: trees.get(inName) ?? null, anywhere: trees.get(anywhere) ?? null },
    PRODUCT_NAMES,
  );
  if (ids.length === 0) return [];
  const rows = await queryCheckedRows(db, suggestionStatement(ids), suggestionRow);
  const out: ProductSuggestion[] = [];
  for (const row of rows) {
    if (out.some((p) => p.name.toLowerCase() === row.name.toLowerCase())) continue;
    out.push({
      id: row.id,
      name: row.name,
      category: row.category,
      categoryLabel: categoryLabel(row.category),
      imageUrl: safeImageUrl(row.imageUrl),
      lowestPrice: row.lowestPrice,
    });
  }
  return out;
}

/** The suggested products' names, images and prices, in the order given. */
function suggestionStatement(ids: readonly number[]): SQL {
  return sql`
    select "products"."id" as id, "products"."name" as name, d.category, ${resolvedImageUrl()} as "imageUrl",
      d.lowest_price::float8 as "lowestPrice"
    from unnest(string_to_array(${ids.join(",")}, ',')::int[]) with ordinality as top(product_id, position)
    join search_documents d on d.product_id = top.product_id
    join products on "products"."id" = top.product_id
    order by top.position`;
}
