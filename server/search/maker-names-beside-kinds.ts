import type { QueryTerm } from "./parse-search-query.ts";
import { indexedGroupsOf, matchSynonymPhrases } from "./synonym-phrases.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

/** Qualities and packs ("tonne" for a bulk bag, "joist" for sawn): a word for one says how, not who made it. */
const QUALITIES = new Set(TRADE_SYNONYMS.filter((g) => g.attribute).map((g) => g.key));

/**
 * A maker's or product line's name used for a kind ("jablite", "unibond", "cuprinol": one-way alsoFrom names)
 * typed beside a term that names that same kind by its own words ("jablite polystyrene", "unibond pva", "cuprinol
 * fence paint") is the maker, not a second thing wanted: parse-search-query.ts keeps it as its literal words only,
 * to narrow the query to the maker's products. When the catalogue prints none of its words, that can only empty
 * the search or rank the kind by chance, so the kind beside it is the query. When some product holds the name it
 * stays and narrows, as before.
 *
 * The terms that may be such a name: not the last term (the thing wanted keeps its widening: "instant grab glue"),
 * no indexed group of their own (a kind's title words such as "polystyrene" never go), and a phrase whose groups
 * include one another term names by its indexed terms. A name for another kind than the one beside it stays
 * ("trex decking" asks for composite decking, "cuprinol decking" for decking oil), and so does a name for a
 * quality or a pack ("hardcore bulk bag"). The caller looks their words up in the catalogue
 * (prepare-search.server.ts).
 */
export function makerNamesBesideKinds(terms: readonly QueryTerm[]): QueryTerm[] {
  const named = new Set(terms.flatMap((t) => indexedGroupsOf(t.words)));
  if (named.size === 0) return [];
  return terms.filter(
    (t, i) =>
      i < terms.length - 1 && indexedGroupsOf(t.words).length === 0 && nameGroups(t.words).some((k) => named.has(k)),
  );
}

/** The terms without the maker names no product holds a word of (`held`: the words' analysis; strong = in a name). */
export function withoutUnheldMakerNames(
  terms: readonly QueryTerm[],
  names: readonly QueryTerm[],
  held: ReadonlyMap<string, { strong: boolean }>,
): QueryTerm[] {
  const unheld = new Set(names.filter((t) => !t.words.some((w) => held.get(w)?.strong === true)));
  return unheld.size === 0 ? [...terms] : terms.filter((t) => !unheld.has(t));
}

/** The kinds a phrase names (none for a quality or a pack, or for words that are no one phrase). */
function nameGroups(words: readonly string[]): readonly string[] {
  const found = matchSynonymPhrases(words);
  if (found.length !== 1 || found[0]!.groupKeys.some((k) => QUALITIES.has(k))) return [];
  return found[0]!.groupKeys;
}
