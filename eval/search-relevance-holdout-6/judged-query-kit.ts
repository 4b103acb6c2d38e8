/**
 * How held-out set 6's judged queries are written. The kinds and the JudgedQuery shape are held-out set 3's
 * (imported, so every held-out set reports alike); grade tiers resolve here against set 6's catalogue. A pick
 * is a key or a pattern over keys and must name at least one product (a typo in a grade fails loudly); a
 * product named by two tiers keeps the higher grade.
 */
import type { JudgedQuery, Kind } from "../search-relevance-holdout-3/judged-query-kit.ts";
import { CATALOGUE } from "./catalogue.ts";

export { KINDS, type JudgedQuery, type Kind } from "../search-relevance-holdout-3/judged-query-kit.ts";

export type Tier = [grade: 1 | 2 | 3, ...picks: (string | RegExp)[]];

const KEYS: readonly string[] = CATALOGUE.map((p) => p.key);

/** Keys a pick names; throws when it names none. */
export function keysFor(which: string | RegExp): string[] {
  const found = KEYS.filter((k) => (typeof which === "string" ? k === which : which.test(k)));
  if (found.length === 0) throw new Error(`grade names no product: ${String(which)}`);
  return found;
}

/** Every product of a brand (its keys' second part is the brand in lower case). */
export const brandKeys = (brand: string): RegExp => new RegExp(`^[a-z]+-${brand.toLowerCase()}-`);

/** Every product whose catalogue entry satisfies a test (for size-only queries: "everything 25kg"). */
export const where = (test: (p: (typeof CATALOGUE)[number]) => boolean): RegExp => {
  const keys = CATALOGUE.filter(test).map((p) => p.key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (keys.length === 0) throw new Error("where() names no product");
  return new RegExp(`^(?:${keys.join("|")})$`);
};

export function q(text: string, kind: Kind, ...tiers: Tier[]): JudgedQuery {
  if (kind === "no-match" ? tiers.length > 0 : !tiers.some((t) => t[0] === 3))
    throw new Error(
      kind === "no-match" ? `no-match query '${text}' grades products` : `query '${text}' has no grade 3`,
    );
  const grades: Record<string, number> = {};
  for (const [grade, ...picks] of tiers)
    for (const key of picks.flatMap(keysFor)) grades[key] = Math.max(grades[key] ?? 0, grade);
  return { q: text, kind, grades };
}
