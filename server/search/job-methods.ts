/**
 * A job done without its usual method asks for the product that does it another way: copper joined "without
 * soldering" (or without a blowtorch) is joined with compression or push-fit fittings. The method is read from the
 * query's "without…" clause (parse-search-query.ts `without`), whose words are otherwise never searched. UK trade
 * knowledge, written per method, never per query; each entry's groups are synonym group keys (trade-synonyms*.ts),
 * in the order they are bought (use-words.ts leadOf).
 * Where to extend: another method a DIYer avoids and what replaces it. Risk: a method word that is also a product's
 * word would not matter here (the clause is never searched), but the groups replace what the query named, so list
 * only methods whose alternative is one kind of product whatever the job.
 */
export interface JobMethod {
  /** Canonical words of the clause after "without" (any one of them). */
  without: readonly string[];
  groups: readonly string[];
}

export const JOB_METHODS: readonly JobMethod[] = [
  {
    without: ["soldering", "solder", "soldered", "blowtorch", "blow torch", "torch", "flame", "naked flame"],
    groups: ["compressionfitting", "pushfit"],
  },
];

/** The first method the "without…" clause's words name; null when none does. */
export function jobMethodOf(without: readonly string[]): JobMethod | null {
  if (without.length === 0) return null;
  const typed = ` ${without.join(" ")} `;
  return JOB_METHODS.find((m) => m.without.some((w) => typed.includes(` ${w} `))) ?? null;
}
