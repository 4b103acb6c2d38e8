/**
 * How held-out sets 6 and 7 write grades, over any catalogue with keys: a pick is a key or a pattern over keys
 * and must name at least one product (a typo in a grade fails loudly); a product named by two tiers keeps the
 * higher grade. Kinds and the JudgedQuery shape are set 3's (judged-query-kit.ts), so every set reports alike.
 */
import type { JudgedQuery, Kind } from "./judged-query-kit.ts";

export type Tier = [grade: 1 | 2 | 3, ...picks: (string | RegExp)[]];

export function gradeKit<P extends { key: string }>(catalogue: readonly P[]) {
  const KEYS: readonly string[] = catalogue.map((p) => p.key);

  /** Keys a pick names; throws when it names none. */
  function keysFor(which: string | RegExp): string[] {
    const found = KEYS.filter((k) => (typeof which === "string" ? k === which : which.test(k)));
    if (found.length === 0) throw new Error(`grade names no product: ${String(which)}`);
    return found;
  }

  /** Every product of a brand (its keys' second part is the brand in lower case). */
  const brandKeys = (brand: string): RegExp => new RegExp(`^[a-z]+-${brand.toLowerCase()}-`);

  /** Every product whose catalogue entry satisfies a test (for size-only queries: "everything 25kg"). */
  const where = (test: (p: P) => boolean): RegExp => {
    const keys = catalogue.filter(test).map((p) => p.key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    if (keys.length === 0) throw new Error("where() names no product");
    return new RegExp(`^(?:${keys.join("|")})$`);
  };

  function q(text: string, kind: Kind, ...tiers: Tier[]): JudgedQuery {
    if (kind === "no-match" ? tiers.length > 0 : !tiers.some((t) => t[0] === 3))
      throw new Error(
        kind === "no-match" ? `no-match query '${text}' grades products` : `query '${text}' has no grade 3`,
      );
    const grades: Record<string, number> = {};
    for (const [grade, ...picks] of tiers)
      for (const key of picks.flatMap(keysFor)) grades[key] = Math.max(grades[key] ?? 0, grade);
    return { q: text, kind, grades };
  }

  return { keysFor, brandKeys, where, q };
}
