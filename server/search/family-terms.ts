import { everydayKindsOf, isNamedShelf, kindFamilyOf } from "./department-words.ts";
import type { QueryTerm } from "./parse-search-query.ts";
import { groupToken, indexedGroupsOf } from "./synonym-phrases.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

/** Groups that are a quality, not a kind ("timber", "sawn", "treated"). */
const ATTRIBUTE_KEYS: ReadonlySet<string> = new Set(TRADE_SYNONYMS.filter((g) => g.attribute).map((g) => g.key));

// A query's terms widened to the family of kinds a word heads (department-words.ts), for prepareSearch
// (prepare-search.server.ts); split out of it for length.

/**
 * A one-word term that heads a family of kinds ("board": plasterboard, chipboard, …) or names a trade ("fencing",
 * department-words.ts) also asks for them.
 */
export function asFamily(term: QueryTerm): QueryTerm {
  const word = term.words.length === 1 ? term.words[0]! : null;
  // A shelf word that is also a group's name ("sealant", "decking": department-words.ts): its group, then its shelf.
  const shelf = word !== null && term.groupKeys.length > 0 && isNamedShelf(word);
  if (shelf) return { words: term.words, groupKeys: [...new Set([...term.groupKeys, ...kindFamilyOf(word)])] };
  const family = term.groupKeys.length === 0 && word !== null ? kindFamilyOf(word) : [];
  return family.length > 0 ? { words: term.words, groupKeys: [...family] } : term;
}

/** A lone phrase's head noun with the family it heads (phraseHeadFamily). */
export interface HeadFamily extends QueryTerm {
  /**
   * The phrase is the own name (a group's term) of a kind in the family, and a modifier of it is a word no product
   * name, brand, title or category holds: the family follows the phrase's full matches, but with none it is no
   * answer. The modifier names what the catalogue does not stock at all ("copper pipe" where nothing is copper: a
   * drainage pipe is another material), so a no-match query finds nothing. A modifier the catalogue holds keeps its
   * meaning among the family ("coach" of a coach bolt stocked beside no coach screw), a loose name still relaxes
   * ("lag bolt": the trade's other word for a kind, whose family holds what it reaches), and so does a phrase whose
   * kind lies outside the family.
   */
  besideMatchesOnly?: true;
}

/**
 * One kind's trade phrase and nothing else ("lag bolts"): its head noun, English's last word, with the family
 * it heads ("bolt": coach, anchor bolts), for when no product holds the phrase (build-text-queries.ts). A head
 * that heads no family ("jet washer") gives none: the query stays empty. `held`: whether a product's name, brand,
 * title or category holds a word (namedModifiers' words, looked up by the caller).
 */
export function phraseHeadFamily(
  terms: readonly QueryTerm[],
  held: (word: string) => boolean = () => true,
): HeadFamily | undefined {
  const phrase = lonePhrase(terms);
  const head = phrase?.words.at(-1);
  const family = head === undefined ? [] : kindFamilyOf(head);
  if (!phrase || head === undefined || family.length === 0) return undefined;
  const foreign = namedModifiers(terms).some((word) => !held(word));
  return { words: [head], groupKeys: [...family], ...(foreign ? { besideMatchesOnly: true as const } : {}) };
}

/**
 * The modifiers (words before the head noun) of a lone phrase that is the own name of a kind its head's family
 * holds: the words phraseHeadFamily asks the caller whether the catalogue holds. Empty for any other query.
 */
export function namedModifiers(terms: readonly QueryTerm[]): string[] {
  const phrase = lonePhrase(terms);
  const family = phrase ? kindFamilyOf(phrase.words.at(-1)!) : [];
  if (!phrase || !indexedGroupsOf(phrase.words).some((key) => family.includes(key))) return [];
  return phrase.words.slice(0, -1).filter((word) => /^[a-z]+$/.test(word));
}

/** The query's one term when it is a phrase of a kind (two words or more, a group), else null. */
function lonePhrase(terms: readonly QueryTerm[]): QueryTerm | null {
  return terms.length === 1 && terms[0]!.words.length > 1 && terms[0]!.groupKeys.length > 0 ? terms[0]! : null;
}

/** A lone kind word's everyday kinds (department-words.ts), or none for two kinds or more. */
export function everydayOf(terms: readonly QueryTerm[]): readonly string[] | undefined {
  return terms.length === 1 ? everydayKindsOf(terms[0]!.words) : undefined;
}

/**
 * Two bare kind words an "and" joins ("blocks and bricks"): each side's everyday kinds, when both sides have some;
 * with one side only, that side's kinds would rank the other side's products last, so neither is ranked.
 */
export function pairEverydayKinds(pair: readonly QueryTerm[] | null): readonly (readonly string[])[] | undefined {
  const sides = pair?.map((t) => everydayOf([t]) ?? []) ?? [];
  return sides.length >= 2 && sides.every((kinds) => kinds.length > 0) ? sides : undefined;
}

/**
 * Session 21: a bare kind word's everyday kinds in a product's name, as a text query (build-text-queries.ts): not
 * where the name is also another kind of the word's family ("MDF Skirting Board" holds MDF, an everyday sheet of
 * "boards", but is a skirting; "Fence Post Mix" is post-fix, not a fence post of "posts"), so the plain products of
 * the kind come first and the kinds merely made of or named after it follow. `term`: the word read as its family.
 */
export function everydayExpression(term: QueryTerm, everyday: readonly string[]): string {
  const kinds = everyday.map((k) => groupToken(k)).join(" | ");
  // Session 24: the typed word's own quality group ("timber": every timber title holds it) excludes nothing.
  const own = indexedGroupsOf(term.words).filter((k) => ATTRIBUTE_KEYS.has(k));
  const others = term.groupKeys.filter((k) => !everyday.includes(k) && !own.includes(k));
  return others.length > 0 ? `(${kinds}) & !(${others.map((k) => groupToken(k)).join(" | ")})` : kinds;
}
