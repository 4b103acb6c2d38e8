/**
 * Graded relevance judgments and NDCG@10, kept free of I/O so the maths can be unit-tested.
 * Judgments name products by what their names say (ids differ between loads), so a judged set
 * survives a reload and a judgment that matches nothing can be detected rather than silently rot.
 */

export const NDCG_DEPTH = 10;

/** 3 = exactly what was asked (size too), 2 = same product type, other size/variant, 1 = related, 0 = irrelevant. */
export type Grade = 0 | 1 | 2 | 3;

export const QUERY_CLASSES = [
  "exact",
  "brand",
  "generic",
  "slang",
  "misspelling",
  "size",
  "intent",
  "no-relevant",
] as const;

export type QueryClass = (typeof QUERY_CLASSES)[number];

/** A case-insensitive substring, or a regular expression tested against the product name. */
export type NamePattern = string | RegExp;

export interface Judgment {
  grade: Exclude<Grade, 0>;
  /** Every pattern must match the product name. */
  name?: readonly NamePattern[];
  /** No pattern may match the product name. */
  notName?: readonly NamePattern[];
  /** The product's taxonomy category slug must equal this. */
  category?: string;
  /** Must match the product's brand (products without a brand never match). */
  brand?: NamePattern;
}

export interface JudgedQuery {
  q: string;
  class: QueryClass;
  /** Empty for the no-relevant class: there success means no results at all. */
  judgments: readonly Judgment[];
}

export interface CatalogueProduct {
  id: number;
  name: string;
  category: string;
  brand: string | null;
}

/** A product whose name matches every pattern gets this grade. */
export function judge(grade: Judgment["grade"], ...name: NamePattern[]): Judgment {
  return { grade, name };
}

/** Every product of this brand (name patterns optional) gets this grade. */
export function judgeBrand(grade: Judgment["grade"], brand: NamePattern, ...name: NamePattern[]): Judgment {
  return { grade, brand, name };
}

/** Every product in the category, except names matching notName, gets this grade. */
export function judgeCategory(grade: Judgment["grade"], category: string, ...notName: NamePattern[]): Judgment {
  return { grade, category, notName };
}

const escape = (n: number) => String(n).replace(".", "\\.");

/** A cross-section written either way round: '47 x 100mm', '47X100', '100x47x2400mm', '47mm x 100mm'. */
export function section(a: number, b: number): RegExp {
  const way = (x: number, y: number) => `${escape(x)}\\s*(?:mm)?\\s*[x×]\\s*${escape(y)}`;
  return new RegExp(`(?<![\\d.])(?:${way(a, b)}|${way(b, a)})(?![\\d.])`, "i");
}

/** A millimetre size as written in a name: '12.5mm', '12.5 mm', '18MM' (not '112.5mm' or '42.5mm' for 2.5). */
export function mm(n: number): RegExp {
  return new RegExp(`(?<![\\d.])${escape(n)}\\s*mm`, "i");
}

/** A length in metres or the same length in millimetres: '2.4m', '2.4 m', '2400mm'. */
export function metres(n: number): RegExp {
  return new RegExp(`(?<![\\d.])(?:${escape(n)}\\s*m(?!\\w)|${Math.round(n * 1000)}\\s*mm)`, "i");
}

function patternMatches(pattern: NamePattern, name: string): boolean {
  if (typeof pattern === "string") return name.toLowerCase().includes(pattern.toLowerCase());
  pattern.lastIndex = 0;
  return pattern.test(name);
}

export function judgmentMatches(judgment: Judgment, product: CatalogueProduct): boolean {
  if (!judgment.name?.length && judgment.category === undefined && judgment.brand === undefined) {
    throw new Error("a judgment needs a name pattern, a category or a brand, or it would match every product");
  }
  if (judgment.category !== undefined && judgment.category !== product.category) return false;
  if (judgment.brand !== undefined && !(product.brand !== null && patternMatches(judgment.brand, product.brand)))
    return false;
  if (judgment.name && !judgment.name.every((p) => patternMatches(p, product.name))) return false;
  return !judgment.notName?.some((p) => patternMatches(p, product.name));
}

/** Each catalogue product's grade for a query: the highest grade of the judgments it matches. */
export function gradeCatalogue(
  judgments: readonly Judgment[],
  catalogue: readonly CatalogueProduct[],
): Map<number, Grade> {
  const grades = new Map<number, Grade>();
  for (const product of catalogue) {
    let best: Grade = 0;
    for (const judgment of judgments) {
      if (judgment.grade > best && judgmentMatches(judgment, product)) best = judgment.grade;
    }
    if (best > 0) grades.set(product.id, best);
  }
  return grades;
}

/** Judgments that match no product in the catalogue: stale judgments that must be fixed. */
export function unmatchedJudgments(judgments: readonly Judgment[], catalogue: readonly CatalogueProduct[]): Judgment[] {
  return judgments.filter((j) => !catalogue.some((p) => judgmentMatches(j, p)));
}

/** Exponential gain (2^grade − 1) so an exact match outweighs several near misses. */
export function dcg(grades: readonly Grade[], depth = NDCG_DEPTH): number {
  return grades.slice(0, depth).reduce<number>((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/**
 * NDCG@depth of a returned ranking. `relevant` holds the grades of every judged relevant product in the
 * catalogue (the ideal ranking is built from it, not from what was returned). With nothing relevant in
 * the catalogue, returning nothing is perfect (1) and returning anything scores 0.
 */
export function ndcg(returned: readonly Grade[], relevant: readonly Grade[], depth = NDCG_DEPTH): number {
  const ideal = relevant.filter((g) => g > 0).sort((a, b) => b - a);
  if (ideal.length === 0) return returned.length === 0 ? 1 : 0;
  return dcg(returned, depth) / dcg(ideal, depth);
}

export function describeJudgment(judgment: Judgment): string {
  const parts = [
    judgment.category === undefined ? null : `category=${judgment.category}`,
    judgment.brand === undefined ? null : `brand=${String(judgment.brand)}`,
    ...(judgment.name ?? []).map((p) => JSON.stringify(String(p))),
    ...(judgment.notName ?? []).map((p) => `not ${JSON.stringify(String(p))}`),
  ].filter((p): p is string => p !== null);
  return `grade ${judgment.grade}: ${parts.join(" ")}`;
}

/** Structural problems in a judged set that would make its score meaningless. */
export function validateJudgedSet(queries: readonly JudgedQuery[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const query of queries) {
    const key = query.q.trim().toLowerCase();
    if (seen.has(key)) problems.push(`duplicate query '${query.q}'`);
    seen.add(key);
    if (query.class === "no-relevant" && query.judgments.length > 0)
      problems.push(`'${query.q}' is no-relevant but has judgments`);
    if (query.class !== "no-relevant" && query.judgments.length === 0) problems.push(`'${query.q}' has no judgments`);
  }
  return problems;
}
