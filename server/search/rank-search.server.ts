import type { Db } from "../db/client.server.ts";
import type { SearchSort } from "../../shared/search-params.ts";
import type { PreparedSearch } from "./prepare-search.server.ts";
import { compileSearch, type CompiledSearch } from "./memory-index/compile-search.server.ts";
import { QueryEvaluator } from "./memory-index/evaluate-query.ts";
import { currentSearchIndex, type LoadedSearchIndex } from "./memory-index/load-search-index.server.ts";
import { orderMatches, pageCandidates, type RankedPage } from "./memory-index/order-matches.ts";
import { matchDocuments, scoreDocuments } from "./memory-index/rank-documents.ts";
import { addDescribed, describedMatches, type DescribedPhrase } from "./memory-index/described-matches.ts";
import { union } from "./memory-index/evaluate-query.ts";

/** Fewer full matches than this (about a row of cards) and the relaxed query runs instead. */
export const RELAX_BELOW = 10;

export interface RankedSearch extends RankedPage {
  /** Visible full matches in every category: what decides relaxing and 'did you mean'. */
  allMatches: number;
}

/**
 * /search's matches, facets and one ordered page, from this process's index (decision 033): visible products
 * only, sizes typed with words ranking rather than filtering. The index is brought up to date first.
 */
export async function rankSearch(db: Db, prepared: PreparedSearch, request: RankRequest): Promise<RankedSearch> {
  const [compiled, loaded] = await Promise.all([compileSearch(db, prepared), currentSearchIndex(db)]);
  return rankOn(loaded, compiled, prepared, request);
}

export interface RankRequest {
  sort: SearchSort;
  category: string | null;
  limit: number;
  offset: number;
}

/** rankSearch on an index the caller holds (search-products.server.ts checks its version with the page's rows). */
export function rankOn(
  { index, categoryTexts }: LoadedSearchIndex,
  compiled: CompiledSearch,
  prepared: PreparedSearch,
  request: RankRequest,
  phrase: DescribedPhrase | null = null,
): RankedSearch {
  let input = { compiled, evaluator: new QueryEvaluator(index), key: prepared.key, sizes: prepared.sizes };
  const match = (relaxed: boolean) => matchDocuments(index, input, { relaxed, sizes: "rank", visibleOnly: true });
  let visible = match(false);
  // Nothing matched every term: the relaxed form for that case (build-text-queries.ts relaxedAlone).
  if (visible.length === 0 && compiled.relaxedAlone !== compiled.relaxed)
    input = { ...input, compiled: { ...compiled, relaxed: compiled.relaxedAlone } };
  // A specific query that finds almost nothing ("Cemex Ordinary Portland Cement 25kg") is widened
  // so similar products follow the exact one; a broad one is never widened into noise.
  // Decided on every category's matches, so a category link never changes which query runs.
  const allMatches = visible.length;
  const relaxed = shouldRelax(prepared, allMatches);
  if (relaxed) visible = match(true);
  // A task phrase (intent-fallback.server.ts): products whose own text shares most of its words join the matches.
  const asTask = phrase !== null && (!phrase.onlyWhenFew || allMatches < RELAX_BELOW);
  const described = asTask ? describedMatches(index, phrase.words) : null;
  const ordinary = visible;
  if (described && described.slots.length > 0) visible = union(visible, described.slots);
  // Only the matches that can reach the page are scored (a slot's score never depends on the others scored);
  // facets and totals still count every match.
  const scored = pageCandidates(index, visible, request);
  const scores = scoreDocuments(index, categoryTexts, input, scored, { relaxed });
  if (described) addDescribed(scored, scores, described, ordinary);
  return { ...orderMatches(index, visible, scores, request, scored), allMatches };
}

/** Relax when the full query shows under a row of cards; from nothing only when a relaxed match keeps half the query. */
export function shouldRelax(prepared: PreparedSearch, fullMatches: number): boolean {
  const text = prepared.textQueries;
  return fullMatches < RELAX_BELOW && text?.relaxed != null && (fullMatches > 0 || text.relaxesFromNothing);
}
