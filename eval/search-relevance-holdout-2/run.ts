/**
 * Held-out search relevance, set 2: a black-box measurement of /api/search over three merchants' feeds the
 * engine's authors have not seen.
 *
 *   npx tsx eval/search-relevance-holdout-2/run.ts [--skip-build] [--json results.json] [--worst 20]
 *
 * Builds the site (`npm run build`), imports feeds/ into a fresh database with the public CLI (an embedded
 * PGlite folder in a temp dir; with DATABASE_URL set, a new database created on that PostgreSQL server and
 * dropped afterwards), starts the production server with the page and search caches off, asks
 * /api/search?q=…&limit=10 for every judged query and prints NDCG@10 overall and per kind, the queries that
 * should find nothing but did, and the worst queries with what ranked where. Exits 0 after a measurement,
 * 1 only when the run itself failed (build, import, server).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { getJson, readAllOffers } from "../../scripts/black-box/json-api.ts";
import { startProductionServer, type ProductionServer } from "../../scripts/black-box/production-server.ts";
import { parseJsonSummary, runCommand } from "../../scripts/black-box/run-command.ts";
import { KINDS } from "./judged-query-kit.ts";
import { DEPTH, mean, ndcg, productGrade } from "./score.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const WORST = Number(option("--worst") ?? 15);

interface Judged {
  q: string;
  kind: string;
  note?: string;
  relevant: { merchant: string; itemId: string; title: string; grade: number; key: string }[];
}
const DATA: { merchants: { slug: string; name: string; file: string }[]; judgments: Judged[] } = JSON.parse(
  readFileSync(join(HERE, "judgments.json"), "utf8"),
);

interface Outcome {
  q: string;
  kind: string;
  ndcg: number;
  returned: { id: number; name: string; grade: number }[];
  missed: { name: string; grade: number }[];
}

async function freshDatabase(): Promise<{ url: string; kind: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const dir = mkdtempSync(join(tmpdir(), "bc-relevance-h2-"));
    return { url: `pglite:${join(dir, "db")}`, kind: "pglite", drop: async () => rmSync(dir, { recursive: true }) };
  }
  const name = `eval_relevance_h2_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: "postgresql",
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

async function importFeeds(dbUrl: string): Promise<void> {
  const env = { ...process.env, DATABASE_URL: dbUrl, BUILDCOMPARE_DEMO: "off" };
  for (const m of DATA.merchants) {
    const cli = [
      "buildcompare",
      "import",
      "--merchant",
      m.slug,
      "--name",
      m.name,
      "--json",
      join(HERE, "feeds", m.file),
    ];
    const r = await runCommand("npx", cli, { env, timeoutMs: 600_000 });
    const s = parseJsonSummary(r.stdout);
    const rejected = Array.isArray(s?.rejections) ? s.rejections.length : "?";
    console.log(`import ${m.file}: exit ${r.code}, rows read ${String(s?.rowsRead ?? "?")}, rejected ${rejected}`);
    if (r.code !== 0) throw new Error(`import of ${m.file} failed:\n${r.stderr.slice(-2000)}`);
  }
}

/** Each product's feed items ("merchant|itemId"), read through the public JSON API. */
async function productItems(base: string): Promise<Map<number, string[]>> {
  const { offers, error } = await readAllOffers(base);
  if (error) throw new Error(error);
  const items = new Map<number, string[]>();
  for (const o of offers) {
    const id = Number(o.productId);
    items.set(id, [...(items.get(id) ?? []), `${String(o.merchantSlug)}|${String(o.merchantItemId)}`]);
  }
  return items;
}

