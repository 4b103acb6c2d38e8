import type { QueryTerm } from "./parse-search-query.ts";
import { USE_VERBS, type UseVerb } from "./use-verbs.ts";

// The leading-verb table ("sealing a leaking gutter joint") lives in use-verbs.ts: it is data like USE_WORDS
// (use-words.ts, which reads a query's verb through leadingVerb). Moved here from use-words.ts for length only.
const VERBS = new Map<string, UseVerb[]>();
for (const entry of USE_VERBS) for (const verb of entry.verbs) VERBS.set(verb, [...(VERBS.get(verb) ?? []), entry]);

/**
 * The USE_VERBS entry the query's first term starts, when its clause and object conditions hold; `read`: the object
 * words it read. Entries with objects come first for their verb in the table, so the first that holds decides.
 */
export function leadingVerb(
  terms: readonly QueryTerm[],
  contextWords: readonly string[],
): (UseVerb & { read: string[] }) | undefined {
  const first = terms[0];
  const entries = first ? VERBS.get(first.words.join(" ")) : undefined;
  if (!entries) return undefined;
  const rest = new Set([...terms.slice(1).flatMap((t) => t.words), ...contextWords]);
  const reads = (object: string) => object.split(" ").every((w) => rest.has(w));
  const entry = entries.find((e) => (!e.clause || contextWords.length > 0) && (!e.objects || e.objects.some(reads)));
  return entry && { ...entry, read: (entry.objects ?? []).filter(reads).flatMap((o) => o.split(" ")) };
}
