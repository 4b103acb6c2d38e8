import { kindFamilyOf } from "./department-words.ts";
import type { QueryTerm } from "./parse-search-query.ts";

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

/**
 * One kind's trade phrase and nothing else ("lag bolts"): its head noun, English's last word, with the family
 * it heads ("bolt": coach, anchor bolts), for when no product holds the phrase (build-text-queries.ts). A head
 * that heads no family ("jet washer") gives none: the query stays empty.
 */
export function phraseHeadFamily(terms: readonly QueryTerm[]): QueryTerm | undefined {
  const phrase = terms.length === 1 && terms[0]!.words.length > 1 && terms[0]!.groupKeys.length > 0 ? terms[0] : null;
  const head = phrase?.words.at(-1);
  const family = head === undefined ? [] : kindFamilyOf(head);
  return head !== undefined && family.length > 0 ? { words: [head], groupKeys: [...family] } : undefined;
}
