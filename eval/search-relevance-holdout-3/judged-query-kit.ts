/**
 * How judged queries are written: a query, its kind, and grade tiers over catalogue keys. A tier names keys
 * exactly or by a pattern; every pattern must name at least one product (a typo in a grade fails loudly), and a
 * product named by two tiers keeps the higher grade.
 */
import { CATALOGUE } from "./catalogue.ts";

export const KINDS = [
  "exact-name",
  "multi-word-intent",
  "synonym",
  "misspelling",
  "brand",
  "dimension",
  "generic",
  "no-match",
] as const;
export type Kind = (typeof KINDS)[number];

export interface JudgedQuery {
  q: string;
  kind: Kind;
  /** Catalogue key → grade 1–3; keys not listed are 0. Empty for no-match queries. */
  grades: Record<string, number>;
}

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
