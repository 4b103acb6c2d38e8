/**
 * How the second vocabulary dev set's queries are written: a query, its kind, the spent held-out set whose catalogue it
 * is graded against (14–17), and grade tiers over that set's catalogue keys, in held-out set 3's tier form
 * (eval/search-relevance-holdout-3/judged-query-kit.ts): a tier names keys exactly or by a pattern, every pattern
 * must name at least one product of that set (a typo in a grade fails loudly), and a product named by two tiers
 * keeps the higher grade. Tiers: 3 exactly what is asked (or what the job needs first), 2 a near substitute or
 * what the job needs too, 1 related, 0 (unnamed) left out.
 */
import { CATALOGUE as CATALOGUE_14 } from "../search-relevance-holdout-14/catalogue.ts";
import { CATALOGUE as CATALOGUE_15 } from "../search-relevance-holdout-15/catalogue.ts";
import { CATALOGUE as CATALOGUE_16 } from "../search-relevance-holdout-16/catalogue.ts";
import { CATALOGUE as CATALOGUE_17 } from "../search-relevance-holdout-17/catalogue.ts";

export const VOCAB_KINDS = ["multi-word-intent", "synonym", "generic"] as const;
export type VocabKind = (typeof VOCAB_KINDS)[number];

export const VOCAB_SETS = [14, 15, 16, 17] as const;
export type VocabSet = (typeof VOCAB_SETS)[number];

export interface VocabQuery {
  q: string;
  kind: VocabKind;
  set: VocabSet;
  /** Catalogue key of `set` → grade 1–3; keys not listed are 0. */
  grades: Record<string, number>;
}

type Pick = string | RegExp;
export type Tier = [grade: 1 | 2 | 3, ...picks: Pick[]];

export const CATALOGUE_KEYS: Readonly<Record<VocabSet, readonly string[]>> = {
  14: CATALOGUE_14.map((p) => p.key),
  15: CATALOGUE_15.map((p) => p.key),
  16: CATALOGUE_16.map((p) => p.key),
  17: CATALOGUE_17.map((p) => p.key),
};

function pick(set: VocabSet, which: Pick, q: string): string[] {
  const keys = CATALOGUE_KEYS[set];
  const found = typeof which === "string" ? keys.filter((k) => k === which) : keys.filter((k) => which.test(k));
  if (found.length === 0) throw new Error(`set ${set} '${q}': grade names no product: ${String(which)}`);
  return found;
}

/** A judged query over one set's catalogue; it must grade at least one product 3. */
export function q(set: VocabSet, kind: VocabKind, text: string, ...tiers: Tier[]): VocabQuery {
  if (!tiers.some(([g]) => g === 3)) throw new Error(`set ${set} '${text}' has no grade 3`);
  const grades: Record<string, number> = {};
  for (const [grade, ...picks] of tiers)
    for (const which of picks)
      for (const key of pick(set, which, text)) grades[key] = Math.max(grades[key] ?? 0, grade);
  return { q: text, kind, set, grades };
}

/** Shorthands per kind, so a query file reads as a list. */
export const intent = (set: VocabSet, text: string, ...tiers: Tier[]) => q(set, "multi-word-intent", text, ...tiers);
export const synonym = (set: VocabSet, text: string, ...tiers: Tier[]) => q(set, "synonym", text, ...tiers);
export const generic = (set: VocabSet, text: string, ...tiers: Tier[]) => q(set, "generic", text, ...tiers);
