import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { categoryLabel } from "../../shared/categories.ts";
import {
  emptySearchResponse,
  MAX_DID_YOU_MEAN,
  type CategoryFacet,
  type SearchOffer,
  type SearchResponse,
  type SearchResult,
  type SearchSort,
} from "../../shared/search-params.ts";
import { safeImageUrl } from "../catalog/safe-url.server.ts";
import { trimDescription } from "../catalog/trim-description.ts";
import { correctedQuery, prepareSearch, type PreparedSearch } from "./prepare-search.server.ts";
import { RESULT_DESCRIPTION_LENGTH, searchStatement } from "./search-statement.server.ts";
import { refinementWords } from "./refinement-words.ts";

/** Fewer full matches than this (about a row of cards) and the relaxed query runs instead. */
const RELAX_BELOW = 10;

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

  const options = { sort: request.sort, category: request.category, limit: request.limit, offset: request.offset };
  let rows = await queryRows<SearchRow>(db, searchStatement(prepared, options));
  // A specific query that finds almost nothing ("Cemex Ordinary Portland Cement 25kg") is widened
  // so similar products follow the exact one; a broad one is never widened into noise.
  // Decided on every category's matches, so a category link never changes which query runs.
  const allMatches = (rows[0]?.facets ?? []).reduce((sum, f) => sum + Number(f.count), 0);
  if (allMatches < RELAX_BELOW && prepared.textQueries?.relaxed) {
    rows = await queryRows<SearchRow>(db, searchStatement(prepared, { ...options, relaxed: true }));
  }
  const first = rows[0];
  const results = rows.filter((r) => r.id !== null).map(toResult);
  return {
    ...base,
    total: Number(first?.total ?? 0),
    facets: (first?.facets ?? []).map((f): CategoryFacet => ({
      category: f.category,
      label: categoryLabel(f.category),
      count: Number(f.count),
    })),
    results,
    correctedQuery: correctedQuery(prepared),
    suggestions: suggestions(prepared, allMatches < RELAX_BELOW ? results : []),
  };
}

/**
 * 'Did you mean': corrections first (the likeliest next search), then words that narrow what was found,
 * taken from `results`. Callers pass results only when the query found little (spec.md §4 offers
 * suggestions from its fallback), so a correctly spelled query that found plenty gets none.
 */
function suggestions(prepared: PreparedSearch, results: SearchResult[]): string[] {
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

interface SearchRow {
  total: number;
  facets: Array<{ category: string; count: number }> | null;
  id: number | null;
  name: string;
  description: string;
  category: string;
  imageUrl: string | null;
  lowestPrice: number | null;
  highestPrice: number | null;
  lowestTotal: number | null;
  lowestUnitPrice: number | null;
  unitLabel: string | null;
  merchantCount: number;
  offers: SearchOffer[] | null;
}

function toResult(row: SearchRow): SearchResult {
  return {
    id: Number(row.id),
    name: row.name,
    description: trimDescription(row.description, RESULT_DESCRIPTION_LENGTH - 1),
    category: row.category,
    categoryLabel: categoryLabel(row.category),
    imageUrl: safeImageUrl(row.imageUrl),
    lowestPrice: row.lowestPrice === null ? null : Number(row.lowestPrice),
    highestPrice: row.highestPrice === null ? null : Number(row.highestPrice),
    lowestTotal: row.lowestTotal === null ? null : Number(row.lowestTotal),
    lowestUnitPrice: row.unitLabel === null || row.lowestUnitPrice === null ? null : Number(row.lowestUnitPrice),
    unitLabel: row.unitLabel,
    merchantCount: Number(row.merchantCount),
    offers: (row.offers ?? []).map((o) => ({
      merchantSlug: o.merchantSlug,
      merchantName: o.merchantName,
      price: Number(o.price),
      totalPrice: o.totalPrice === null ? null : Number(o.totalPrice),
      available: o.available,
      availability: o.availability,
    })),
  };
}
