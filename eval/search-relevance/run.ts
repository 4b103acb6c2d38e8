/**
 * Search relevance benchmark: NDCG@10 of the judged query sets (npm run bench:search-relevance --
 * [--set demo|holdout|both] [--db pglite|postgres]; PostgreSQL via BENCH_DATABASE_URL).
 * Each set's feeds go into a fresh throwaway database through the normal import path; then every judged
 * query runs through searchProducts (relevance, first 10) and is scored. The holdout set
 * (eval/matching-holdout-4 + eval/matching-holdout-1) is not used to tune the engine. Goals: NDCG@10 ≥ 0.90 overall,
 * ≥ 0.85 on misspellings and slang, and zero results for every no-relevant query.
 * Writes eval/out/search-relevance.json; exits non-zero only when the run itself fails.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../../server/db/client.server.ts";
import { DEMO_FEEDS_DIR, loadDemo } from "../../server/ingest/load-demo.server.ts";
import {
  classNdcg,
  evaluateRelevance,
  formatClassTable,
  formatWorstQueries,
  type RelevanceReport,
} from "./evaluate-relevance.ts";
import type { JudgedQuery } from "./ndcg.ts";
import { DEMO_JUDGED_QUERIES } from "./judged-queries-demo.ts";
import { createBenchDatabase, type DbKind } from "../../bench/lib/bench-database.ts";
import { HOLDOUT_FEED_DIRS, HOLDOUT_JUDGED_QUERIES } from "./judged-queries-holdout.ts";
import { DEMO_RULE_QUERIES, HOLDOUT_RULE_QUERIES } from "./judged-queries-rules.ts";

const GOAL = { overall: 0.9, hardClasses: 0.85 };
const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT = path.join(ROOT, "eval/out/search-relevance.json");

interface JudgedSet {
  name: "demo" | "holdout";
  feedDirs: string[];
  queries: readonly JudgedQuery[];
}

const SETS: JudgedSet[] = [
  { name: "demo", feedDirs: [DEMO_FEEDS_DIR], queries: [...DEMO_JUDGED_QUERIES, ...DEMO_RULE_QUERIES] },
  {
    name: "holdout",
    feedDirs: HOLDOUT_FEED_DIRS.map((d) => path.join(ROOT, d)),
    queries: [...HOLDOUT_JUDGED_QUERIES, ...HOLDOUT_RULE_QUERIES],
  },
];

const { values } = parseArgs({
  options: { set: { type: "string", default: "both" }, db: { type: "string", default: "pglite" } },
});
if (!["demo", "holdout", "both"].includes(values.set!)) throw new Error("--set must be demo, holdout or both");
if (values.db !== "pglite" && values.db !== "postgres") throw new Error("--db must be pglite or postgres");
const kind: DbKind = values.db;
const chosen = SETS.filter((s) => values.set === "both" || s.name === values.set);

async function runSet(set: JudgedSet): Promise<{ report: RelevanceReport; loadMs: number; searchMs: number }> {
  const target = await createBenchDatabase(kind, `relevance_${set.name}`);
  try {
    const database = await openDatabase(target.url);
    try {
      const loadStarted = performance.now();
      for (const dir of set.feedDirs) await loadDemo(database.db, { dir });
      const loadMs = performance.now() - loadStarted;
      const searchStarted = performance.now();
      const report = await evaluateRelevance(database.db, set.queries);
      return { report, loadMs, searchMs: performance.now() - searchStarted };
    } finally {
      await database.close();
    }
  } finally {
    await target.drop();
  }
}

function verdict(report: RelevanceReport): string[] {
  const checks = [
    [`overall ≥ ${GOAL.overall}`, report.overall >= GOAL.overall],
    [`misspelling ≥ ${GOAL.hardClasses}`, classNdcg(report, "misspelling") >= GOAL.hardClasses],
    [`slang ≥ ${GOAL.hardClasses}`, classNdcg(report, "slang") >= GOAL.hardClasses],
    ["no-relevant all empty", report.noRelevantPassed === report.noRelevant.length],
  ] as const;
  return checks.map(([label, ok]) => `${ok ? "PASS" : "FAIL"}  ${label}`);
}

const previous = existsSync(OUT) ? (JSON.parse(readFileSync(OUT, "utf8")) as Record<string, unknown>) : {};
const results: Record<string, unknown> = { ...previous };
for (const set of chosen) {
  console.log(`\n=== ${set.name} set (${set.queries.length} queries) on ${kind} ===`);
  const { report, loadMs, searchMs } = await runSet(set);
  console.log(
    `loaded feeds in ${(loadMs / 1000).toFixed(1)} s; ${set.queries.length} searches in ${searchMs.toFixed(0)} ms`,
  );
  if (report.setProblems.length) console.log(`JUDGED SET PROBLEMS:\n  ${report.setProblems.join("\n  ")}`);
  if (report.unmatched.length)
    console.log(
      `STALE JUDGMENTS (match no product):\n  ${report.unmatched.map((u) => `'${u.q}' ${u.judgment}`).join("\n  ")}`,
    );
  console.log(`\n${formatClassTable(report)}`);
  console.log(`\nno-relevant queries returning nothing: ${report.noRelevantPassed}/${report.noRelevant.length}`);
  for (const leak of report.noRelevant.filter((q) => q.total > 0)) console.log(`  '${leak.q}' returned ${leak.total}`);
  console.log(`\n${verdict(report).join("\n")}`);
  console.log(`\n10 worst queries (grade of each result in brackets):\n${formatWorstQueries(report, 10, 70)}`);
  results[`${set.name}:${kind}`] = {
    generatedAt: new Date().toISOString(),
    database: kind,
    queries: set.queries.length,
    overall: report.overall,
    classes: report.classes,
    noRelevantPassed: report.noRelevantPassed,
    noRelevant: report.noRelevant,
    unmatched: report.unmatched,
    loadMs: Math.round(loadMs),
    searchMs: Math.round(searchMs),
    perQuery: report.queries.map((q) => ({
      q: q.q,
      class: q.class,
      ndcg: Number(q.ndcg.toFixed(4)),
      total: q.total,
      correctedQuery: q.correctedQuery,
      relevantInCatalogue: q.relevantInCatalogue,
      top: q.returned.map((r) => `[${r.grade}] ${r.name}`),
    })),
  };
}
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwrote ${path.relative(ROOT, OUT)}`);
