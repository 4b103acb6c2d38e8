/**
 * Basket-split check (black box): generates seeded merchant feeds, imports them with the public CLI into a
 * throwaway embedded database, starts the production server, and compares /api/basket with an exhaustive
 * search over the offers the API itself lists.
 *
 *   npx tsx eval/basket-split/run.ts [--seeds S1,S2,…] [--baskets N per seed] [--max-lines L] [--build] [--keep]
 *
 * Prints a scorecard, every mismatch category with examples and, last, `MISMATCHES: N` (baskets with at least
 * one failed check, plus failed input cases). Writes results/last-run.json. Exits 0 unless the harness itself
 * could not run (exit 2).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { getJson } from "../../scripts/black-box/json-api.ts";
import { startProductionServer, type ProductionServer } from "../../scripts/black-box/production-server.ts";
import { parseJsonSummary, runCommand } from "../../scripts/black-box/run-command.ts";
import { checkInputs, type InputResult } from "./bad-input.ts";
import { basketQuery, drawBaskets, type Basket } from "./baskets.ts";
import { CATEGORIES, checkAnswer, type Category, type Finding } from "./check-answer.ts";
import { COVERAGE_TAGS, coverageTags, type CoverageTag } from "./coverage.ts";
import { readTruth, type Truth } from "./ground-truth.ts";
import { generateWorld, type GeneratedWorld } from "./generate-feeds.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, "../..");
const { values: args } = parseArgs({
  options: {
    seeds: { type: "string", default: "b,2026-12-02,1" },
    baskets: { type: "string", default: "400" },
    build: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    "max-lines": { type: "string", default: "6" },
  },
});

interface BasketOutcome {
  query: string;
  status: number;
  ms: number;
  findings: Finding[];
  tags: CoverageTag[];
}

/** Rebuilds build/ when asked, when missing, or older than the last commit outside eval/ (uncommitted changes: --build). */
function ensureFreshBuild(): void {
  const built = join(ROOT, "build/server/index.js");
  const head =
    Number(
      spawnSync("git", ["log", "-1", "--format=%ct", "--", ".", ":(exclude)eval", ":(exclude)*.md"], {
        cwd: ROOT,
        encoding: "utf8",
      }).stdout.trim(),
    ) * 1000;
  const stale = !existsSync(built) || statSync(built).mtimeMs < head;
  if (!args.build && !stale) return;
  console.log(
    `building (npx react-router build): ${args.build ? "--build" : "build/ missing or older than the last commit outside eval/"}`,
  );
  const r = spawnSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error(`build failed (exit ${r.status})`);
}

async function importAll(world: GeneratedWorld, env: NodeJS.ProcessEnv): Promise<string[]> {
  const problems: string[] = [];
  for (const file of world.files) {
    const cli = [
      "buildcompare",
      "import",
      "--merchant",
      file.merchantSlug,
      "--name",
      file.merchantName,
      "--json",
      file.path,
    ];
    const r = await runCommand("npx", cli, { env, timeoutMs: 300_000 });
    const summary = parseJsonSummary(r.stdout);
    const rejections = Array.isArray(summary?.rejections) ? summary.rejections : [];
    const line = `import ${file.path.split("/").pop()}: exit ${r.code}, rows ${String(summary?.rowsRead ?? "?")}, rejected ${rejections.length}`;
    console.log(line);
    if (r.code !== 0 || rejections.length)
      problems.push(`${line} ${JSON.stringify(rejections).slice(0, 300)} ${r.stderr.slice(-300)}`);
  }
  return problems;
}

async function checkBaskets(base: string, baskets: Basket[], truth: Truth): Promise<BasketOutcome[]> {
  const outcomes: BasketOutcome[] = [];
  for (const basket of baskets) {
    const query = basketQuery(basket);
    const started = performance.now();
    const r = await getJson(base, `/api/basket?${query}`);
    const ms = performance.now() - started;
    const findings: Finding[] =
      r.status === 200
        ? checkAnswer(basket.lines, basket.maxMerchants, r.body, truth)
        : [
            {
              category: CATEGORIES[0],
              ok: false,
              detail: `HTTP ${r.status} ${JSON.stringify(r.body ?? r.error).slice(0, 200)}`,
            },
          ];
    outcomes.push({
      query,
      status: r.status,
      ms,
      findings,
      tags: coverageTags(basket.lines, basket.maxMerchants, truth),
    });
    if (outcomes.length === 1 && r.status === 404) {
      console.log("/api/basket answers 404 on this server: no basket API to check");
      break;
    }
  }
  return outcomes;
}

