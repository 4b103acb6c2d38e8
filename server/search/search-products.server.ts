import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { categoryLabel } from "../../shared/categories.ts";
import type { ProductSummary } from "../../shared/product-summary.ts";
import {
  emptySearchResponse,
  MAX_DID_YOU_MEAN,
  type CategoryFacet,
  type SearchResponse,
  type SearchSort,
} from "../../shared/search-params.ts";
import { productSummaryRow, toProductSummary } from "../catalog/product-summary.server.ts";
import { correctedQuery, prepareSearch, type PreparedSearch } from "./prepare-search.server.ts";
import { searchPageStatement } from "./search-statement.server.ts";
import { refinementWords } from "./refinement-words.ts";
import { rankSearch, RELAX_BELOW } from "./rank-search.server.ts";

export interface SearchRequest {
  q: string;
  sort: SearchSort;
  /** A taxonomy category slug; null for all. */
  category: string | null;
  limit: number;
  offset: number;
}

/**
 * The search engine: full-text over weighted product text with trade synonyms, typo corrections
 * from the catalogue's own vocabulary, and sizes. A query naming nothing the catalogue has
 * returns no results rather than weak matches.
 */
export async function searchProducts(db: Db, request: SearchRequest): Promise<SearchResponse> {
  const prepared = await prepareSearch(db, request.q);
  const base = emptySearchResponse(prepared.text);
  if (prepared.empty) return base;

  const { total, facets, page, allMatches } = await rankSearch(db, prepared, request);
  const results =
    page.length === 0
      ? []
      : (await queryCheckedRows(db, searchPageStatement(page), productSummaryRow)).map(toProductSummary);
  return {
    ...base,
    total,
    facets: facets.map((f): CategoryFacet => ({
      category: f.category,
      label: categoryLabel(f.category),
      count: f.count,
    })),
    results,
    correctedQuery: correctedQuery(prepared),
    suggestions: suggestions(prepared, allMatches < RELAX_BELOW ? results : []),
  };
}

/**
 * 'Did you mean': corrections first (the likeliest next search), then words that narrow what was found,
 * taken from `results`. Callers pass results only when the query found little, so a correctly spelled
 * query that found plenty gets none.
 */
function suggestions(prepared: PreparedSearch, results: ProductSummary[]): string[] {
  const out = prepared.corrections.map((c) => c.to);
  const searched = new Set(prepared.terms.flatMap((t) => t.words));
  for (const word of refinementWords(
    results.map((r) => r.name),
    searched,
  )) {
    if (out.length >= MAX_DID_YOU_MEAN) break;
    if (!out.includes(word)) out.push(word);
  }
  return out.slice(0, MAX_DID_YOU_MEAN);
}
