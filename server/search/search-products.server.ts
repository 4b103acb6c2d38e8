import type { Db } from "../db/client.server.ts";
import { categoryLabel } from "../../shared/categories.ts";
import type { ProductSummary } from "../../shared/product-summary.ts";
import {
  emptySearchResponse,
  MAX_DID_YOU_MEAN,
  type CategoryFacet,
  type SearchResponse,
  type SearchSort,
} from "../../shared/search-params.ts";
import { prepareSearch } from "./prepare-search.server.ts";
import { correctedQuery, type PreparedSearch } from "./prepared-search.ts";
import { readSearchPage } from "./search-statement.server.ts";
import { compileSearch } from "./memory-index/compile-search.server.ts";
import {
  currentHeldSearchIndex,
  heldSearchIndex,
  searchIndexAt,
  type LoadedSearchIndex,
} from "./memory-index/load-search-index.server.ts";
import { describedPhrase, describedSearch } from "./intent-fallback.server.ts";
import { refinementWords } from "./refinement-words.ts";
import { rankOn, RELAX_BELOW, type RankedSearch } from "./rank-search.server.ts";
import { realWordReading } from "./real-word-typos.server.ts";
import { describingAsContext, withCorrections } from "./describing-words.ts";
import { counterReading } from "./counter-reading.server.ts";
import { withoutUnknownBesideKind } from "./unknown-beside-kind.server.ts";
import { sentenceReading } from "./sentence-reading.server.ts";
import { withCompoundHeads } from "./compound-reading.server.ts";

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
  let prepared = await prepareSearch(db, request.q);
  const corrections = prepared.corrections;
  const base = emptySearchResponse(prepared.text);
  let ranked = await rankPrepared(db, prepared, request);
  // Nothing holds every word: a word may be a typo that is itself a word ("rydal ties"), read as the catalogue word
  // it misses a letter of when that reading does match in full (real-word-typos.server.ts).
  if ((ranked?.allMatches ?? 0) === 0) {
    const shownNothing = (ranked?.page.length ?? 0) === 0;
    const reading = await realWordReading(db, prepared, (again) => rankPrepared(db, again, request), shownNothing);
    if (reading) ({ prepared, ranked } = reading);
  }
  // Still nothing shown: words that only say how it looks, comes or where it goes ("grey", "bags", "garden", "heavy
  // duty") are read as the query's context, so the kind it names is handed over (describing-words.ts).
  // Nothing in any category, whichever page or category was asked for: the same query always reads the same way.
  const foundNothing = (ranked?.total ?? 0) === 0 && (ranked?.facets.length ?? 0) === 0;
  const described = foundNothing ? describingAsContext(withCorrections(request.q, prepared.corrections)) : null;
  if (described) {
    const again = await prepareSearch(db, described);
    const found = await rankPrepared(db, again, request);
    // Only the describing words leave the query: no other word is corrected or left out now, so a query for
    // something not sold ("vinyl flooring grey": no title says vinyl) does not become its last known word.
    const typedTerms = new Set(prepared.terms.map((t) => t.words.join(" ")));
    const sameWords =
      again.ignoredWords.length === 0 &&
      again.terms.every((t) => typedTerms.has(t.words.join(" "))) &&
      again.corrections.every((c) => prepared.corrections.some((p) => p.from === c.from));
    // And every word kept holds together in some product: the kind asked for, not a relaxed guess at it nor a
    // task's described products alone (intent-fallback.server.ts).
    if (sameWords && !again.empty && found && found.allMatches > 0)
      ({ prepared, ranked } = { prepared: again, ranked: found });
  }
  // Still nothing anywhere, every word known: the kind with the most of the other words (counter-readings.ts).
  if ((ranked?.total ?? 0) === 0 && (ranked?.facets.length ?? 0) === 0) {
    const counter = await counterReading(db, prepared, (again) => rankPrepared(db, again, request));
    if (counter) ({ prepared, ranked } = counter);
  }
  // Still nothing: a word titles print only inside a run-together word ("soil": Topsoil) is read as it, as if typed.
  if ((ranked?.total ?? 0) === 0 && (ranked?.facets.length ?? 0) === 0) {
    const compounds = await withCompoundHeads(db, request.q);
    const again = compounds && (await searchProducts(db, { ...request, q: compounds.text }));
    if (again && (again.total > 0 || again.facets.length > 0))
      return { ...again, query: base.query, correctedQuery: again.correctedQuery ?? compounds.text };
  }
  // Still nothing: a word no product name holds before the kind typed after it ("<maker> insulation board", "t
  // bracket") is left out, and the rest searched as typed (unknown-beside-kind.ts says which words may be).
  if ((ranked?.total ?? 0) === 0 && (ranked?.facets.length ?? 0) === 0) {
    const reduced = await withoutUnknownBesideKind(db, request.q, corrections);
    if (reduced !== null) {
      const again = await searchProducts(db, { ...request, q: reduced });
      if (again.total > 0 || again.facets.length > 0) return { ...again, query: base.query };
    }
  }
  // Still nothing: three words or more with no joining word read again as a sentence (sentence-reading.server.ts).
  if ((ranked?.total ?? 0) === 0 && (ranked?.facets.length ?? 0) === 0) {
    const sentence = await sentenceReading(db, request.q, (again) => rankPrepared(db, again, request));
    if (sentence) ({ prepared, ranked } = sentence);
  }
  if (!ranked) return base;
  const { total, facets, allMatches, results } = ranked;
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

