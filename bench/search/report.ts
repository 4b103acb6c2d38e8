import { fmt, renderTable } from "../lib/text-table.ts";
import type { DbKind } from "../lib/bench-database.ts";
import type { LoadResult } from "../lib/load-test.ts";
import type { ProbeResult } from "./measure.ts";
import type { BenchRequest } from "./search-queries.ts";
import type { CatalogueCounts } from "./insert-catalogue.ts";

/** issue 4's goal, on PostgreSQL with 8 connections on a 2-core machine; PGlite is reported, not judged. */
export const TARGETS = { p95Ms: 25, requestsPerSecond: 500 };

export interface ModeResult {
  mode: "default" | "answers" | "uncached";
  label: string;
  load: LoadResult;
  /** Each request once, sequentially, before the load: per-query times and result counts. */
  probes: ProbeResult[];
  meetsTarget: boolean | null;
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

export function formatRuns(result: DatabaseResult): string {
  const rows = result.runs.map((r) => [
    r.label,
    fmt(r.load.requestsPerSecond, 1),
    fmt(r.load.latencyMs.p50, 1),
    fmt(r.load.latencyMs.p95, 1),
    fmt(r.load.latencyMs.p99, 1),
    fmt(r.load.latencyMs.max, 1),
    fmt(r.load.requests),
    fmt(r.load.non2xx),
    fmt(r.load.errors + r.load.timeouts),
    fmt(r.loadBefore, 1),
    r.meetsTarget === null ? "report only" : r.meetsTarget ? "PASS" : "FAIL",
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
