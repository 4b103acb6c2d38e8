import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { extractFactsInParallel } from "./extract-facts-in-parallel.server.ts";
import { extractProductFacts, type OfferIdentityInput } from "./normalise/index.ts";
import { identityInputFromRow } from "./offer-match-inputs.ts";
import { prepareRows } from "./prepare-rows.ts";
import { readFeed } from "./read-feed.server.ts";

const feedsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../data/feeds");

/** Every demo feed's rows as the importer hands them to the normaliser (~800 rows, every category). */
async function demoInputs(): Promise<OfferIdentityInput[]> {
  const files = readdirSync(feedsDir).filter((f) => /\.(tsv|csv|xml)$/.test(f));
  const inputs: OfferIdentityInput[] = [];
  for (const file of files) {
    const { rows } = prepareRows([await readFeed(path.join(feedsDir, file))]);
    inputs.push(...rows.map((row) => identityInputFromRow(row, file.replace(/\..*$/, ""))));
  }
  return inputs;
}

describe("extractFactsInParallel", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives every row the facts the normaliser gives it on one thread, in row order, using the helper thread", async () => {
    const inputs = await demoInputs();
    expect(inputs.length).toBeGreaterThan(500);
    const warn = vi.spyOn(console, "warn");
    const progress: number[] = [];
    const facts = await extractFactsInParallel(inputs, { minRows: 0, onProgress: (done) => progress.push(done) });
    // A helper that failed would also give equal facts (its chunks fall back here): the warning tells.
    expect(warn).not.toHaveBeenCalled();
    expect(facts).toEqual(inputs.map((input) => extractProductFacts(input)));
    expect(progress.at(-1)).toBe(inputs.length);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("stays on one thread below the size a helper thread pays for", async () => {
    const inputs = (await demoInputs()).slice(0, 50);
    const facts = await extractFactsInParallel(inputs);
    expect(facts).toEqual(inputs.map((input) => extractProductFacts(input)));
  });
});
