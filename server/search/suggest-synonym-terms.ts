import type { SynonymGroup } from "./trade-synonyms.ts";
import { firstAtOrAfter } from "./memory-index/first-at-or-after.ts";

/**
 * The palette's trade terms for what has been typed (suggest-searches.server.ts): the first `perGroup` terms of
 * each synonym group that has a term starting with `typed`, groups in table order, `limit` in all. Every keystroke
 * asks, and the tables hold over a thousand terms, so the terms are sorted once per table and the groups found by
 * binary search for the run of terms starting with the text, instead of testing every term of every group.
 */
export function synonymTermsStartingWith(
  groups: readonly SynonymGroup[],
  typed: string,
  perGroup: number,
  limit: number,
): string[] {
  const { terms, groupOf } = sortedTermsOf(groups);
  const matched = new Set<number>();
  for (let i = firstAtOrAfter(terms, typed); i < terms.length && terms[i]!.startsWith(typed); i += 1)
    matched.add(groupOf[i]!);
  const out: string[] = [];
  for (const g of [...matched].sort((a, b) => a - b)) {
    for (const term of groups[g]!.terms.slice(0, perGroup)) {
      if (out.length === limit) return out;
      out.push(term);
    }
  }
  return out;
}

interface SortedTerms {
  /** Every term of every group, in code-unit order (as `<` and `startsWith` compare). */
  terms: string[];
  /** The group (its place in the table) of each sorted term. */
  groupOf: Int32Array;
}

/** Per table: the tables are built once at start-up and never change. */
const sorted = new WeakMap<readonly SynonymGroup[], SortedTerms>();

function sortedTermsOf(groups: readonly SynonymGroup[]): SortedTerms {
  const kept = sorted.get(groups);
  if (kept) return kept;
  const pairs = groups.flatMap((group, g) => group.terms.map((term) => ({ term, g })));
  pairs.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : a.g - b.g));
  const made = { terms: pairs.map((p) => p.term), groupOf: Int32Array.from(pairs, (p) => p.g) };
  sorted.set(groups, made);
  return made;
}
