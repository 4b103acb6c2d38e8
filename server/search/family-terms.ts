import { kindFamilyOf } from "./department-words.ts";
import type { QueryTerm } from "./parse-search-query.ts";
import { indexedGroupsOf } from "./synonym-phrases.ts";

// A query's terms widened to the family of kinds a word heads (department-words.ts), for prepareSearch
// (prepare-search.server.ts); split out of it for length.

/**
 * A one-word term that heads a family of kinds ("board": plasterboard, chipboard, …) or names a trade ("fencing",
 * department-words.ts) also asks for them.
 */
export function asFamily(term: QueryTerm): QueryTerm {
  const family = term.groupKeys.length === 0 && term.words.length === 1 ? kindFamilyOf(term.words[0]!) : [];
  return family.length > 0 ? { words: term.words, groupKeys: [...family] } : term;
}

/** A lone phrase's head noun with the family it heads (phraseHeadFamily). */
export interface HeadFamily extends QueryTerm {
  /**
   * The phrase is the own name (a group's term) of a kind in the family: the family follows the phrase's full
   * matches, but with none it is no answer. The buyer named the kind, and its modifier says how it differs from the
   * family's other kinds ("copper pipe" is no plastic soil pipe: another material), so a no-match query finds
   * nothing. A loose name still relaxes from nothing ("lag bolt", "grey soil pipe": the trade's other words for a kind,
   * whose family holds what they reach), and so does a phrase whose kind lies outside the family.
   */
  besideMatchesOnly?: true;
}

/**
 * One kind's trade phrase and nothing else ("lag bolts"): its head noun, English's last word, with the family
 * it heads ("bolt": coach, anchor bolts), for when no product holds the phrase (build-text-queries.ts). A head
 * that heads no family ("jet washer") gives none: the query stays empty.
 */
export function phraseHeadFamily(terms: readonly QueryTerm[]): HeadFamily | undefined {
  const phrase = terms.length === 1 && terms[0]!.words.length > 1 && terms[0]!.groupKeys.length > 0 ? terms[0] : null;
  const head = phrase?.words.at(-1);
  const family = head === undefined ? [] : kindFamilyOf(head);
  if (!phrase || head === undefined || family.length === 0) return undefined;
  const named = indexedGroupsOf(phrase.words).some((key) => family.includes(key));
  return { words: [head], groupKeys: [...family], ...(named ? { besideMatchesOnly: true as const } : {}) };
}
