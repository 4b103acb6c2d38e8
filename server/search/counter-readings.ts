import { namesKind } from "./build-text-queries.ts";
import { isDescribingWord } from "./describing-words.ts";
import type { QueryTerm } from "./parse-search-query.ts";

/**
 * What a trade counter hands back when no product holds every word of a query whose words the catalogue all knows
 * ("joist hanger galvanised black": galvanised hangers are stocked, black ones are stocked, never both): the kind
 * asked for, holding the most of the words typed after it. The kind is the last term a trade table names as a kind
 * ("joist hanger"), else the last term that does more than describe (English's head noun). Only words after it
 * are moved: words before the head make the kind ("steel garage door", "composite decking", "vinyl flooring" are
 * other products than a door, decking or flooring, and a builders' merchant may sell none of them). A moved word
 * goes behind a "for …" clause, where it still ranks the kind's products holding it first (build-text-queries.ts
 * `soft`). The caller (counter-reading.server.ts) keeps the best reading of the first group some product holds in
 * full, and refuses a query with a word no product holds, so a query for something not sold stays empty.
 */
export interface CounterReading {
  /** The query text to prepare: kept terms and sizes, then "for" and the moved terms and the typed context. */
  text: string;
  /** Terms kept, the kind among them. */
  kept: number;
  /** Moved terms that only describe (describing-words.ts): moving those first costs least. */
  describingMoved: number;
}

/** At most this many readings are prepared and ranked for one query (each is one prepare + rank). */
export const MAX_COUNTER_READINGS = 8;

/**
 * The readings, grouped by how many terms they keep (most first), each group in typed order; empty when no term
 * follows the kind, or the query has fewer than two terms (one term relaxes through its family, prepare-search.server.ts) or more than six (a
 * sentence: the intent readings' business).
 */
export function counterReadings(
  terms: readonly QueryTerm[],
  context: readonly QueryTerm[],
  sizes: readonly string[],
): CounterReading[][] {
  if (terms.length < 2 || terms.length > 6) return [];
  const kind = kindIndex(terms);
  const others = terms.map((_, i) => i).filter((i) => i > kind);
  const groups: CounterReading[][] = [];
  let budget = MAX_COUNTER_READINGS;
  // Keep all but `moved` of the other terms, fewest moved first.
  for (let moved = 1; moved <= others.length && budget > 0; moved += 1) {
    const group: CounterReading[] = [];
    for (const out of combinations(others, moved)) {
      if (budget === 0) break;
      budget -= 1;
      const kept = terms.filter((_, i) => !out.includes(i));
      const away = out.map((i) => terms[i]!);
      const text = [...kept.map(phrase), ...sizes, "for", ...away.map(phrase), ...context.map(phrase)].join(" ");
      group.push({
        text,
        kept: kept.length,
        describingMoved: away.filter((t) => t.words.every(isDescribingWord)).length,
      });
    }
    if (group.length > 0) groups.push(group);
  }
  return groups;
}

/**
 * The term that carries the kind: the last one a trade table names as a kind, else the last one that does more
 * than describe (a colour or look typed after the kind: "sleeper brown"), else the last one.
 */
export function kindIndex(terms: readonly QueryTerm[]): number {
  // A place a trade table also names ("garden": the garden department) says where, not what.
  const named = terms.findLastIndex((t) => namesKind(t) && !t.words.every(isDescribingWord));
  if (named >= 0) return named;
  const noun = terms.findLastIndex((t) => !t.words.every(isDescribingWord));
  return noun >= 0 ? noun : terms.length - 1;
}

function phrase(term: QueryTerm): string {
  return term.words.join(" ");
}

/** Every choice of `k` items of `items`, in order (the later items moved first: the earlier ones are nearer the kind's maker or line). */
function combinations(items: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = items.length - 1; i >= k - 1; i -= 1)
    for (const rest of combinations(items.slice(0, i), k - 1)) out.push([...rest, items[i]!]);
  return out;
}

/**
 * A word linking two nouns ("paint by numbers", "box of tricks", "shed with floor"): the words after the head are
 * then another thing, not a description of it. A "for" clause is the typed context and is kept as such.
 */
const LINKING = / (?:by|of|with|without|in|on|at|to|from|and|or|the|a|an|my|into|onto|under|over) /;

/** The typed query links two nouns (LINKING): its words after the kind are no description of it. */
export function linksTwoNouns(text: string): boolean {
  return LINKING.test(` ${text.toLowerCase()} `);
}
