import type { Db } from "../db/client.server.ts";
import { normaliseExpressions } from "./memory-index/compile-search.server.ts";
import {
  coverageOf,
  describedMatches,
  type DescribedPhrase,
  type DescribedWord,
} from "./memory-index/described-matches.ts";
import type { LoadedSearchIndex } from "./memory-index/load-search-index.server.ts";
import { orderMatches, pageCandidates } from "./memory-index/order-matches.ts";
import type { QueryNode } from "./memory-index/text-search-values.ts";
import { DESCRIBED_PARTS, type RankedSearch, type RankExplain, type RankRequest } from "./rank-search.server.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { isDamageAdjective, isStateWord } from "./state-words.ts";
import { isShoppingWordAsTyped } from "./shopping-words.ts";
import type { PreparedSearch } from "./prepared-search.ts";

/**
 * Task phrases ("stop pipes freezing in the attic", "soldering copper pipe"): the products whose own text shares
 * most of the phrase's informative words (described-matches.ts, decision 034's sixth amendment "intent"). A query
 * that is not a task phrase (taskShape) searches exactly as before and pays nothing for it. With ordinary
 * matches, rankOn (rank-search.server.ts) folds these in; describedSearch is the answer when the prepared query
 * can match nothing at all (every word unknown to names and titles, or a verb whose object no product names).
 */
export function describedSearch(
  loaded: LoadedSearchIndex,
  words: readonly DescribedWord[],
  request: RankRequest,
  explain?: RankExplain,
): RankedSearch | null {
  const { index } = loaded;
  const described = describedMatches(index, words);
  if (described.slots.length === 0) return null;
  const scored = pageCandidates(index, described.slots, request);
  const scores = scored === described.slots ? described.coverage : coverageOf(described, scored);
  if (explain) {
    explain.relaxed = false;
    explain.describedOnly = described.slots.length;
    explain.scored = scored;
    explain.parts = [{ label: DESCRIBED_PARTS.only, points: scores }];
  }
  return { ...orderMatches(index, described.slots, scores, request, scored), allMatches: 0 };
}

/** A task phrase's informative words as the catalogue's lexemes; null for a query that is not one. */
export async function describedPhrase(db: Db, prepared: PreparedSearch): Promise<DescribedPhrase | null> {
  // Its shape as read too: a misspelt clause word read again corrected ("layer undr new roof tiles") links the task
  // as the correct spelling does.
  const shape = taskShape(prepared.read);
  if (shape === null) return null;
  // The words as read: a re-spaced word ("a newdeck") is its words, as the correct spelling's are.
  const words = queryWords(prepared.read, prepared.corrections);
  if (words.length < 2) return null;
  const alternatives = words.map((w, i) => [
    ...(i > 0 ? [words[i - 1]! + w] : []),
    ...(i + 1 < words.length ? [w + words[i + 1]!] : []),
    ...(/^re[a-z]{4,}$/.test(w) ? [w.slice(2)] : []),
  ]);
  const trees = await normaliseExpressions(db, [...words, ...alternatives.flat()]);
  const stems = (list: readonly string[]) => list.flatMap((w) => lexemesOf(trees.get(w) ?? null));
  // A word the ordinary search reads as context ("ceiling" in "painting a bedroom ceiling") already ranks what it
  // finds, and a leading verb the job table read chose the products ("joining copper pipe": a term of fittings
  // with no words of its own): only the words it reads not at all are the part of the task the descriptions alone
  // can answer.
  const read = new Set(prepared.contextTerms.flatMap((t) => t.words));
  if (prepared.terms[0]?.words.length === 0 && words[0] !== undefined) read.add(words[0]);
  const unnamed = new Set(prepared.ignoredWords.filter((w) => !read.has(w)));
  const tableWords = new Set(prepared.tableWords ?? []);
  return {
    words: words.map((w, i) => ({
      lexemes: stems([w]),
      alternatives: stems(alternatives[i]!),
      unnamed: unnamed.has(w),
      inflected: inflected(w, prepared.text),
      namesProducts: tableWords.has(w),
    })),
    onlyWhenFew: shape === "leading verb",
  };
}

/**
 * Words that join a task to its object or place ("for", "under", "the", "to"): a query holding one reads as a
 * sentence about a job ("stop pipes freezing in the attic"). A bare noun phrase ("loft ladder", "white masonry
 * paint") names a product: when the ordinary search finds nothing, the catalogue has no such product, and products
 * that merely mention its words are not it. Not "and", "of", "round", "through", "up" or "off": they are words of
 * product names ("twin and earth", "pack of 10", "half round gutter", "through bolt", "off white").
 */
