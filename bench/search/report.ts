import { fmt, renderTable } from "../lib/text-table.ts";
import type { DbKind } from "../lib/bench-database.ts";
import type { LoadResult } from "../lib/load-test.ts";
import type { ProbeResult } from "./measure.ts";
import type { BenchRequest } from "./search-queries.ts";
import type { CatalogueCounts } from "./insert-catalogue.ts";

/**
 * Issue 15's goals, on PostgreSQL with 8 connections on a 2-core machine, caches off; PGlite is reported, not
 * judged. Growth: the p95 at 1M products at most 3× the 100k figure.
 */
export const TARGETS = { p95Ms: 25, requestsPerSecond: 500, suggestP95Ms: 10, growthFactor: 3 };

export interface ModeResult {
  mode: "default" | "answers" | "uncached";
  label: string;
  load: LoadResult;
  /** Each request once, sequentially, before the load: per-query times and result counts. */
  probes: ProbeResult[];
  meetsTarget: boolean | null;
  /** Without caches only: /api/suggest over every keystroke's prefix, and /healthz (the floor) under the same load. */
  suggest?: LoadResult;
  suggestMeetsTarget?: boolean | null;
  floor?: LoadResult;
  /** The machine's 1-minute load average as the measurement started: others' work skews the figures. */
  loadBefore: number;
}

export interface DatabaseResult {
  kind: DbKind;
  url: string;
  counts: CatalogueCounts;
  timingsMs: { generate: number | null; insert: number | null; rebuildSearchIndex: number | null; analyze: number };
  requests: number;
  runs: ModeResult[];
  explain: { request: string; plan: string[] }[] | null;
}

export function meetsTarget(kind: DbKind, load: LoadResult): boolean | null {
  if (kind !== "postgres") return null;
  return load.latencyMs.p95 <= TARGETS.p95Ms && load.requestsPerSecond >= TARGETS.requestsPerSecond;
}

export function suggestMeetsTarget(kind: DbKind, load: LoadResult): boolean | null {
  return kind === "postgres" ? load.latencyMs.p95 <= TARGETS.suggestP95Ms : null;
}

const verdict = (ok: boolean | null | undefined) => (ok == null ? "report only" : ok ? "PASS" : "FAIL");

export function formatRuns(result: DatabaseResult): string {
  const row = (label: string, load: LoadResult, loadBefore: number, target: string) => [
    label,
    fmt(load.requestsPerSecond, 1),
    fmt(load.latencyMs.p50, 1),
    fmt(load.latencyMs.p95, 1),
    fmt(load.latencyMs.p99, 1),
    fmt(load.latencyMs.max, 1),
    fmt(load.requests),
    fmt(load.non2xx),
    fmt(load.errors + load.timeouts),
    fmt(loadBefore, 1),
    target,
  ];
  const rows = result.runs.flatMap((r) => [
    row(r.label, r.load, r.loadBefore, verdict(r.meetsTarget)),
    ...(r.suggest
      ? [row("  /api/suggest, same settings", r.suggest, r.loadBefore, verdict(r.suggestMeetsTarget))]
      : []),
    ...(r.floor ? [row("  /healthz (the floor)", r.floor, r.loadBefore, "")] : []),
  ]);
  return renderTable(
    ["run", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "requests", "non-2xx", "errors", "load", "target"],
    rows,
  );
}

function stats(times: number[]): string[] {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return [fmt(sorted.length), fmt(at(0.5), 1), fmt(at(0.95), 1), fmt(sorted.at(-1) ?? 0, 1)];
}

/** Single-request times by kind of query, the slowest requests, and no-result queries that found something. */
export function formatProbes(requests: readonly BenchRequest[], probes: readonly ProbeResult[]): string {
  const kindOf = new Map(requests.map((r) => [r.path, r.kind]));
  const kinds = [...new Set(requests.map((r) => r.kind))];
  const byKind = kinds.map((kind) => [
    kind,
    ...stats(probes.filter((p) => kindOf.get(p.path) === kind).map((p) => p.ms)),
  ]);
  const lines = [
    renderTable(
      ["query kind", "requests", "median ms", "p95 ms", "max ms"],
      [...byKind, ["all", ...stats(probes.map((p) => p.ms))]],
    ),
    "",
    "Slowest single requests:",
    ...[...probes]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8)
      .map((p) => `  ${fmt(p.ms, 1).padStart(7)} ms  ${decodeURIComponent(p.path)}  (${p.total ?? "?"} results)`),
  ];
  const found = probes.filter((p) => kindOf.get(p.path) === "no-result" && (p.total ?? 0) > 0);
  if (found.length > 0)
    lines.push(
      "",
      "No-result queries that returned results (relevance, not speed):",
      ...found.map((p) => `  ${decodeURIComponent(p.path)}: ${p.total}`),
    );
  return lines.join("\n");
}

