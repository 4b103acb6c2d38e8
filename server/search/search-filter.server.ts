import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { correctedQuery, prepareSearch, type PreparedSearch } from "./prepare-search.server.ts";
import { documentConditions, documentScore, type MatchOptions } from "./match-documents.server.ts";

/**
 * The search engine as a filter, for pages that order results their own way: product listings, a
 * merchant's products and /compare. The text is read exactly as /search reads it (prepare-search:
 * corrections from the catalogue's vocabulary, trade synonyms, sizes, unknown words) and matched
 * against the same search documents, so "plasterbord" finds plasterboard and "tap" never finds
 * "tapered" on every page. Two differences, both because these pages are not ordered by relevance:
 * sizes stated beside words filter (see MatchOptions), and a query is never relaxed to fewer terms.
 */
const FILTER: MatchOptions = { sizes: "filter" };

/** The prepared search for a page's text filter; null when the text is blank (no filter). */
export async function prepareSearchFilter(db: Db, text: string): Promise<PreparedSearch | null> {
  return text.trim() === "" ? null : prepareSearch(db, text);
}

/**
 * True for a product the search finds; always true without a search. `productId` is the outer
 * query's product id column. Visibility is the caller's (isVisibleProduct), as on every catalogue read.
 */
export function matchesSearch(search: PreparedSearch | null, productId: SQL): SQL {
  if (!search) return sql`true`;
  if (search.empty) return sql`false`;
  return sql`${productId} in (select d.product_id from search_documents d
    where ${sql.join(documentConditions(search, FILTER), sql` and `)})`;
}

/**
 * The products a (non-empty) search finds with their relevance, as a subquery with columns
 * product_id and score: for a page that lists the best matches first (/compare).
 */
export function scoredMatches(search: PreparedSearch): SQL {
  return sql`(select d.product_id, ${documentScore(search)} as score from search_documents d
    where ${search.empty ? sql`false` : sql.join(documentConditions(search, FILTER), sql` and `)})`;
}

/**
 * What a page's text was searched as when the engine corrected it ("plasterboard" for "plasterbord"),
 * so the page can say so as /search does; null when nothing was corrected. Word analyses are cached,
 * so preparing the text again for this costs no round trip.
 */
export async function correctedSearchText(db: Db, text: string): Promise<string | null> {
  const search = await prepareSearchFilter(db, text);
  return search && !search.empty ? correctedQuery(search) : null;
}
