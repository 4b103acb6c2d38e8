import { describe, expect, it } from "vitest";
import { CATEGORY_SLUGS } from "../../../shared/categories.ts";
import { extractProductFacts } from "./extract-product-facts.ts";
import { HOLDOUT_OFFERS } from "./fixtures/holdout-offers.ts";
import { LABELLED_OFFERS } from "./fixtures/labelled-offers.ts";
import { assignLabelledOffers, measureMatchingQuality } from "./matching-quality.ts";

describe("matching quality on the labelled offer set", () => {
  const report = measureMatchingQuality(LABELLED_OFFERS);

  it("prints the numbers", () => {
    console.log(
      `[matching-quality] offers=${report.offers} products=${report.products} ` +
        `truePairs=${report.truePairs} predictedPairs=${report.predictedPairs} ` +
        `precision=${report.precision.toFixed(4)} recall=${report.recall.toFixed(4)}`,
    );
    for (const [a, b] of report.falseMerges) console.log(`  FALSE MERGE  ${a}  <>  ${b}`);
    for (const [a, b] of report.missedPairs) console.log(`  MISSED       ${a}  <>  ${b}`);
  });

  it("covers at least 150 offers from 6 merchants and every category", () => {
    expect(report.offers).toBeGreaterThanOrEqual(150);
    expect(new Set(LABELLED_OFFERS.map((o) => o.merchantName)).size).toBeGreaterThanOrEqual(6);
    const seen = new Set(LABELLED_OFFERS.map((o) => extractProductFacts(o).category));
    for (const slug of CATEGORY_SLUGS) expect(seen, slug).toContain(slug);
  });

  it("reaches precision ≥ 0.98", () => {
    expect(report.precision).toBeGreaterThanOrEqual(0.98);
  });

  it("reaches recall ≥ 0.95", () => {
    expect(report.recall).toBeGreaterThanOrEqual(0.95);
  });
});

/**
 * The holdout set was scored once before any fix (precision 0.986, recall 0.877 on
 * 115 offers); the general fixes made afterwards mean it is no longer truly unseen.
 */
describe("matching quality on the holdout offer set", () => {
  const report = measureMatchingQuality(HOLDOUT_OFFERS);

  it("prints the numbers", () => {
    console.log(
      `[matching-quality holdout] offers=${report.offers} products=${report.products} ` +
        `truePairs=${report.truePairs} predictedPairs=${report.predictedPairs} ` +
        `precision=${report.precision.toFixed(4)} recall=${report.recall.toFixed(4)}`,
    );
    for (const [a, b] of report.falseMerges) console.log(`  FALSE MERGE  ${a}  <>  ${b}`);
    for (const [a, b] of report.missedPairs) console.log(`  MISSED       ${a}  <>  ${b}`);
  });

  it("reaches precision ≥ 0.98 and recall ≥ 0.95", () => {
    expect(report.precision).toBeGreaterThanOrEqual(0.98);
    expect(report.recall).toBeGreaterThanOrEqual(0.95);
  });
});

describe("assignLabelledOffers (the ingest assigner on labelled offers)", () => {
  const run = (titles: string[]) =>
    assignLabelledOffers(titles.map((title, i) => ({ title, productId: "?", merchantName: `merchant ${i}` })));

  it("puts an offer whose keys match nothing on the similar earlier product", () => {
    const { productOf, reasons } = run([
      "Scottish Pebbles 20-40mm Bulk Bag (approx. 850kg)",
      "SCOTTISH PEBBLES BULK BAG 850KG",
      "Cotswold Chippings 20mm Bulk Bag",
    ]);
    expect(productOf).toEqual([-1, -1, -2]);
    expect(reasons[1]).toMatch(/^similar to product -1: similar: same numbers bulk-bag/);
  });

  it("lets a key owner win before similarity is tried", () => {
    const { productOf, reasons } = run(["Sharp Sand Bulk Bag", "SHARP SAND BULK BAG 850KG"]);
    expect(productOf).toEqual([-1, -1]);
    expect(reasons[1]).toBe("same attributes attr:sand|*|sharp|natural|bulk-bag|1");
  });
});