export function formatPreparation(result: DatabaseResult): string {
  const t = result.timingsMs;
  const s = (ms: number | null) => (ms === null ? "skipped" : `${fmt(ms / 1000, 1)} s`);
  const c = result.counts;
  return [
    `catalogue: ${fmt(c.products)} products, ${fmt(c.offers)} offers (${fmt(c.currentOffers)} current, ` +
      `${fmt(c.onSale)} on sale) from ${c.merchants} merchants`,
    `generate ${s(t.generate)}, insert ${s(t.insert)}, rebuildSearchIndex ${s(t.rebuildSearchIndex)}, ` +
      `analyze ${s(t.analyze)}`,
  ].join("\n");
}

/** One growth step: the uncached search and suggest figures at one catalogue size. */
export interface GrowthRow {
  products: number;
  search: LoadResult;
  suggest: LoadResult | null;
}

/** p95 by catalogue size, each against the 100k figure (goal: 1M at most TARGETS.growthFactor × 100k). */
export function formatGrowth(rows: readonly GrowthRow[]): string {
  const base = rows.find((r) => r.products === 100_000);
  const ratio = (r: GrowthRow) => (base ? r.search.latencyMs.p95 / base.search.latencyMs.p95 : null);
  const table = rows.map((r) => {
    const x = ratio(r);
    const judged = r.products === 1_000_000 && x !== null;
    return [
      fmt(r.products),
      fmt(r.search.requestsPerSecond, 1),
      fmt(r.search.latencyMs.p50, 1),
      fmt(r.search.latencyMs.p95, 1),
      r.suggest ? fmt(r.suggest.latencyMs.p95, 1) : "-",
      x === null ? "-" : `${fmt(x, 2)}×`,
      judged ? verdict(x <= TARGETS.growthFactor) : "",
    ];
  });
  return renderTable(
    ["products", "search req/s", "p50 ms", "p95 ms", "suggest p95 ms", "p95 vs 100k", `≤ ${TARGETS.growthFactor}×`],
    table,
  );
}

/** One line per run and target: the figures and PASS, FAIL or "report only" (PGlite). */
export function formatVerdicts(results: readonly DatabaseResult[]): string {
  const lines: string[] = [];
  for (const r of results)
    for (const run of r.runs) {
      const p95 = run.load.latencyMs.p95;
      lines.push(
        `  ${r.kind}, ${run.label}: ${run.load.requestsPerSecond} req/s, p95 ${p95} ms → ${verdict(run.meetsTarget)}`,
      );
      if (run.suggest)
        lines.push(
          `  ${r.kind}, /api/suggest: p95 ${run.suggest.latencyMs.p95} ms (goal ≤ ${TARGETS.suggestP95Ms}) → ` +
            verdict(run.suggestMeetsTarget) +
            (run.floor
              ? `; /healthz floor p95 ${run.floor.latencyMs.p95} ms, ${run.floor.requestsPerSecond} req/s`
              : ""),
        );
    }
  return lines.join("\n");
}

/** Runs with a non-2xx answer, a failed request or a failed probe: the benchmark exits 1 when there are any. */
export function failedRequests(results: readonly DatabaseResult[]): string[] {
  return results.flatMap((r) =>
    r.runs.flatMap((run) => {
      const bad = run.probes.filter((p) => p.problem).length;
      const load = run.load;
      const extra = [run.suggest, run.floor].reduce((n, l) => n + (l ? l.non2xx + l.errors + l.timeouts : 0), 0);
      return bad + load.non2xx + load.errors + load.timeouts + extra > 0
        ? [
            `${r.kind}, ${run.label}: ${load.non2xx} non-2xx (${JSON.stringify(load.statusCodes)}), ` +
              `${load.errors} errors, ${load.timeouts} timeouts, ${bad} failed probe requests, ${extra} failed suggest/floor requests`,
          ]
        : [];
    }),
  );
}