const LINK_WORDS = new Set(
  (
    "a an the my to into onto from for with without before after during while when where between under " +
    "underneath beneath below behind above over across around in on inside outside " +
    // A relative clause or a question is a sentence too ("a patio that never needs weeding", "what sand for bricks"),
    // and so is a thing said to be in a state ("the attic is damp", "the gate has dropped"): no product's name.
    "that which so at how what why is are was were has have " +
    // A clause with a person or the thing as its subject ("walls you can wipe", "a board it can get wet"): no
    // product's name holds a pronoun.
    "you i we me us they them it " +
    // A project sized roughly ("a new patio about 15 square metres"): no product is named so.
    "about roughly approximately approx"
  ).split(" "),
);

/**
 * Verbs a DIYer starts a job with in the imperative ("stop weeds coming through gravel", "keep damp out of a
 * cellar"). Trade knowledge, not product words: verbs that also lead products' names ("paint", "seal", "level",
 * "cover", "block", "support") are left out, and a leading verb is read tentatively anyway (taskShape).
 */
const IMPERATIVE_VERBS = new Set(
  (
    "stop keep make build lay repair replace hang put get join protect insulate clean remove fill mend prevent " +
    "secure attach mount fit install fix soundproof waterproof"
  ).split(" "),
);

/** A verb a DIYer starts a job with in the imperative ("replace", "stop"): IMPERATIVE_VERBS. */
export function isImperativeVerb(word: string): boolean {
  return IMPERATIVE_VERBS.has(word);
}

/**
 * "link": the query holds a joining word. "leading verb": two words, a thing then its state (thingThenState), or it
 * starts with a word in -ing ("soldering copper pipe")
 * or an imperative verb ("stop weeds coming through gravel"); the first may as well be a product's adjective
 * ("engineering brick class b"), so rankOn reads it as a task only when the catalogue's names match it in full
 * less than a row of cards. Null: a product's name, searched as before.
 */
export function taskShape(q: string): "link" | "leading verb" | null {
  const words = q
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 0 && !isShoppingWordAsTyped(w));
  if (words.length < 2) return null;
  if (words.length === 2) return thingThenState(q) ? "leading verb" : null;
  if (words.some((w) => LINK_WORDS.has(w))) return "link";
  if (/^[a-z]{3,}ing$/.test(words[0]!) || IMPERATIVE_VERBS.has(words[0]!)) return "leading verb";
  // A thing and what is wrong with it, typed with no joining word ("bedroom wall noisy neighbours", "landing
  // radiator always roasting"): a sentence too, read tentatively like a leading verb, since a few state words also
  // stand in products' names ("loose fill").
  return tokeniseQuery(q).words.some(isStateWord) ? "leading verb" : null;
}

/**
 * Two words, a thing then its state ("gutter leaking", "fascia rotten", "slates slipped"): English puts the state
 * after the thing only when it says what is wrong, where a product's name puts it first ("sliding door", "stained
 * glass", "loose fill"), so only that order is a sentence.
 */
function thingThenState(q: string): boolean {
  const words = tokeniseQuery(q).words;
  if (words.length !== 2) return false;
  if (isStateWord(words[1]!) && !isStateWord(words[0]!)) return true;
  // A state that never leads a product's name, before its thing ("rotten fascias", "leaking gutter"): the same
  // sentence in the other order.
  return isDamageAdjective(words[0]!) && !isStateWord(words[1]!);
}

/**
 * A verb's -ing or -ed form as the task uses it ("replacing", "cracked", "drylining"). An -ing word after a
 * determiner is a thing ("the ceiling", "my decking", "some wiring") and may name what the catalogue lacks; an -ed
 * word there still says a state ("a cracked roof tile").
 */
export function inflected(word: string, text: string): boolean {
  if (/^[a-z]{3,}ed$/.test(word)) return true;
  if (!/^[a-z]{3,}ing$/.test(word)) return false;
  return !new RegExp(`\\b(?:a|an|the|my|our|your|his|her|their|this|that|some)\\s+${word}\\b`, "i").test(text);
}

/** The query's words as typed (a typo as corrected), letters and digits only: each goes into a tsquery string. */
function queryWords(q: string, corrections: ReadonlyArray<{ from: string; to: string }>): string[] {
  const fixed = new Map(corrections.map((c) => [c.from, c.to]));
  const out = new Set<string>();
  for (const word of tokeniseQuery(q).words) {
    const safe = (fixed.get(word) ?? word).replace(/[^a-z0-9]/g, "");
    if (/[a-z]/.test(safe)) out.add(safe);
  }
  return [...out];
}

function lexemesOf(node: QueryNode | null): string[] {
  if (node === null) return [];
  if (node.kind === "lexeme") return [node.lexeme];
  if (node.kind === "not") return [];
  return [...lexemesOf(node.left), ...lexemesOf(node.right)];
}
