import { describe, expect, it } from "vitest";
import { DEMO_FEEDS_DIR } from "../../server/ingest/load-demo.server.ts";
import { loadLabelledSet } from "./load-labelled-set.ts";
import { matchingMistakes, pairwiseQuality } from "./pairwise-quality.ts";

/** The demo is what a new user sees first: it must be matched as well as real feeds must be. */
describe("matching on the demo feeds", () => {
  it("knows every offer and matches across merchants with precision ≥ 0.98 and recall ≥ 0.95", async () => {
    const offers = await loadLabelledSet(DEMO_FEEDS_DIR);
    expect(offers.filter((o) => o.truth.startsWith("?"))).toEqual([]);
    const quality = pairwiseQuality(offers);
    const { wrongMerges, misses } = matchingMistakes(offers);
    const titles = (groups: typeof misses) => groups.map((g) => g.map((o) => `${o.merchant}: ${o.title}`).join(" | "));
    expect(quality.precision, titles(wrongMerges).join("\n")).toBeGreaterThanOrEqual(0.98);
    expect(quality.recall, titles(misses).join("\n")).toBeGreaterThanOrEqual(0.95);
  }, 240_000);
});
