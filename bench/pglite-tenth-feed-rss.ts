/**
 * Peak RSS of the bench's tenth PGlite feed, side by side (decision 069): issue 15's memory target at its
 * worst point, a 10,000-row first import into a database already holding the other nine feeds.
 *
 *   npx tsx bench/pglite-tenth-feed-rss.ts prepare --dir DIR [--cli <checkout>]
 *   flock /work/bench-locks/bench.lock npx tsx bench/pglite-tenth-feed-rss.ts measure --dir DIR \
 *     --a <checkout> --b <checkout> [--order ABBA] [--node-args="--trace-gc"]
 *
 * `prepare` writes the synthetic feeds (default seed, 10 × 10,000 rows) into DIR/feeds and imports the first
 * nine with one CLI process each into the PGlite folder DIR/nine (slow, minutes: run it outside the lock; the
 * checkouts' migrations must agree, as a checkout migrates the folder it opens). `measure` imports the tenth
 * feed into a fresh copy of DIR/nine once per letter of --order, A and B being checkouts whose CLI is built
 * (`npm run build:node`), under `/usr/bin/time -v`, and prints each run's maximum RSS, wall seconds and the
 * import's counts (same feeds, same matcher: the counts must be equal), then the mean and range per checkout.
 * The peak moves ±50 MB from run to run with V8's collection timing (decision 064): compare several runs a side.
 * A measurement: exits 0 whatever the figures are, non-zero when an import fails.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { generateSyntheticFeeds, type FeedManifest } from "./generate-synthetic-feeds.ts";
import { log, runMain } from "./lib/run-main.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

interface Run {
  side: string;
  maxRssMb: number;
  wallSeconds: number;
  /** The import's own summary figures: equal across checkouts when both match alike. */
  counts: string;
}

/** One CLI import process, its maximum RSS as GNU time reports it (KB) and its --json summary. */
function importFeed(
  checkout: string,
  folder: string,
  feed: FeedManifest["merchants"][number],
  nodeArgs: string[],
): Omit<Run, "side"> {
  const cli = path.join(path.resolve(checkout), "bin/buildcompare.mjs");
  const started = performance.now();
  const result = spawnSync(
    "/usr/bin/time",
    [
      "-v",
      process.execPath,
      ...nodeArgs,
      cli,
      "import",
      "--merchant",
      feed.slug,
      "--name",
      feed.name,
      "--json",
      feed.base,
    ],
    { env: { ...process.env, DATABASE_URL: `pglite:${folder}` }, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr);
  if (result.status !== 0 || !rss) {
    throw new Error(`import of ${feed.slug} with ${cli} failed (${result.status}): ${result.stderr.slice(-2000)}`);
  }
  if (nodeArgs.length > 0) log(result.stderr.split("\n\tCommand being timed")[0]!.slice(-20_000));
  const summary = JSON.parse(result.stdout.trim().split("\n").at(-1)!) as Record<string, unknown>;
  const counts = ["rowsImported", "offersNew", "priceChanges", "productsNew"].map((k) => `${k} ${summary[k]}`);
  return { maxRssMb: Math.round(Number(rss[1]) / 1024), wallSeconds, counts: counts.join(", ") };
}

function loadManifest(dir: string): FeedManifest {
  return JSON.parse(readFileSync(path.join(dir, "feeds", "manifest.json"), "utf8")) as FeedManifest;
}

function prepare(dir: string, checkout: string): void {
  const manifest = generateSyntheticFeeds({ outDir: path.join(dir, "feeds") });
  const nine = path.join(dir, "nine");
  rmSync(nine, { recursive: true, force: true });
  for (const feed of manifest.merchants.slice(0, 9)) {
    const run = importFeed(checkout, nine, feed, []);
    log(`${feed.slug}: ${run.maxRssMb} MB, ${run.wallSeconds.toFixed(1)} s (${run.counts})`);
  }
  log(`nine feeds in ${nine}; the tenth is ${manifest.merchants[9]!.slug}`);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

function measure(dir: string, sides: Record<string, string>, order: string, nodeArgs: string[]): void {
  const tenth = loadManifest(dir).merchants[9]!;
  const nine = path.join(dir, "nine");
  if (!existsSync(nine)) throw new Error(`${nine} is missing: run \`prepare --dir ${dir}\` first`);
  const startedAt = new Date().toISOString();
  const loadBefore = loadAverage();
  const runs: Run[] = [];
  for (const side of order) {
    const checkout = sides[side];
    if (!checkout) throw new Error(`--order names ${side}, which has no checkout (--a, --b)`);
    const copy = mkdtempSync(path.join(os.tmpdir(), "tenth-feed-"));
    try {
      cpSync(nine, copy, { recursive: true });
      const run = { side, ...importFeed(checkout, copy, tenth, nodeArgs) };
      runs.push(run);
      log(`${side} ${run.maxRssMb} MB ${run.wallSeconds.toFixed(1)} s load ${loadAverage()} (${run.counts})`);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
  console.log(`tenth feed ${tenth.slug} on PGlite, ${startedAt} → ${new Date().toISOString()}`);
  console.log(`load average (1, 5, 15 min): ${loadBefore} → ${loadAverage()}`);
  for (const run of runs)
    console.log(`${run.side}  ${run.maxRssMb} MB  ${run.wallSeconds.toFixed(1)} s  ${run.counts}`);
  for (const [side, checkout] of Object.entries(sides)) {
    const mine = runs.filter((r) => r.side === side);
    if (mine.length === 0) continue;
    const rss = mine.map((r) => r.maxRssMb);
    const mean = rss.reduce((a, b) => a + b, 0) / rss.length;
    const wall = mine.map((r) => r.wallSeconds.toFixed(1)).join(", ");
    console.log(
      `${side} ${checkout}: peak RSS mean ${mean.toFixed(0)} MB (${Math.min(...rss)}–${Math.max(...rss)}), wall ${wall} s`,
    );
  }
  if (new Set(runs.map((r) => r.counts)).size > 1) console.log("COUNTS DIFFER between runs: check the matching");
}

runMain("pglite-tenth-feed-rss", async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      dir: { type: "string" },
      cli: { type: "string", default: root },
      a: { type: "string" },
      b: { type: "string" },
      order: { type: "string", default: "ABBA" },
      "node-args": { type: "string", default: "" },
    },
  });
  const dir = path.resolve(values.dir ?? path.join(root, "bench/out/tenth-feed"));
  const nodeArgs = values["node-args"].split(" ").filter(Boolean);
  if (positionals[0] === "prepare") prepare(dir, values.cli);
  else if (positionals[0] === "measure") {
    const sides: Record<string, string> = {};
    if (values.a) sides.A = values.a;
    if (values.b) sides.B = values.b;
    if (Object.keys(sides).length === 0) sides.A = root;
    measure(dir, sides, values.order, nodeArgs);
  } else throw new Error("usage: pglite-tenth-feed-rss.ts prepare|measure --dir DIR … (see the file's comment)");
  return 0;
});
