/**
 * How demanding the baskets were (information, not scored): a check that passes only easy baskets says little.
 * Each basket gets the tags that apply, from the oracle's optimum over the ground truth.
 */
import { costOf, exhaustiveSingles, exhaustiveSplit, type Line, type TruthOffer } from "./exhaustive.ts";
import type { Truth } from "./ground-truth.ts";

export const COVERAGE_TAGS = [
  "the optimum uses 2+ merchants",
  "the optimum beats the cheapest complete single merchant",
  "each line's cheapest delivered offer, taken alone, is not optimal (deliveries shared)",
  "the merchant limit leaves coverable lines out",
  "the merchant limit changes the total for the same lines",
  "a line no merchant has in stock",
  "a line one merchant lists twice in stock",
  "a chosen offer has no stated delivery",
] as const;
export type CoverageTag = (typeof COVERAGE_TAGS)[number];

export function coverageTags(lines: readonly Line[], maxMerchants: number | null, truth: Truth): CoverageTag[] {
  const tags: CoverageTag[] = [];
  const best = exhaustiveSplit(lines, truth.inStock, maxMerchants);
  const chosen = best.example.filter((o): o is TruthOffer => o !== null);
  if (new Set(chosen.map((o) => o.merchantSlug)).size >= 2) tags.push(COVERAGE_TAGS[0]);
  const coverable = lines.length - best.uncoverable.length;
  const complete = exhaustiveSingles(lines, truth.inStock).filter((s) => lines.length - s.missing.length === coverable);
  if (
    complete.length &&
    best.coveredCount === coverable &&
    best.totalPence < Math.min(...complete.map((s) => s.totalPence))
  )
    tags.push(COVERAGE_TAGS[1]);
  const greedy = lines.map((line) => {
    const offers = truth.inStock(line.productId);
    const delivered = (o: TruthOffer) => o.pricePence * line.quantity + (o.deliveryPence ?? 0);
    return offers.length ? offers.reduce((a, b) => (delivered(b) < delivered(a) ? b : a)) : null;
  });
  const greedyCost = costOf(lines, greedy);
  if (maxMerchants === null && greedyCost.items + greedyCost.delivery > best.totalPence) tags.push(COVERAGE_TAGS[2]);
  if (maxMerchants !== null) {
    const free = exhaustiveSplit(lines, truth.inStock, null);
    if (best.coveredCount < coverable) tags.push(COVERAGE_TAGS[3]);
    else if (best.totalPence > free.totalPence) tags.push(COVERAGE_TAGS[4]);
  }
  if (best.uncoverable.length) tags.push(COVERAGE_TAGS[5]);
  const twice = lines.some((line) => {
    const slugs = truth.inStock(line.productId).map((o) => o.merchantSlug);
    return new Set(slugs).size < slugs.length;
  });
  if (twice) tags.push(COVERAGE_TAGS[6]);
  if (chosen.some((o) => o.deliveryPence === null)) tags.push(COVERAGE_TAGS[7]);
  return tags;
}