/** The prepared query ranked and its page read; null when it can match nothing. */
async function rankPrepared(
  db: Db,
  prepared: PreparedSearch,
  request: SearchRequest,
): Promise<(RankedSearch & { results: ProductSummary[] }) | null> {
  // A task phrase also finds the products whose own text describes it (intent-fallback.server.ts).
  // When the prepared query can match nothing, the phrase's described matches are the whole answer.
  const phrase = await describedPhrase(db, prepared);
  let rank: Ranker | null = null;
  if (!prepared.empty) {
    const compiled = await compileSearch(db, prepared);
    rank = (loaded) => rankOn(loaded, compiled, prepared, request, phrase);
  } else if (phrase) rank = (loaded) => describedSearch(loaded, phrase.words, request);
  return rank && (await rankAndRead(db, rank));
}

/**
 * Ranks on the index this process holds and reads the page with the catalogue version in the same statement:
 * one round trip for a search whose expressions are known. Exact freshness is kept optimistically: when the
 * version read with the rows is not the one the index was current for (an import committed since the index was
 * last brought up to date, even between ranking and reading), the index is brought up to that version and the
 * search runs again. The second answer is accepted whatever the version then: its index holds every change
 * committed before the request arrived, as the former check-then-rank order guaranteed.
 * Risk: a catalogue changing on every search would rank twice per search; imports are minutes apart.
 */
async function rankAndRead(db: Db, rank: Ranker): Promise<(RankedSearch & { results: ProductSummary[] }) | null> {
  let held = heldSearchIndex(db) ?? (await currentHeldSearchIndex(db));
  for (let attempt = 0; ; attempt++) {
    const ranked = rank(held.loaded);
    if (ranked === null || ranked.page.length === 0) {
      // No page to read the version with: one lookup (refreshing if it moved) says whether the ranking stands.
      const current = await currentHeldSearchIndex(db);
      if (attempt > 0 || current.version === held.version) return ranked && { ...ranked, results: [] };
      held = current;
      continue;
    }
    const { results, version } = await readSearchPage(db, ranked.page);
    if (attempt > 0 || version === held.version) return { ...ranked, results };
    held = version === null ? await currentHeldSearchIndex(db) : await searchIndexAt(db, version);
  }
}

/** One ranking of the search on an index: rankOn, or the intent fallback's alone; null when it keeps nothing. */
type Ranker = (loaded: LoadedSearchIndex) => RankedSearch | null;

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
