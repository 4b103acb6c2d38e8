/**
 * Matching quality over the hand-labelled offer sets: the offers go through assignProducts, the assigner
 * ingest runs, in the given order (as a fresh catalogue importing them would), then are scored pairwise.
 */
import { assignProducts } from "../../server/ingest/assign-products.ts";
import { emptyOwnership } from "../../server/ingest/key-ownership.ts";
import { extractProductFacts } from "../../server/ingest/normalise/extract-product-facts.ts";
import { matchingMistakes, pairwiseQuality, type PairwiseQuality } from "../matching/pairwise-quality.ts";
import type { LabelledOffer } from "./labelled-offers.ts";

export interface LabelledQuality extends PairwiseQuality {
  offers: number;
  products: number;
  /** "merchant: title [reason]" of each offer, for every wrong merge and every miss. */
  wrongMerges: string[][];
  misses: string[][];
}

export function measureLabelledOffers(offers: readonly LabelledOffer[]): LabelledQuality {
  const { assignments } = assignProducts(
    offers.map((o, i) => ({ facts: extractProductFacts(o), merchant: o.merchantName, itemId: String(i) })),
    emptyOwnership(),
  );
  const scored = offers.map((o, i) => ({
    merchant: o.merchantName,
    truth: o.productId,
    predicted: assignments[i]!.productId,
    label: `${o.merchantName}: ${o.title} [${assignments[i]!.reason}]`,
  }));
  const { wrongMerges, misses } = matchingMistakes(scored);
  return {
    offers: offers.length,
    products: new Set(offers.map((o) => o.productId)).size,
    ...pairwiseQuality(scored),
    wrongMerges: wrongMerges.map((group) => group.map((o) => o.label)),
    misses: misses.map((group) => group.map((o) => o.label)),
  };
}