async function evaluate(base: string): Promise<Outcome[]> {
  const items = await productItems(base);
  const rows = [...items.values()].reduce((n, held) => n + held.length, 0);
  console.log(`catalogue: ${items.size} products from ${rows} offers (the feeds describe 194 distinct products)`);
  const outcomes: Outcome[] = [];
  for (const j of DATA.judgments) {
    const judged = new Map(j.relevant.map((r) => [`${r.merchant}|${r.itemId}`, r.grade]));
    const r = await getJson<{ results?: { id: number; name: string }[] }>(
      base,
      `/api/search?q=${encodeURIComponent(j.q)}&limit=${DEPTH}`,
    );
    if (r.status !== 200 || !Array.isArray(r.body?.results))
      throw new Error(`/api/search for '${j.q}': status ${r.status} ${r.error ?? ""}`);
    const returned = r.body.results.slice(0, DEPTH).map((p) => ({
      id: Number(p.id),
      name: p.name,
      grade: productGrade(items.get(Number(p.id)) ?? [], judged),
    }));
    const catalogue = [...items].map(([id, held]) => ({ id, grade: productGrade(held, judged) }));
    const shown = new Set(returned.map((p) => p.id));
    const missed = catalogue
      .filter((p) => p.grade > 0 && !shown.has(p.id))
      .sort((a, b) => b.grade - a.grade)
      .map((p) => ({ name: nameOf(p.id, j), grade: p.grade }));
    outcomes.push({
      q: j.q,
      kind: j.kind,
      ndcg: ndcg(
        returned.map((p) => p.grade),
        catalogue.map((p) => p.grade),
      ),
      returned,
      missed,
    });
  }
  return outcomes;

  function nameOf(id: number, j: Judged): string {
    const held = new Set(items.get(id) ?? []);
    const item = j.relevant.find((r) => held.has(`${r.merchant}|${r.itemId}`));
    return item ? `${item.title} [${item.key}]` : `product ${id}`;
  }
}

function report(outcomes: Outcome[]): void {
  const line = (label: string, list: Outcome[]) =>
    console.log(`${label.padEnd(14)} ${String(list.length).padStart(4)}   ${mean(list.map((o) => o.ndcg)).toFixed(3)}`);
  console.log(`\nNDCG@${DEPTH} (gains 2^g-1, ideal from every graded product)\nkind          queries  NDCG@10`);
  for (const kind of KINDS)
    line(
      kind,
      outcomes.filter((o) => o.kind === kind),
    );
  line("overall", outcomes);
  line(
    "excl. nothing",
    outcomes.filter((o) => o.kind !== "nothing"),
  );

  const leaks = outcomes.filter((o) => o.kind === "nothing" && o.returned.length > 0);
  console.log(`\nnothing-expected queries that returned results: ${leaks.length}`);
  for (const o of leaks)
    console.log(
      `  '${o.q}': ${o.returned
        .slice(0, 3)
        .map((p) => p.name)
        .join(" | ")}`,
    );
  const empty = outcomes.filter((o) => o.kind !== "nothing" && o.returned.length === 0);
  console.log(`queries with relevant products that returned nothing: ${empty.length}`);
  for (const o of empty) console.log(`  '${o.q}' (${o.kind})`);

  console.log(`\nworst ${WORST} queries (grade: name; missed = graded products not in the top ${DEPTH})`);
  const worst = outcomes
    .filter((o) => o.kind !== "nothing")
    .sort((a, b) => a.ndcg - b.ndcg)
    .slice(0, WORST);
  for (const o of worst) {
    console.log(`- ${o.ndcg.toFixed(3)} [${o.kind}] '${o.q}'`);
    o.returned.slice(0, 5).forEach((p, i) => console.log(`    ${i + 1}. (${p.grade}) ${p.name}`));
    for (const m of o.missed.slice(0, 3)) console.log(`    missed (${m.grade}) ${m.name}`);
  }
}

async function main(): Promise<number> {
  if (!flag("--skip-build")) {
    console.log("npm run build …");
    const b = await runCommand("npm", ["run", "build"], { env: process.env, timeoutMs: 900_000 });
    if (b.code !== 0) throw new Error(`npm run build failed:\n${b.stderr.slice(-2000)}`);
  }
  const db = await freshDatabase();
  let server: ProductionServer | null = null;
  try {
    console.log(`database: ${db.kind}`);
    await importFeeds(db.url);
    server = await startProductionServer({
      database: { url: db.url, kind: db.kind },
      env: { PAGE_CACHE_SECONDS: "0", SEARCH_CACHE_SECONDS: "0" },
    });
    const outcomes = await evaluate(server.baseUrl);
    report(outcomes);
    const out = option("--json");
    if (out) writeFileSync(out, JSON.stringify(outcomes, null, 1) + "\n");
    return 0;
  } finally {
    await server?.stop();
    await db.drop().catch((e: unknown) => console.error(`could not remove the database: ${String(e)}`));
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`run failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
