/**
 * Import benchmark (npm run bench:import [-- --db pglite|postgres|both] [--rows 10000] [--mode per-feed|manifest|both]
 * [--growth 10k,100k,1m [--resume] [--growth-only]] [--keep] [--phases first,unchanged,changed]
 * [--database-url <url>] [--cli <checkout>/bin/buildcompare.mjs]).
 * Builds the CLI (the built JavaScript operators run) and generates the synthetic feeds (--rows per merchant;
 * fewer for a quick run), then per database: a fresh database, the 10 merchants imported by one CLI process each
 * (first import, unchanged re-import, re-import with ~10 % prices changed), the same on another fresh database
 * with all feeds in one `import --manifest` process, peak RSS, products created and pairwise cross-merchant
 * matching precision/recall against bench/out/truth.json. `--growth` adds the growth table (lib/import-growth.ts).
 * `--phases` runs only those phases (in that order); `--database-url` runs them on an existing database instead
 * of a fresh one (never dropped; a current CLI migrates it, so give it a copy): a first import kept with `--keep`
 * or made outside the bench lock, so an unchanged re-import at the shape fits a short hold (PGlite's first
 * import of 100,000 rows does not; decision 060). `--cli` runs another checkout's built CLI on such a database (a
 * side-by-side A/B, decision 062): nothing is built, and this checkout never opens the database (its migrations
 * are not that checkout's), so the products and matching figures are left out.
 * A measurement: exits 0 whatever the targets say, non-zero only when an import fails.
 */
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_OUT, generateSyntheticFeeds, type FeedManifest } from "./generate-synthetic-feeds.ts";
import {
  createBenchDatabase,
  postgresServerUrl,
  withQueries,
  type BenchDatabase,
  type DbKind,
} from "./lib/bench-database.ts";
import { runPhase, type PhaseMode } from "./lib/import-phases.ts";
import { buildCli, runOtherCli } from "./lib/import-runner.ts";
import { formatGrowth, parseSizes, runGrowth } from "./lib/import-growth.ts";
import { pairwiseQuality, type LabelledAssignment } from "../eval/matching/pairwise-quality.ts";
import { formatTable, TARGETS, type DbResult } from "./lib/report-table.ts";
import { log } from "./lib/run-main.ts";

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    rows: { type: "string", default: "10000" },
    keep: { type: "boolean", default: false },
    mode: { type: "string", default: "both" },
    growth: { type: "string" },
    resume: { type: "boolean", default: false },
    "growth-only": { type: "boolean", default: false },
    phases: { type: "string", default: "first,unchanged,changed" },
    "database-url": { type: "string" },
    cli: { type: "string" },
  },
});
const PHASES = ["first", "unchanged", "changed"] as const;
type Phase = (typeof PHASES)[number];
const isPhase = (name: string): name is Phase => (PHASES as readonly string[]).includes(name);
const phaseNames = values.phases.split(",").map((name) => name.trim());
const badPhase = phaseNames.find((name) => !isPhase(name));
if (badPhase !== undefined) throw new Error(`--phases takes first, unchanged and changed (got ${badPhase})`);
const phases = phaseNames.filter(isPhase);
const existingUrl = values["database-url"];
const otherCli = values.cli;
if (otherCli !== undefined && existingUrl === undefined)
  throw new Error("--cli needs --database-url: a database that checkout has already migrated");
if (!["per-feed", "manifest", "both"].includes(values.mode))
  throw new Error(`--mode must be per-feed, manifest or both (got ${values.mode})`);
const modes: PhaseMode[] = values.mode === "both" ? ["per-feed", "manifest"] : [values.mode as PhaseMode];
const growthSizes = values.growth ? parseSizes(values.growth) : [];
if (values["growth-only"] && growthSizes.length === 0) throw new Error("--growth-only needs --growth 10k,100k,…");
const rowsPerMerchant = Number(values.rows);
if (!Number.isInteger(rowsPerMerchant) || rowsPerMerchant < 1)
  throw new Error("--rows must be a positive whole number");
const postgresUrl = postgresServerUrl();
const choice = values.db ?? (postgresUrl ? "both" : "pglite");
if (!["pglite", "postgres", "both"].includes(choice))
  throw new Error(`--db must be pglite, postgres or both (got ${choice})`);
