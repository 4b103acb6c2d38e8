import { describe, expect, it } from "vitest";
import { CATEGORY_SLUGS } from "../../shared/categories.ts";
import { extractProductFacts } from "../../server/ingest/normalise/extract-product-facts.ts";
import { HOLDOUT_OFFERS } from "./holdout-offers.ts";
import { LABELLED_OFFERS } from "./labelled-offers.ts";
import { measureLabelledOffers } from "./measure-labelled-offers.ts";

/** Quality gates on the hand-labelled offers; `npm run bench:matching` prints their figures and mistakes. */
describe("matching quality on the labelled offer set", () => {
  const report = measureLabelledOffers(LABELLED_OFFERS);

  it("covers at least 150 offers from 6 merchants and every category", () => {
    expect(report.offers).toBeGreaterThanOrEqual(150);
    expect(new Set(LABELLED_OFFERS.map((o) => o.merchantName)).size).toBeGreaterThanOrEqual(6);
    const seen = new Set(LABELLED_OFFERS.map((o) => extractProductFacts(o).category));
    for (const slug of CATEGORY_SLUGS) expect(seen, slug).toContain(slug);
  });

  it("reaches precision ≥ 0.98 and recall ≥ 0.95", () => {
    expect(report.precision, report.wrongMerges.join("\n")).toBeGreaterThanOrEqual(0.98);
    expect(report.recall, report.misses.join("\n")).toBeGreaterThanOrEqual(0.95);
  });
});

/**
 * The holdout set was scored once before any fix (precision 0.986, recall 0.877 on
 * 115 offers); the general fixes made afterwards mean it is no longer truly unseen.
 */
describe("matching quality on the holdout offer set", () => {
  const report = measureLabelledOffers(HOLDOUT_OFFERS);

  it("reaches precision ≥ 0.98 and recall ≥ 0.95", () => {
    expect(report.precision, report.wrongMerges.join("\n")).toBeGreaterThanOrEqual(0.98);
    expect(report.recall, report.misses.join("\n")).toBeGreaterThanOrEqual(0.95);
  });
});
