import type { Db } from "../db/client.server.ts";
import type { SearchSort } from "../../shared/search-params.ts";
import type { PreparedSearch } from "./prepared-search.ts";
import { compileSearch, type CompiledSearch } from "./memory-index/compile-search.server.ts";
import { QueryEvaluator } from "./memory-index/evaluate-query.ts";
import { currentSearchIndex, type LoadedSearchIndex } from "./memory-index/load-search-index.server.ts";
import { orderMatches, pageCandidates, type RankedPage } from "./memory-index/order-matches.ts";
import { addWhere, matchDocuments, scoreDocuments, type ScorePart } from "./memory-index/rank-documents.ts";
import { addDescribed, describedMatches, spread, type DescribedPhrase } from "./memory-index/described-matches.ts";
import { intersect, union } from "./memory-index/evaluate-query.ts";
import { exactSizeKindPoints } from "./exact-size-kind.ts";
import { NAMED_CUT, namedCutTokens } from "./named-cut.ts";
import { sizeSlots } from "./memory-index/relaxed-matches.ts";
import { nearSizeSlots } from "./near-size-matches.ts";
import { SECTION_HELD, sectionBesideWords } from "./section-beside-words.ts";

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

/**
 * What one ranking did, for explain-ranking.server.ts: the slots scored (a page's candidates, ascending) and, per
 * part of the score, its points per scored slot. Filled only when a caller passes one, so a search pays nothing.
 */
export interface RankExplain {
  relaxed: boolean;
  /** Products found by their description alone (a task phrase, intent-fallback.server.ts). */
  describedOnly: number;
  scored: Int32Array;
  parts: ScorePart[];
}

/** Labels of the score parts a task phrase's word cover adds (explain-ranking.server.ts names them). */
export const DESCRIBED_PARTS = { withName: "described", only: "described only" } as const;

/** rankSearch on an index the caller holds (search-products.server.ts checks its version with the page's rows). */
export function rankOn(
  { index, categoryTexts }: LoadedSearchIndex,
  compiled: CompiledSearch,
  prepared: PreparedSearch,
  request: RankRequest,
  phrase: DescribedPhrase | null = null,
  explain?: RankExplain,
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
  // Sizes alone with few of exactly that size: the same kinds' nearest sizes follow them (near-size-matches.ts).
  const near =
    prepared.terms.length === 0 && allMatches < RELAX_BELOW ? nearSizeSlots(index, prepared.sizes, visible) : null;
  if (near) visible = union(visible, near);
  // A section beside words that no match is cut to: the products of that size lead (section-beside-words.ts).
  const section = prepared.terms.length > 0 ? sectionBesideWords(index, prepared.sizes, visible) : null;
  if (section) visible = union(visible, section.slots);
  // A task phrase (intent-fallback.server.ts): products whose own text shares most of its words join the matches.
  const asTask = phrase !== null && (!phrase.onlyWhenFew || allMatches < RELAX_BELOW);
  const found = asTask ? describedMatches(index, phrase.words) : null;
  const described = found && found.slots.length > 0 ? found : null;
  const ordinary = visible;
  if (described) visible = union(visible, described.slots);
  // Only the matches that can reach the page are scored (a slot's score never depends on the others scored);
  // facets and totals still count every match. A product only its description matched gets no ordinary score.
  const scored = pageCandidates(index, visible, request);
  const named = described ? intersect(scored, ordinary) : scored;
  const parts: ScorePart[] | undefined = explain ? [] : undefined;
  const namedScores = scoreDocuments(index, categoryTexts, input, named, { relaxed }, parts);
  const scores = described ? addDescribed(scored, named, namedScores, described) : namedScores;
  // Sizes alone: the exact size's products say the kind, and the nearest kind follows them (exact-size-kind.ts).
  const kind =
    !described && prepared.terms.length === 0 && prepared.sizes.length > 0
      ? exactSizeKindPoints(scored, scores, index.nameKey)
      : null;
  if (kind) for (let i = 0; i < scores.length; i += 1) scores[i]! += kind[i]!;
  // A section and a length typed apart beside words: the product cut to both is the one named (named-cut.ts).
  const cut = prepared.terms.length > 0 ? cutPoints(index, scored, namedCutTokens(prepared.sizes)) : null;
  if (cut) for (let i = 0; i < scores.length; i += 1) scores[i]! += cut[i]!;
  const held = section ? heldPoints(scored, section.slots) : null;
  if (held) for (let i = 0; i < scores.length; i += 1) scores[i]! += held[i]!;
  if (explain) {
    explain.relaxed = relaxed;
    explain.describedOnly = visible.length - ordinary.length;
    recordParts(explain, { scored, named, parts: parts ?? [], namedScores, scores });
    if (kind) explain.parts.push({ label: "words shared with the exact size's products", points: kind });
    if (cut) explain.parts.push({ label: "the section or diameter in the length typed", points: cut });
    if (held) explain.parts.push({ label: "the section typed, which no word match holds", points: held });
  }
  return { ...orderMatches(index, visible, scores, request, scored), allMatches };
}

/** NAMED_CUT per scored slot holding one of `tokens` (sizeSlots' ascending list); null when none is asked. */
function cutPoints(index: LoadedSearchIndex["index"], scored: Int32Array, tokens: string[]): Int32Array | null {
  if (tokens.length === 0) return null;
  const points = new Int32Array(scored.length);
  addWhere(scored, points, sizeSlots(index, tokens), NAMED_CUT);
  return points;
}

/** SECTION_HELD per scored slot among `slots` (ascending). */
function heldPoints(scored: Int32Array, slots: Int32Array): Int32Array {
  const points = new Int32Array(scored.length);
  addWhere(scored, points, slots, SECTION_HELD);
  return points;
}

/** Relax when the full query shows under a row of cards; from nothing only when a relaxed match keeps half the query. */
export function shouldRelax(prepared: PreparedSearch, fullMatches: number): boolean {
  const text = prepared.textQueries;
  const form = fullMatches > 0 ? text?.relaxed : text?.relaxedAlone;
  return fullMatches < RELAX_BELOW && form != null && (fullMatches > 0 || text!.relaxesFromNothing);
}

/** The score's parts per scored slot; a task phrase's cover is what the fold added to the ordinary score. */
function recordParts(
  explain: RankExplain,
  run: { scored: Int32Array; named: Int32Array; parts: ScorePart[]; namedScores: Int32Array; scores: Int32Array },
): void {
  const { scored, named } = run;
  explain.scored = scored;
  explain.parts = run.parts.map((p) => ({ label: p.label, points: spread(scored, named, p.points) }));
  if (named === scored) return;
  const isNamed = spread(
    scored,
    named,
    named.map(() => 1),
  );
  const added = spread(scored, named, run.namedScores).map((ordinary, i) => run.scores[i]! - ordinary);
  const part = (label: string, keep: boolean) => ({
    label,
    points: added.map((v, i) => (!!isNamed[i] === keep ? v : 0)),
  });
  explain.parts.push(part(DESCRIBED_PARTS.withName, true), part(DESCRIBED_PARTS.only, false));
}