if (choice !== "pglite" && !postgresUrl) throw new Error("--db postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
const kinds: DbKind[] = choice === "both" ? ["pglite", "postgres"] : [choice as DbKind];
if (existingUrl !== undefined) {
  const kind: DbKind = existingUrl.startsWith("pglite:") ? "pglite" : "postgres";
  if (kinds.length !== 1 || kinds[0] !== kind || modes.length !== 1)
    throw new Error("--database-url takes one --db (its kind) and one --mode");
}

/** The database a run imports into: a fresh one, or the one --database-url names (kept whatever happens). */
async function benchDatabase(kind: DbKind): Promise<BenchDatabase> {
  if (existingUrl === undefined) return createBenchDatabase(kind, "import");
  const folder = existingUrl.startsWith("pglite:") ? existingUrl.slice("pglite:".length) : null;
  return { kind, url: existingUrl, folder, drop: async () => {} };
}

async function benchOne(kind: DbKind, manifest: FeedManifest, truth: Record<string, string>): Promise<DbResult> {
  let db = await benchDatabase(kind);
  const result: DbResult = {
    kind,
    label: db.url.replace(/\/\/[^@/]*@/, "//"),
    ok: false,
    phases: [],
    peakRssMb: null,
    productsCreated: null,
    productsWithoutOffers: null,
    offersMovedByPriceChange: null,
    quality: null,
  };
  try {
    // Creating the database and running migrations is not import work: done once before the clock starts.
    if (otherCli === undefined) await withQueries(db.url, async () => {});
    const productOf = () =>
      withQueries(
        db.url,
        async (q) =>
          new Map((await q("select id, product_id from offers")).map((r) => [Number(r.id), Number(r.product_id)])),
      );
    let beforeChange = new Map<number, number>();
    for (const [index, mode] of modes.entries()) {
      // Each mode starts from an empty database, so both first imports do the same work.
      if (index > 0) {
        await db.drop();
        db = await createBenchDatabase(kind, "import");
        await withQueries(db.url, async () => {});
      }
      log(`  ${mode === "manifest" ? "one process, manifest of every feed" : "one CLI process per feed"}:`);
      for (const phase of phases) {
        if (phase === "changed") beforeChange = await productOf();
        result.phases.push(await runPhase(db.url, manifest, phase, log, mode));
      }
    }
    if (otherCli !== undefined) {
      result.ok = true;
      return result;
    }
    // Only prices changed, so no offer should move to another product.
    if (phases.includes("changed")) {
      const afterChange = await productOf();
      result.offersMovedByPriceChange = [...afterChange].filter(
        ([id, productId]) => beforeChange.get(id) !== productId,
      ).length;
    }
    const offers = await withQueries(db.url, async (query) => {
      result.productsCreated = Number((await query("select count(*)::int as n from products"))[0]!.n);
      result.productsWithoutOffers = Number(
        (
          await query(
            "select count(*)::int as n from products p where not exists (select 1 from offers o where o.product_id = p.id)",
          )
        )[0]!.n,
      );
      const rows = await query(`select m.slug, o.merchant_item_id, o.product_id
        from offers o join merchants m on m.id = o.merchant_id`);
      return rows.flatMap((r): LabelledAssignment[] => {
        const truthId = truth[`${String(r.slug)}:${String(r.merchant_item_id)}`];
        return truthId ? [{ merchant: String(r.slug), truth: truthId, predicted: Number(r.product_id) }] : [];
      });
    });
    result.quality = { ...pairwiseQuality(offers), trueProducts: new Set(offers.map((o) => o.truth)).size };
    result.ok = true;
  } catch (error) {
    result.error = (error as Error).message;
    log(`${kind}: ${result.error}`);
  } finally {
    if (result.phases.length > 0) result.peakRssMb = Math.max(...result.phases.map((p) => p.peakRssMb));
    if (values.keep || existingUrl !== undefined) log(`${kind}: kept ${db.url}`);
    else await db.drop();
  }
  return result;
}

if (otherCli === undefined) buildCli();
else runOtherCli(otherCli);
const loadBefore = os.loadavg();
if (values["growth-only"]) {
  console.log(await growthReport());
  process.exit(0);
}
log("Generating synthetic feeds…");
const manifest = generateSyntheticFeeds({ rowsPerMerchant });
const truth = JSON.parse(readFileSync(manifest.truthFile, "utf8")) as Record<string, string>;
const expectedPriceChanges = manifest.merchants.reduce((s, m) => s + m.changedRows, 0);
log(
  `${manifest.merchants.length} merchants, ${Object.keys(truth).length} rows, ${manifest.distinctProductsInFeeds} distinct products`,
);

const results: DbResult[] = [];
for (const kind of kinds) {
  log(`\n${kind}:`);
  results.push(await benchOne(kind, manifest, truth));
}

const loadAfter = os.loadavg();
const cpus = os.cpus().length;
console.log(
  `\nImport benchmark: ${Object.keys(truth).length.toLocaleString("en-GB")} rows, ${manifest.merchants.length} merchants, one CLI process per merchant${modes.includes("manifest") ? " and one process for all (manifest)" : ""}`,
);
// Other work on a shared machine skews wall times; the load average says how much.
console.log(
  `machine: ${cpus} CPUs, load average ${loadBefore[0]!.toFixed(1)} before, ${loadAfter[0]!.toFixed(1)} after (1 min)\n`,
);
console.log(formatTable(results, { rows: Object.keys(truth).length, priceChanges: expectedPriceChanges }));
const outFile = path.join(DEFAULT_OUT, "import-results.json");
writeFileSync(
  outFile,
  JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      machine: { cpus, loadBefore, loadAfter },
      targets: TARGETS,
      feeds: { ...manifest, expectedPriceChanges },
      results,
    },
    null,
    2,
  ),
);
console.log(`\nDetails (per-merchant timings, mismatch examples): ${path.relative(process.cwd(), outFile)}`);
if (growthSizes.length > 0) console.log(`\n${await growthReport()}`);

async function growthReport(): Promise<string> {
  const points = await runGrowth(kinds, growthSizes, { resume: values.resume, log });
  return `Growth (all feeds of 10 merchants in one import --manifest process, fresh database per size):\n${formatGrowth(points)}`;
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
