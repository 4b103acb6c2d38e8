/**
 * The matcher alone, A/B (npx tsx bench/import-assign-bench.ts --base <other checkout> [--rows N] [--runs N]).
 * Reads the synthetic bench feeds (--rows per merchant, 10 merchants), extracts every row's facts once, then
 * assigns all rows in one run (as a manifest import into an empty catalogue would) with this checkout's
 * assignProducts and with the one in --base (e.g. main built in a worktree), alternated --runs times, and
 * prints each run's CPU time, whether both gave the same assignments (product and reason of every row), and how
 * many candidates a similarity row shares a block with against how many the candidate index lets it compare
 * (read on the final ownership, so an upper bound for rows early in the run). Merchant habits are not read
 * (findMerchantHabits): the same facts go to both sides. No database: SQL is profile-import.ts's.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { generateSyntheticFeeds } from "./generate-synthetic-feeds.ts";
import fs from "node:fs";
import * as current from "../server/ingest/assign-products.ts";
import { emptyOwnership } from "../server/ingest/key-ownership.ts";
import { extractProductFacts } from "../server/ingest/normalise/index.ts";
import { identityInputFromRow } from "../server/ingest/offer-match-inputs.ts";
import { prepareRows } from "../server/ingest/prepare-rows.ts";
import { readFeed } from "../server/ingest/read-feed.server.ts";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    rows: { type: "string", default: "3000" },
    runs: { type: "string", default: "2" },
  },
});
if (!values.base) throw new Error("--base <checkout> is required (the tree to compare with)");
type Side = { assignProducts: typeof current.assignProducts; emptyOwnership: typeof emptyOwnership };
// Trees before session 21 keep emptyOwnership in assign-products.ts; later ones in key-ownership.ts.
const loadSide = async (tree: string): Promise<Side> => {
  const assign = (await import(path.resolve(tree, "server/ingest/assign-products.ts"))) as Partial<Side>;
  const ownershipFile = path.resolve(tree, "server/ingest/key-ownership.ts");
  const owner = fs.existsSync(ownershipFile) ? ((await import(ownershipFile)) as Partial<Side>) : assign;
  return { assignProducts: assign.assignProducts!, emptyOwnership: owner.emptyOwnership! };
};
const base = await loadSide(values.base);
const mine: Side = { assignProducts: current.assignProducts, emptyOwnership };

const manifest = generateSyntheticFeeds({ rowsPerMerchant: Number(values.rows) });
const inputs: current.AssignInput[] = [];
for (const m of manifest.merchants) {
  const { rows } = prepareRows([await readFeed(m.base)]);
  for (const row of rows)
    inputs.push({ facts: extractProductFacts(identityInputFromRow(row, m.name)), merchant: m.slug, itemId: row.id });
}
console.log(`${inputs.length} rows of ${manifest.merchants.length} merchants`);

type Assign = typeof current.assignProducts;
const outcome = (assign: Assign, startOwnership: Side["emptyOwnership"]) => {
  const ownership = startOwnership();
  const started = process.cpuUsage();
  const result = assign(inputs, ownership);
  const used = process.cpuUsage(started);
  return { ms: (used.user + used.system) / 1000, result, ownership };
};
const signature = (r: current.AssignResult) =>
  r.assignments.map((a) => `${a.productId} ${a.via} ${a.reason}`).join("\n");

let same = true;
let reference: string | null = null;
for (let run = 0; run < Number(values.runs); run++) {
  for (const [label, side] of [
    ["base", base],
    ["new", mine],
  ] as const) {
    const { ms, result } = outcome(side.assignProducts, side.emptyOwnership);
    const text = signature(result);
    reference ??= text;
    same &&= text === reference;
    console.log(`run ${run + 1} ${label.padEnd(4)} assignProducts CPU ${(ms / 1000).toFixed(2)} s`);
  }
}
console.log(`assignments identical on every run: ${same ? "yes" : "NO"}`);

// Candidates per similarity row, on the final ownership of one more run of this checkout.
const { result, ownership } = outcome(current.assignProducts, emptyOwnership);
let shared = 0;
let compared = 0;
let rows = 0;
result.assignments.forEach((a, i) => {
  if (a.via !== "similarity" && a.via !== "new") return;
  const profile = inputs[i]!.facts.profile;
  const seen = new Set<current.ProfileCandidate>();
  for (const block of profile.blocks) for (const c of ownership.candidatesByBlock.get(block) ?? []) seen.add(c);
  shared += seen.size;
  compared += ownership.candidateIndex.eligible(profile, (x, y) => ownership.brandLinks.has(x, y)).length;
  rows++;
});
console.log(
  `similarity rows ${rows}: candidates sharing a block ${(shared / rows).toFixed(0)} a row, compared ${(compared / rows).toFixed(0)} a row (final ownership)`,
);
