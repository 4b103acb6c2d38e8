/**
 * Where an import's time goes (npx tsx bench/profile-import.ts [--db pglite|postgres] [--merchants N] [--rows N]).
 * Runs importFeed in-process on a fresh database with every SQL statement timed, for the first import,
 * an unchanged re-import and a re-import with ~10 % prices changed of the first N merchants, and times
 * the normaliser (extractProductFacts) alone over the same rows. Needs the feeds from the generator.
 * `--phases first` runs only those phases; `--cpu-profile-feed N` records a CPU profile of the Nth merchant's first
 * import alone (the tenth feed's shape: N = merchants), writes it to bench/out/ and prints its costliest functions.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { parseArgs } from "node:util";
import { openDatabase, type Db } from "../server/db/client.server.ts";
import { importFeed } from "../server/ingest/import-feed.server.ts";
import { extractProductFacts } from "../server/ingest/normalise/index.ts";
import { prepareRows } from "../server/ingest/prepare-rows.ts";
import { readFeed } from "../server/ingest/read-feed.server.ts";
import { generateSyntheticFeeds } from "./generate-synthetic-feeds.ts";
import { createBenchDatabase, postgresServerUrl, type DbKind } from "./lib/bench-database.ts";
import { summariseCpuProfile, type CpuProfile } from "./lib/cpu-profile-summary.ts";

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    merchants: { type: "string", default: "3" },
    // Rows per merchant feed (the generator's default is 10,000): fewer for a quick profile.
    rows: { type: "string", default: "10000" },
    phases: { type: "string", default: "first,unchanged,changed" },
    "cpu-profile-feed": { type: "string" },
  },
});
const kind = (values.db ?? (postgresServerUrl() ? "postgres" : "pglite")) as DbKind;
const manifest = generateSyntheticFeeds({ rowsPerMerchant: Number(values.rows) });
const merchants = manifest.merchants.slice(0, Number(values.merchants));
const phases = values.phases.split(",") as ("first" | "unchanged" | "changed")[];
const profiledFeed = values["cpu-profile-feed"] ? Number(values["cpu-profile-feed"]) : null;

/** Runs `work` under the inspector's CPU profiler; writes the profile and prints the costliest functions. */
async function profiled<T>(label: string, work: () => Promise<T>): Promise<T> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 500 });
  await session.post("Profiler.start");
  try {
    return await work();
  } finally {
    const { profile } = (await session.post("Profiler.stop")) as { profile: CpuProfile };
    session.disconnect();
    mkdirSync("bench/out", { recursive: true });
    const file = `bench/out/profile-${label}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    const costs = summariseCpuProfile(profile);
    const wall = (profile.endTime - profile.startTime) / 1000;
    console.log(`\nCPU profile of ${label} (${(wall / 1000).toFixed(2)} s) written to ${file}; by total, then self:`);
    const line = (c: (typeof costs)[number]) =>
      `  ${(c.totalMs / 1000).toFixed(2).padStart(7)} s total ${(c.selfMs / 1000).toFixed(2).padStart(6)} s self  ${c.name}`;
    for (const c of costs.slice(0, 45)) console.log(line(c));
    console.log("  --- by self time");
    for (const c of [...costs].sort((a, b) => b.selfMs - a.selfMs).slice(0, 30)) console.log(line(c));
  }
}

type Timings = Map<string, { count: number; ms: number; perFeedMs?: number[] }>;

function statementName(query: unknown): string {
  const chunks = (query as { queryChunks?: unknown[] }).queryChunks ?? [];
  const text = chunks.map((c) => ((c as { value?: string[] } | null)?.value ?? []).join("")).join("?");
  return text.replace(/\s+/g, " ").trim().slice(0, 90);
}

/** Wraps execute (and the transaction's execute) so each statement's wall time is recorded by its SQL text. */
function timed(db: Db, timings: Timings): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === "execute") {
        return async (query: unknown) => {
          const started = performance.now();
          try {
            return await (target.execute as (q: unknown) => Promise<unknown>)(query);
          } finally {
            const name = statementName(query);
            const t = timings.get(name) ?? { count: 0, ms: 0 };
            t.count++;
            t.ms += performance.now() - started;
            timings.set(name, t);
          }
        };
      }
      if (prop === "transaction") {
        return (run: (tx: Db) => Promise<unknown>) =>
          target.transaction((tx) => run(timed(tx as unknown as Db, timings)));
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}

const bench = await createBenchDatabase(kind, "profile");
const database = await openDatabase(bench.url);
try {
  for (const phase of phases) {
    const timings: Timings = new Map();
    let total = 0;
    const perFeed: string[] = [];
    for (const [index, m] of merchants.entries()) {
      const file = phase === "changed" ? m.changed : m.base;
      const feedTimings: Timings = new Map();
      const run = () =>
        importFeed(timed(database.db, feedTimings), { merchant: { slug: m.slug, name: m.name }, sources: [file] });
      const summary =
        phase === "first" && profiledFeed === index + 1 ? await profiled(`feed-${index + 1}`, run) : await run();
      total += summary.durationMs;
      const feedSqlMs = [...feedTimings.values()].reduce((sum, t) => sum + t.ms, 0);
      perFeed.push(`${(summary.durationMs / 1000).toFixed(1)} (SQL ${(feedSqlMs / 1000).toFixed(1)})`);
      // Each statement's time per feed: a step growing with the catalogue shows as a row growing feed by feed.
      for (const [name, t] of feedTimings) {
        const sum = timings.get(name) ?? { count: 0, ms: 0, perFeedMs: [] };
        sum.count += t.count;
        sum.ms += t.ms;
        (sum.perFeedMs ??= [])[index] = t.ms;
        timings.set(name, sum);
      }
    }
    console.log(`\n${phase} per feed (s): ${perFeed.join(", ")}`);
    const sqlMs = [...timings.values()].reduce((s, t) => s + t.ms, 0);
    console.log(
      `\n${kind} ${phase}: ${merchants.length} merchants in ${(total / 1000).toFixed(2)} s importer time, ${(sqlMs / 1000).toFixed(2)} s in SQL`,
    );
    for (const [name, t] of [...timings].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8)) {
      console.log(`  ${(t.ms / 1000).toFixed(2).padStart(7)} s ${String(t.count).padStart(4)}×  ${name}`);
      const feeds = Array.from(t.perFeedMs ?? [], (ms) => ((ms ?? 0) / 1000).toFixed(1));
      if (feeds.length > 1) console.log(`            per feed: ${feeds.join(", ")}`);
    }
  }
  const rows = prepareRows([await readFeed(merchants[0]!.base)]).rows;
  const started = performance.now();
  for (const r of rows) {
    extractProductFacts({
      title: r.title,
      description: r.description,
      brand: r.brand,
      gtin: r.gtin,
      mpn: r.mpn,
      productType: r.productType,
      unitPricingMeasure: r.unitPricingMeasure,
      merchantName: merchants[0]!.name,
    });
  }
  console.log(
    `\nextractProductFacts alone: ${rows.length} rows in ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  const parseStarted = performance.now();
  for (const m of merchants) prepareRows([await readFeed(m.base)]);
  console.log(
    `read + parse + validate alone: ${merchants.length} feeds in ${((performance.now() - parseStarted) / 1000).toFixed(2)} s`,
  );
} finally {
  await database.close();
  await bench.drop();
}
