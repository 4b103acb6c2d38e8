import { normaliseText } from "../ingest/normalise/text.ts";

/** Suggestion words are longer than 3 characters. */
const MIN_LENGTH = 4;

/** Packaging and marketing words: appending one would not narrow a search to a kind of product. */
const NOT_REFINEMENTS = new Set([
  "each",
  "pack",
  "single",
  "trade",
  "premium",
  "approx",
  "approximately",
  "quality",
  "value",
  "best",
  "seller",
  "sold",
  "individually",
  "pallet",
  "unit",
  "item",
  "product",
  "online",
  "delivery",
  "free",
  "genuine",
  "bulk",
  "bag",
  "sack",
  "loose",
  "full",
  "half",
  "with",
  "from",
  "only",
]);

/**
 * Words that split the results: used by some of the names but not all, most used first.
 * Appended to the query, each one narrows it to a real subset.
 */
export function refinementWords(names: readonly string[], searched: ReadonlySet<string>): string[] {
  if (names.length < 2) return [];
  const counts = new Map<string, number>();
  for (const name of names) {
    for (const word of new Set(normaliseText(name).trim().split(" "))) {
      if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word) || searched.has(word) || NOT_REFINEMENTS.has(word))
        continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, n]) => n >= 2 && n < names.length)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word);
}
