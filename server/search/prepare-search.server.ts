import type { Db } from "../db/client.server.ts";
import { analyseQueryWords } from "./analyse-query-words.server.ts";
import { buildTextQueries, leaveOneOut, type TextQueries } from "./build-text-queries.ts";
import { buildQueryTerms, isCorrectable, tokeniseQuery, type QueryTerm } from "./parse-search-query.ts";
import type { SizeConstraint } from "./size-tokens.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";

/** Everything the search statement needs, decided before it runs. */
export interface PreparedSearch {
  text: string;
  /** Canonical query, compared with canonical product names for the exact-name boost. */
  key: string;
  terms: QueryTerm[];
  textQueries: TextQueries | null;
  /** Only for a query of three or more terms: used when all of them together find nothing. */
  relaxedQuery: string | null;
  /** Sizes rank products (exact size first); without any words they are the whole query. */
  sizes: SizeConstraint[];
  /** Typed word → catalogue word, in typed order. */
  corrections: Array<{ from: string; to: string }>;
  /** Words that match nothing in the catalogue and were left out of a longer query. */
  ignoredWords: string[];
  /** True when the query can match nothing (only unknown words, or nothing searchable). */
  empty: boolean;
}

/**
 * Reads the query, corrects words the catalogue does not know to the nearest words it does,
 * and builds the text queries. Words inside a trade phrase ("breeze block") are never corrected:
 * the phrase is known even when no product uses one of its words.
 */
export async function prepareSearch(db: Db, q: string): Promise<PreparedSearch> {
  const tokenised = tokeniseQuery(q);
  const segments = matchSynonymPhrases(tokenised.words);
  const lone = segments.filter((s) => s.groupKeys.length === 0 && /^[a-z]+$/.test(s.words[0]!)).map((s) => s.words[0]!);
  const analysis = await analyseQueryWords(db, lone);

  const corrections: Array<{ from: string; to: string }> = [];
  const unknown = new Set<string>();
  const words: string[] = [];
  for (const segment of segments) {
    if (segment.groupKeys.length > 0) {
      words.push(...segment.words);
      continue;
    }
    const word = segment.words[0]!;
    const found = analysis.get(word);
    if (found?.stopword) continue;
    if (found && !found.known) {
      if (found.correction && isCorrectable(word)) {
        corrections.push({ from: word, to: found.correction });
        words.push(found.correction);
        continue;
      }
      unknown.add(word);
    }
    words.push(word);
  }

  const { terms: allTerms, bareSizes } = buildQueryTerms(words);
  // An unknown word in a longer query is usually noise ("treated timber for my frame"); in a short
  // one it is the point of the query, and searching without it would show unrelated products.
  const knownTerms = allTerms.filter((t) => !(t.words.length === 1 && unknown.has(t.words[0]!)));
  const dropUnknown = knownTerms.length >= 2;
  const terms = dropUnknown ? knownTerms : allTerms;
  const sizes = [...tokenised.sizes, ...bareSizes];
  const unmatchable = !dropUnknown && knownTerms.length < allTerms.length;

  return {
    text: tokenised.text,
    key: tokenised.key,
    terms,
    textQueries: buildTextQueries(terms),
    relaxedQuery: leaveOneOut(terms),
    sizes,
    corrections,
    ignoredWords: dropUnknown ? [...unknown] : [],
    empty: unmatchable || (terms.length === 0 && tokenised.sizes.length === 0),
  };
}
