/**
 * NDCG@10 for held-out set 3, free of I/O so it can be unit-tested (score.test.ts).
 *
 * Gain of a grade g is 2^g − 1; the result at rank r (1-based) is discounted by log2(r + 1). The ideal list is
 * drawn from every product of the site's catalogue graded for the query, not only from what came back, so a
 * relevant product the engine never returns still costs. Products are the site's own (it merges merchants'
 * rows); a product's grade is the best grade among the judged catalogue keys of the feed rows it holds.
 */

export const DEPTH = 10;

export const gain = (grade: number): number => 2 ** grade - 1;

/** Discounted cumulative gain of the first `depth` grades, in rank order. */
export function dcgAt(grades: readonly number[], depth = DEPTH): number {
  let sum = 0;
  for (let rank = 1; rank <= Math.min(depth, grades.length); rank++)
    sum += gain(grades[rank - 1]!) / Math.log2(rank + 1);
  return sum;
}

/**
 * NDCG of the returned grades against the best possible order of `catalogueGrades` (one grade per product of
 * the catalogue). A query with nothing relevant anywhere (a no-match query) scores 1 for an empty answer and
 * 0 for any answer.
 */
export function ndcgAt(returned: readonly number[], catalogueGrades: readonly number[], depth = DEPTH): number {
  const ideal = catalogueGrades.filter((g) => g > 0).sort((a, b) => b - a);
  if (ideal.length === 0) return returned.length === 0 ? 1 : 0;
  return dcgAt(returned, depth) / dcgAt(ideal, depth);
}

/** The grade of a site product: the best grade among the catalogue keys of its feed rows (0 when none graded). */
export function productGrade(keys: readonly string[], grades: Readonly<Record<string, number>>): number {
  let best = 0;
  for (const key of keys) best = Math.max(best, grades[key] ?? 0);
  return best;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.reduce((a, b) => a + b, 0) / values.length;
}
