/**
 * How held-out set 4's judged queries are written: a query, its kind and grade tiers over catalogue keys. The
 * kinds and the query shape are held-out set 3's (imported, so both sets report alike); the picks resolve
 * against this set's catalogue. A pattern must name at least one product (a typo in a grade fails loudly), and
 * a product named by two tiers keeps the higher grade.
 */
import type { JudgedQuery, Kind } from "../search-relevance-holdout-3/judged-query-kit.ts";
import { CATALOGUE } from "./catalogue.ts";

export { KINDS, type JudgedQuery, type Kind } from "../search-relevance-holdout-3/judged-query-kit.ts";

type Pick = string | RegExp;
export type Tier = [grade: 1 | 2 | 3, ...picks: Pick[]];

const ALL_KEYS = CATALOGUE.map((p) => p.key);

function pick(which: Pick): string[] {
  const found = typeof which === "string" ? ALL_KEYS.filter((k) => k === which) : ALL_KEYS.filter((k) => which.test(k));
  if (found.length === 0) throw new Error(`grade names no product: ${String(which)}`);
  return found;
}

/** Every product of a brand (keys carry the brand in lower case as their second part). */
export const brandKeys = (brand: string): RegExp => new RegExp(`^[a-z]+-${brand.toLowerCase()}-`);

export function q(text: string, kind: Kind, ...tiers: Tier[]): JudgedQuery {
  if (kind === "no-match" && tiers.length > 0) throw new Error(`no-match query '${text}' grades products`);
  if (kind !== "no-match" && !tiers.some(([g]) => g === 3)) throw new Error(`query '${text}' has no grade 3`);
  const grades: Record<string, number> = {};
  for (const [grade, ...picks] of tiers)
    for (const which of picks) for (const key of pick(which)) grades[key] = Math.max(grades[key] ?? 0, grade);
  return { q: text, kind, grades };
}
