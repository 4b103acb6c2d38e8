import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { prepareSearch } from "./prepare-search.server.ts";
import { correctedQuery, type PreparedSearch } from "./prepared-search.ts";
import { compileSearch } from "./memory-index/compile-search.server.ts";
import { QueryEvaluator } from "./memory-index/evaluate-query.ts";
import { currentSearchIndex } from "./memory-index/load-search-index.server.ts";
import { matchDocuments, scoreDocuments, type MatchOptions } from "./memory-index/rank-documents.ts";

/**
 * The search engine as a filter, for pages that order results their own way: product listings, a
 * merchant's products and /compare. The text is read exactly as /search reads it (prepare-search:
 * corrections from the catalogue's vocabulary, trade synonyms, sizes, unknown words) and matched
 * against the same index (memory-index/), so "plasterbord" finds plasterboard and "tap" never finds
 * "tapered" on every page. Two differences, both because these pages are not ordered by relevance:
 * sizes stated beside words filter (see MatchOptions), and a query is never relaxed to fewer terms.
 */
const FILTER: MatchOptions = { sizes: "filter" };

/** A page's text filter, matched: the products it finds (hidden ones too: visibility is the caller's). */
export interface SearchFilter {
  prepared: PreparedSearch;
  productIds: number[];
  /** Relevance per product of productIds, in hundredths. */
  scores: number[];
}

/** The matched search for a page's text filter; null when the text is blank (no filter). */
export async function prepareSearchFilter(db: Db, text: string): Promise<SearchFilter | null> {
  if (text.trim() === "") return null;
  const prepared = await prepareSearch(db, text);
  if (prepared.empty) return { prepared, productIds: [], scores: [] };
  const [compiled, { index, categoryTexts }] = await Promise.all([compileSearch(db, prepared), currentSearchIndex(db)]);
  const input = { compiled, evaluator: new QueryEvaluator(index), key: prepared.key, sizes: prepared.sizes };
  const slots = matchDocuments(index, input, FILTER);
  const scores = scoreDocuments(index, categoryTexts, input, slots);
  return { prepared, productIds: Array.from(slots, (slot) => index.productId.data[slot]!), scores: Array.from(scores) };
}

/**
 * True for a product the search finds; always true without a search. `productId` is the outer
 * query's product id column. Visibility is the caller's (isVisibleProduct), as on every catalogue read.
 */
export function matchesSearch(search: SearchFilter | null, productId: SQL): SQL {
  if (!search) return sql`true`;
  if (search.productIds.length === 0) return sql`false`;
  return sql`${productId} = any(${idArray(search.productIds)})`;
}

/**
 * The products a search finds with their relevance, as a subquery with columns product_id and score:
 * for a page that lists the best matches first (/compare).
 */
export function scoredMatches(search: SearchFilter): SQL {
  return sql`(select m.product_id, m.score from unnest(${idArray(search.productIds)},
    string_to_array(${search.scores.map((s) => s / 100).join(",")}, ',')::float8[]) as m(product_id, score))`;
}

/** One parameter however many products matched (a broad word finds thousands; statements take 65,535 at most). */
function idArray(ids: readonly number[]): SQL {
  return sql`string_to_array(${ids.join(",")}, ',')::int[]`;
}

/**
 * What a page's text was searched as when the engine corrected it ("plasterboard" for "plasterbord"),
 * so the page can say so as /search does; null when nothing was corrected. Word analyses are cached,
 * so preparing the text again for this costs no round trip.
 */
export async function correctedSearchText(db: Db, text: string): Promise<string | null> {
  if (text.trim() === "") return null;
  const search = await prepareSearch(db, text);
  return search.empty ? null : correctedQuery(search);
}
