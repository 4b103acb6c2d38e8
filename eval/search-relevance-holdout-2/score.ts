/**
 * Standard NDCG@10 with graded gains 2^g − 1 and discount log2(rank + 1), kept free of I/O.
 *
 * Products are the engine's (it may put several feed items on one product); a product's grade is the highest
 * grade of the judged feed items it contains. The ideal ranking is built from every product of the catalogue
 * so graded, not from what was returned, so a relevant product the engine never returns still costs.
 */

export const DEPTH = 10;

export function dcg(grades: readonly number[], depth = DEPTH): number {
  return grades.slice(0, depth).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/** With nothing relevant in the catalogue, returning nothing is perfect (1) and returning anything scores 0. */
export function ndcg(returned: readonly number[], catalogue: readonly number[], depth = DEPTH): number {
  const ideal = catalogue.filter((g) => g > 0).sort((a, b) => b - a);
  if (ideal.length === 0) return returned.length === 0 ? 1 : 0;
  return dcg(returned, depth) / dcg(ideal, depth);
}

/** A product's grade: the highest grade of the feed items ("merchant|itemId") it holds; 0 when none is judged. */
export function productGrade(items: readonly string[], judged: ReadonlyMap<string, number>): number {
  return items.reduce((best, item) => Math.max(best, judged.get(item) ?? 0), 0);
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length;
}
