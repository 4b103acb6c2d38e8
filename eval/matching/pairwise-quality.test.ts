import { describe, expect, it } from "vitest";
import { matchingMistakes, pairwiseQuality } from "./pairwise-quality.ts";

describe("pairwiseQuality", () => {
  it("counts only pairs across merchants", () => {
    const q = pairwiseQuality([
      { merchant: "a", truth: "p1", predicted: 1 },
      { merchant: "b", truth: "p1", predicted: 1 },
      { merchant: "c", truth: "p1", predicted: 2 },
      { merchant: "c", truth: "p2", predicted: 1 },
      { merchant: "a", truth: "p3", predicted: 3 },
      { merchant: "a", truth: "p3", predicted: 3 },
    ]);
    // true pairs: p1 a-b, a-c, b-c = 3; predicted pairs in 1: a-b, a-c(p2), b-c(p2) = 3; correct: a-b only.
    expect(q).toEqual({ truePairs: 3, predictedPairs: 3, correctPairs: 1, precision: 1 / 3, recall: 1 / 3 });
  });
});

describe("matchingMistakes", () => {
  it("lists products holding several true products and true products split over several products", () => {
    const offers = [
      { merchant: "a", truth: "p1", predicted: 1 },
      { merchant: "b", truth: "p2", predicted: 1 },
      { merchant: "c", truth: "p3", predicted: 2 },
      { merchant: "d", truth: "p3", predicted: 3 },
    ];
    const { wrongMerges, misses } = matchingMistakes(offers);
    expect(wrongMerges).toEqual([[offers[0], offers[1]]]);
    expect(misses).toEqual([[offers[2], offers[3]]]);
  });
});
