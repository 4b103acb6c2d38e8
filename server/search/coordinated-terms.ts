import { isDepartmentWord, kindFamilyOf } from "./department-words.ts";
import type { QueryTerm } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

/**
 * The two terms an "and"/"or" joins when the word after it is the query's last term, its head ("screws and
 * bolts", "plumbing fittings and valves", "sealants & mastics"): the buyer asks for either kind, so a relaxed
 * match may hold one or the other (build-text-queries.ts). `words` are the query's words as searched, in typed
 * order, and `at` the index of the first word after the "and" (tokeniseQuery's coordinatedAt).
 *
 * A name that prints "&" ("Shed & Fence Treatment", "Tongue & Groove") is not a pair: the words after the "and"
 * are more than one term, or a trade phrase holds both sides, and the full query still asks for every word, so
 * the product that prints both ranks first either way.
 */
export function coordinatedPair(
  terms: readonly QueryTerm[],
  words: readonly string[],
  at: number | null,
): readonly [QueryTerm, QueryTerm] | null {
  if (at === null || at === 0 || at >= words.length || terms.length < 2) return null;
  const [left, right] = [terms.at(-2)!, terms.at(-1)!];
  return left.words.at(-1) === words[at - 1] && right.words[0] === words[at] && right.words.length === 1
    ? [left, right]
    : null;
}

/**
 * Either side of an "and" is a kind by itself, so an unknown one is left out ("fixings and fasteners"): true when
 * the pair has a known side and every unknown term of the query is one of the pair.
 */
export function unknownOfPairDroppable(
  terms: readonly QueryTerm[],
  pair: readonly QueryTerm[] | null,
  isUnknown: (term: QueryTerm) => boolean,
): boolean {
  return pair !== null && pair.some((t) => !isUnknown(t)) && terms.every((t) => !isUnknown(t) || pair.includes(t));
}

/**
 * Session 23: the terms a query asks for any one of: an "and" pair (coordinatedPair), widened to a list of bare
 * kinds ("sand, cement and ballast", "bricks blocks and lintels": every term one kind word, so the commas the
 * reader drops leave the same list), or two whole departments typed side by side with nothing else ("garden
 * landscaping", "diy decorating supplies"), each a department word (department-words.ts isDepartmentWord).
 * Null otherwise.
 */
export function eitherTerms(
  terms: readonly QueryTerm[],
  words: readonly string[],
  at: number | null,
): readonly QueryTerm[] | null {
  const pair = coordinatedPair(terms, words, at);
  // A kind word: a group's, or one heading a family or naming a department ("sand", "fixings").
  // A quality ("treated", "sawn") is no kind: it says which of the next kind.
  const bareKind = (t: QueryTerm) =>
    t.words.length === 1 && (kindFamilyOf(t.words[0]!).length > 0 || t.groupKeys.some((k) => !QUALITIES.has(k)));
  if (pair !== null) return terms.length > 2 && terms.length <= 4 && terms.every(bareKind) ? terms : pair;
  if (terms.length !== 2) return null;
  const [left, right] = [terms[0]!, terms[1]!];
  const department = (t: QueryTerm) => t.words.length === 1 && isDepartmentWord(t.words[0]!);
  return department(left) && department(right) && left.words[0] !== right.words[0] ? [left, right] : null;
}

const QUALITIES: ReadonlySet<string> = new Set(TRADE_SYNONYMS.filter((g) => g.attribute).map((g) => g.key));
