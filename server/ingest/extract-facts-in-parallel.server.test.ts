import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it, vi } from "vitest";
import { extractProductFacts, type OfferIdentityInput } from "./normalise/index.ts";
import { findMerchantHabits } from "./normalise/merchant-habits.ts";
import { identityInputFromRow } from "./offer-match-inputs.ts";
import { prepareRows } from "./prepare-rows.ts";
import { readFeed } from "./read-feed.server.ts";
import {
  PARALLEL_FACTS_MIN_ROWS,
  extractFactsInParallel,
  factsWorkerCount,
  stopFactsWorkers,
  warmFactsWorkers,
} from "./extract-facts-in-parallel.server.ts";

const feeds = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../data/feeds");

/** Every demo merchant's rows as the import reads them (its habits included), twice over under two merchant names. */
async function demoInputs(): Promise<OfferIdentityInput[]> {
  const { merchants } = JSON.parse(readFileSync(path.join(feeds, "merchants.json"), "utf8")) as {
    merchants: { name: string; feed: string }[];
  };
  const inputs: OfferIdentityInput[] = [];
  for (const suffix of ["", " Trade"]) {
    for (const m of merchants) {
      const rows = prepareRows([await readFeed(path.join(feeds, m.feed))]).rows;
      const name = `${m.name}${suffix}`;
      const habits = findMerchantHabits(rows, name);
      inputs.push(...rows.map((row) => identityInputFromRow(row, name, habits)));
    }
  }
  return inputs;
}

describe("extractFactsInParallel", () => {
  afterAll(() => stopFactsWorkers());

  it("gives every row the facts the main thread alone gives, in row order, with workers sharing the rows", async () => {
    const inputs = await demoInputs();
    expect(inputs.length).toBeGreaterThanOrEqual(PARALLEL_FACTS_MIN_ROWS);
    // The point of the test is the worker path: it must be taken on the machine running it.
    expect(factsWorkerCount()).toBeGreaterThan(0);
    warmFactsWorkers();
    const sent = vi.spyOn(Worker.prototype, "postMessage");
    const progress: number[] = [];
    const parallel = await extractFactsInParallel(inputs, (done) => progress.push(done));
    const alone = inputs.map((input) => extractProductFacts(input));
    expect(parallel).toHaveLength(alone.length);
    // Serialised as stored (products.match_profile, match signatures): key order counts too.
    expect(parallel.map((f) => JSON.stringify(f))).toEqual(alone.map((f) => JSON.stringify(f)));
    expect(progress.at(-1)).toBe(inputs.length);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // How many batches the worker took depends on the machine; that it was asked for some does not.
    expect(sent).toHaveBeenCalled();
    sent.mockRestore();
  }, 120_000);

  it("reads every row on the main thread when no worker was started", async () => {
    const inputs = (await demoInputs()).slice(0, PARALLEL_FACTS_MIN_ROWS);
    const started = vi.spyOn(Worker.prototype, "postMessage");
    const facts = await extractFactsInParallel(inputs);
    expect(started).not.toHaveBeenCalled();
    started.mockRestore();
    expect(facts.map((f) => JSON.stringify(f))).toEqual(inputs.map((i) => JSON.stringify(extractProductFacts(i))));
  }, 120_000);

  it("reads a small batch on the main thread, in row order", async () => {
    const inputs = (await demoInputs()).slice(0, 40);
    const facts = await extractFactsInParallel(inputs);
    expect(facts.map((f) => JSON.stringify(f))).toEqual(inputs.map((i) => JSON.stringify(extractProductFacts(i))));
  });
});
