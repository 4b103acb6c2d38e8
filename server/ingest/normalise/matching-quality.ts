/**
 * Pairwise precision/recall of the matcher over a labelled set: offers are assigned the
 * way ingest does it (see simulateIngest), then every cross-merchant pair is scored.
 * Same-merchant pairs are skipped because ingest never matches a merchant against itself.
 */
import { extractProductFacts, type ProductFacts } from "./extract-product-facts.ts";
import { chooseSimilarProduct, type SimilarCandidate } from "./similarity-matching.ts";
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

/**
 * Row-order assignment as ingest does it (server/ingest/assign-products.ts): the owner of
 * the first owned key wins (never across two different GTINs); otherwise the clearest
 * similar product sharing a blocking key (compared with the profile of the offer that
 * founded it); otherwise a new product. Returns a product index per offer.
 */
export function simulateIngest(facts: readonly ProductFacts[]): { productOf: number[]; reasons: string[] } {
  const owner = new Map<string, number>();
  const gtinOf = new Map<number, string>();
  const byBlock = new Map<string, Array<SimilarCandidate<number>>>();
  const productOf: number[] = [];
  const reasons: string[] = [];
  facts.forEach((f, i) => {
    let product: number | undefined;
    let reason = "";
    for (const k of f.keys) {
      const o = owner.get(k.value);
      if (o === undefined) continue;
      if (k.kind !== "gtin" && f.gtin14 && gtinOf.get(o) && gtinOf.get(o) !== f.gtin14) continue;
      product = o;
      reason = `key ${k.value}`;
      break;
    }
    if (product === undefined) {
      const seen = new Set<number>();
      const candidates = f.profile.blocks
        .flatMap((b) => byBlock.get(b) ?? [])
        .filter((c) => !seen.has(c.productId) && seen.add(c.productId))
        .filter((c) => !(f.gtin14 && gtinOf.get(c.productId) && gtinOf.get(c.productId) !== f.gtin14));
      const chosen = chooseSimilarProduct(f.profile, candidates);
      if (chosen) {
        product = chosen.productId;
        reason = chosen.reason;
      }
    }
    if (product === undefined) {
      product = i;
      reason = "new product";
      for (const b of f.profile.blocks)
        byBlock.set(b, [...(byBlock.get(b) ?? []), { productId: i, profile: f.profile }]);
    }
    if (f.gtin14 && !gtinOf.has(product)) gtinOf.set(product, f.gtin14);
    for (const k of f.keys) if (!owner.has(k.value)) owner.set(k.value, product);
    productOf.push(product);
    reasons.push(reason);
  });
  return { productOf, reasons };
}

export function measureMatchingQuality(offers: LabelledOffer[]): QualityReport {
  const { productOf, reasons } = simulateIngest(offers.map((o) => extractProductFacts(o)));

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
