/**
 * How a vocabulary dev set's queries are written (both sets: eval/search-vocab-dev, eval/search-vocab-dev-2): a
 * query, its kind, the spent held-out set whose catalogue it is graded against, and grade tiers over that set's
 * catalogue keys, in held-out set 3's tier form (eval/search-relevance-holdout-3/judged-query-kit.ts): a tier names
 * keys exactly or by a pattern, every pattern must name at least one product of that set (a typo in a grade fails
 * loudly), and a product named by two tiers keeps the higher grade. Tiers: 3 exactly what is asked (or what the
 * job needs first), 2 a near substitute or what the job needs too, 1 related, 0 (unnamed) left out.
 */
export const VOCAB_KINDS = ["multi-word-intent", "synonym", "generic"] as const;
export type VocabKind = (typeof VOCAB_KINDS)[number];

export interface VocabQuery<Set extends number> {
  q: string;
  kind: VocabKind;
  set: Set;
  /** Catalogue key of `set` → grade 1–3; keys not listed are 0. */
  grades: Record<string, number>;
}

type Pick = string | RegExp;
export type Tier = [grade: 1 | 2 | 3, ...picks: Pick[]];

/** The query writers of a set whose catalogues' keys are `catalogueKeys` (by held-out set number). */
export function vocabQueryKit<Set extends number>(catalogueKeys: Readonly<Record<Set, readonly string[]>>) {
  function pick(set: Set, which: Pick, q: string): string[] {
    const keys = catalogueKeys[set];
    const found = typeof which === "string" ? keys.filter((k) => k === which) : keys.filter((k) => which.test(k));
    if (found.length === 0) throw new Error(`set ${set} '${q}': grade names no product: ${String(which)}`);
    return found;
  }

  /** A judged query over one set's catalogue; it must grade at least one product 3. */
  function q(set: Set, kind: VocabKind, text: string, ...tiers: Tier[]): VocabQuery<Set> {
    if (!tiers.some(([g]) => g === 3)) throw new Error(`set ${set} '${text}' has no grade 3`);
    const grades: Record<string, number> = {};
    for (const [grade, ...picks] of tiers)
      for (const which of picks)
        for (const key of pick(set, which, text)) grades[key] = Math.max(grades[key] ?? 0, grade);
    return { q: text, kind, set, grades };
  }

  // Shorthands per kind, so a query file reads as a list.
  return {
    intent: (set: Set, text: string, ...tiers: Tier[]) => q(set, "multi-word-intent", text, ...tiers),
    synonym: (set: Set, text: string, ...tiers: Tier[]) => q(set, "synonym", text, ...tiers),
    generic: (set: Set, text: string, ...tiers: Tier[]) => q(set, "generic", text, ...tiers),
  };
}
