/**
 * Pairwise precision/recall of the matcher over a labelled set: offers go through assignProducts, the
 * assigner ingest runs, in the given order; then every cross-merchant pair is scored. Same-merchant
 * pairs are left out of the figures: the assigner keeps one merchant's items apart unless their GTINs
 * are equal.
 */
import { assignProducts, emptyOwnership } from "../assign-products.ts";
import { extractProductFacts } from "./extract-product-facts.ts";
import type { LabelledOffer } from "./fixtures/labelled-offers.ts";

export interface QualityReport {
  offers: number;
  products: number;
  truePairs: number;
  predictedPairs: number;
  correctPairs: number;
  precision: number;
  recall: number;
  falseMerges: Array<[string, string]>;
  missedPairs: Array<[string, string]>;
}

/** Each offer's product (the assigner's id) and reason, as a fresh catalogue importing these offers in order would get. */
export function assignLabelledOffers(offers: readonly LabelledOffer[]): { productOf: number[]; reasons: string[] } {
  const { assignments } = assignProducts(
    offers.map((o, i) => ({ facts: extractProductFacts(o), merchant: o.merchantName, itemId: String(i) })),
    emptyOwnership(),
  );
  return { productOf: assignments.map((a) => a.productId), reasons: assignments.map((a) => a.reason) };
}

export function measureMatchingQuality(offers: LabelledOffer[]): QualityReport {
  const { productOf, reasons } = assignLabelledOffers(offers);

  const label = (i: number) => `${offers[i]!.merchantName}: ${offers[i]!.title} [${reasons[i]}]`;
  let truePairs = 0;
  let predictedPairs = 0;
  let correctPairs = 0;
  const falseMerges: Array<[string, string]> = [];
  const missedPairs: Array<[string, string]> = [];
  for (let i = 0; i < offers.length; i++) {
    for (let j = i + 1; j < offers.length; j++) {
      if (offers[i]!.merchantName === offers[j]!.merchantName) continue;
      const truth = offers[i]!.productId === offers[j]!.productId;
      const predicted = productOf[i] === productOf[j];
      if (truth) truePairs++;
      if (predicted) predictedPairs++;
      if (truth && predicted) correctPairs++;
      if (predicted && !truth) falseMerges.push([label(i), label(j)]);
      if (truth && !predicted) missedPairs.push([label(i), label(j)]);
    }
  }
  return {
    offers: offers.length,
    products: new Set(offers.map((o) => o.productId)).size,
    truePairs,
    predictedPairs,
    correctPairs,
    precision: predictedPairs ? correctPairs / predictedPairs : 1,
    recall: truePairs ? correctPairs / truePairs : 1,
    falseMerges,
    missedPairs,
  };
}