function report(outcomes: BasketOutcome[], inputs: InputResult[], notes: string[]): number {
  console.log("\n=== basket-split scorecard ===");
  for (const category of CATEGORIES) {
    const all = outcomes.flatMap((o) => o.findings.filter((f) => f.category === category));
    const pass = all.filter((f) => f.ok).length;
    console.log(`${String(pass).padStart(5)}/${String(all.length).padEnd(5)} ${category}`);
  }
  const failedBaskets = outcomes.filter((o) => o.findings.some((f) => !f.ok));
  const failedInputs = inputs.filter((i) => !i.ok);
  console.log(
    `${String(outcomes.length - failedBaskets.length).padStart(5)}/${String(outcomes.length).padEnd(5)} baskets with every check right`,
  );
  console.log(
    `${String(inputs.length - failedInputs.length).padStart(5)}/${String(inputs.length).padEnd(5)} input cases (400s and their boundaries)`,
  );
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(0) ?? "-";
  console.log("\nhow demanding the baskets were (baskets with each property; not scored):");
  for (const tag of COVERAGE_TAGS)
    console.log(`${String(outcomes.filter((o) => o.tags.includes(tag)).length).padStart(5)}  ${tag}`);
  console.log(`request time (client side): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);

  const byCategory = new Map<Category, { query: string; detail: string }[]>();
  for (const o of outcomes)
    for (const f of o.findings.filter((x) => !x.ok))
      byCategory.set(f.category, [...(byCategory.get(f.category) ?? []), { query: o.query, detail: f.detail }]);
  if (byCategory.size || failedInputs.length) console.log("\n=== mismatches ===");
  for (const [category, list] of byCategory) {
    console.log(`\n[${category}] ${list.length}`);
    for (const m of list.slice(0, 6)) console.log(`  - ${m.query}\n      ${m.detail}`);
  }
  if (failedInputs.length) console.log(`\n[input cases] ${failedInputs.length}`);
  for (const i of failedInputs) console.log(`  - ${i.what}: ?${i.query}\n      ${i.detail}`);
  if (notes.length) console.log("\n=== information (not scored) ===");
  for (const n of notes) console.log(`  · ${n}`);
  const mismatches = failedBaskets.length + failedInputs.length;
  console.log(
    `\nMISMATCHES: ${mismatches} (baskets checked: ${outcomes.length}, failed ${failedBaskets.length}; input cases failed ${failedInputs.length})`,
  );
  return mismatches;
}

interface WorldResult {
  outcomes: BasketOutcome[];
  inputs: InputResult[];
  notes: string[];
}

/** One seeded world: its own feeds, database and server. */
async function runWorld(seed: string, baskets: number): Promise<WorldResult> {
  const tmp = mkdtempSync(join(tmpdir(), "bc-basket-split-"));
  const dbUrl = `pglite:${join(tmp, "db")}`;
  const env = { ...process.env, DATABASE_URL: dbUrl, BUILDCOMPARE_DEMO: "off" };
  let server: ProductionServer | null = null;
  try {
    const world = generateWorld(seed, join(tmp, "feeds"));
    const meant = world.offers.filter((o) => o.availability === "in_stock" && !o.leavesFeed).length;
    console.log(
      `\n--- seed ${seed}: ${world.merchants.length} merchants, ${world.products.length} products, ${world.offers.length} offers (${meant} meant in stock), database ${dbUrl}`,
    );
    const importProblems = await importAll(world, env);
    server = await startProductionServer({ database: { url: dbUrl, kind: "pglite" } });
    const truth = await readTruth(server.baseUrl, world);
    const ids = [...truth.products.keys()];
    const inStock = [...truth.offers.values()].filter((o) => o.availability === "in_stock").length;
    console.log(`ground truth: ${ids.length} products, ${truth.offers.size} offers, ${inStock} in stock`);
    const inputs = await checkInputs(server.baseUrl, ids, Math.max(...ids) + 1000);
    const outcomes = await checkBaskets(
      server.baseUrl,
      drawBaskets(seed, baskets, ids, truth.inStock, Number(args["max-lines"])),
      truth,
    );
    const tag = (text: string) => `[seed ${seed}] ${text}`;
    return {
      outcomes: outcomes.map((o) => ({ ...o, query: tag(o.query) })),
      inputs: inputs.map((i) => ({ ...i, what: tag(i.what) })),
      notes: [...importProblems.map((p) => tag(`import problem: ${p}`)), ...truth.notes.map(tag)],
    };
  } finally {
    await server?.stop();
    if (args.keep) console.log(`kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const commit = spawnSync("git", ["log", "-1", "--oneline"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  const seeds = args.seeds.split(",").filter(Boolean);
  console.log(
    `basket-split check — seeds ${seeds.join(", ")}, ${args.baskets} baskets each of 1–${args["max-lines"]} lines, commit ${commit}`,
  );
  ensureFreshBuild();
  const all: WorldResult = { outcomes: [], inputs: [], notes: [] };
  for (const seed of seeds) {
    const r = await runWorld(seed, Number(args.baskets));
    all.outcomes.push(...r.outcomes);
    all.inputs.push(...r.inputs);
    all.notes.push(...r.notes);
  }
  const mismatches = report(all.outcomes, all.inputs, all.notes);
  mkdirSync(join(HERE, "results"), { recursive: true });
  const failed = all.outcomes.filter((o) => o.findings.some((f) => !f.ok));
  const file = join(HERE, "results/last-run.json");
  writeFileSync(
    file,
    JSON.stringify({ seeds, commit, mismatches, inputs: all.inputs, notes: all.notes, failed }, null, 1),
  );
  console.log(`details: ${file}`);
}

main()
  .then(() => process.exit(0))
  .catch((e: unknown) => {
    console.log(`harness error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(2);
  });
