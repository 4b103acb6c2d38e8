/**
 * The word evidence of the similarity stage (similarity-matching.ts): how much two titles' remaining words
 * agree once every number, attribute, brand and range has been compared.
 */
import { isCommonWord } from "./match-profile.ts";
import { alignTokens, type SoftKind } from "./soft-tokens.ts";

/** Digit-bearing words are model codes; vocabulary words say what kind of thing, not which one. */
function tokenWeight(token: string): number {
  if (/\d/.test(token)) return 2;
  return isCommonWord(token) ? 0.5 : 1;
}

const sum = (tokens: Iterable<string>) => [...tokens].reduce((s, t) => s + tokenWeight(t), 0);

/** What a soft pair (soft-tokens.ts) earns of its word's weight: the same word misspelt or split earns more than a guessed abbreviation. */
const SOFT_CREDIT: Record<SoftKind, number> = { typo: 0.9, compound: 0.9, prefix: 0.8, skeleton: 0.8, initials: 0.8 };

/**
 * Blend of weighted Jaccard and weighted containment of the shorter side: containment
 * forgives terse ERP titles ("COTSWOLD CHIPS 20MM"), Jaccard stops a one-word title
 * ("PIR board") from matching every named range that also says "PIR". Words one side
 * misspells, abbreviates or joins (see soft-tokens.ts) count as one word, with part credit.
 */
export function tokenSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 0.7;
  // Numbers and attributes already agree; one spare descriptive word ("round") may pass, two may not.
  if (a.length === 0 || b.length === 0) return Math.max(0, 0.7 - 0.1 * sum(a.length ? a : b));
  const { shared, soft, onlyA, onlyB } = alignTokens(a, b);
  const units = soft.map((p) => ({ weight: Math.min(sum(p.a), sum(p.b)), credit: SOFT_CREDIT[p.kind] }));
  const both = sum(shared) + units.reduce((s, u) => s + u.weight, 0);
  const inter = sum(shared) + units.reduce((s, u) => s + u.weight * u.credit, 0);
  const union = both + sum(onlyA) + sum(onlyB);
  const smaller = Math.min(both + sum(onlyA), both + sum(onlyB));
  if (union === 0 || smaller === 0) return 0;
  return 0.6 * (inter / union) + 0.4 * (inter / smaller);
}
