import type { PairwiseQuality } from "../../eval/matching/pairwise-quality.ts";
import type { PhaseMode, PhaseName, PhaseResult } from "./import-phases.ts";
import { renderTable } from "./text-table.ts";

export interface DbResult {
  kind: "pglite" | "postgres";
  label: string;
  ok: boolean;
  error?: string;
  phases: PhaseResult[];
  peakRssMb: number | null;
  productsCreated: number | null;
  productsWithoutOffers: number | null;
  offersMovedByPriceChange: number | null;
  quality: (PairwiseQuality & { trueProducts: number }) | null;
}

export const TARGETS = {
  firstImportRowsPerSecond: 5000,
  unchangedRowsPerSecond: 20000,
  peakRssMb: { postgres: 500, pglite: 600 },
};

const fmt = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n)
    ? "—"
    : n.toLocaleString("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: digits });

function verdict(value: number | null | undefined, ok: (v: number) => boolean): string {
  return value === null || value === undefined ? "" : ok(value) ? " ✓" : " ✗";
}

/** Renders the result table: one column per database, targets on the right. */
export function formatTable(results: DbResult[], expected: { rows: number; priceChanges: number }): string {
  const phase = (r: DbResult, name: PhaseName, mode: PhaseMode = "per-feed") =>
    r.phases.find((p) => p.phase === name && p.mode === mode);
  const rows: [string, (r: DbResult) => string, string][] = [
    [
      "first import, rows/s (wall, incl. process start)",
      (r) =>
        fmt(phase(r, "first")?.rowsPerSecond) +
        verdict(phase(r, "first")?.rowsPerSecond, (v) => v >= TARGETS.firstImportRowsPerSecond),
      "≥ 5,000 (PostgreSQL)",
    ],
    ["  importer only, rows/s", (r) => fmt(phase(r, "first")?.importerRowsPerSecond), ""],
    ["  wall time, s", (r) => fmt(phase(r, "first")?.wallSeconds, 1), ""],
    [
      "re-import unchanged, rows/s",
      (r) =>
        fmt(phase(r, "unchanged")?.rowsPerSecond) +
        verdict(phase(r, "unchanged")?.rowsPerSecond, (v) => v >= TARGETS.unchangedRowsPerSecond),
      "≥ 20,000",
    ],
    ["  importer only, rows/s", (r) => fmt(phase(r, "unchanged")?.importerRowsPerSecond), ""],
    ["  offers seen as unchanged", (r) => fmt(phase(r, "unchanged")?.offersUnchanged), fmt(expected.rows)],
    ["re-import ~10 % prices changed, rows/s", (r) => fmt(phase(r, "changed")?.rowsPerSecond), ""],
    ["  importer only, rows/s", (r) => fmt(phase(r, "changed")?.importerRowsPerSecond), ""],
    ["  price changes recorded", (r) => fmt(phase(r, "changed")?.priceChanges), fmt(expected.priceChanges)],
    [
      "one process, manifest of all feeds: first import, rows/s",
      (r) =>
        fmt(phase(r, "first", "manifest")?.rowsPerSecond) +
        verdict(phase(r, "first", "manifest")?.rowsPerSecond, (v) => v >= TARGETS.firstImportRowsPerSecond),
      "≥ 5,000",
    ],
    [
      "  re-import unchanged, rows/s",
      (r) =>
        fmt(phase(r, "unchanged", "manifest")?.rowsPerSecond) +
        verdict(phase(r, "unchanged", "manifest")?.rowsPerSecond, (v) => v >= TARGETS.unchangedRowsPerSecond),
      "≥ 20,000",
    ],
    ["  re-import ~10 % prices changed, rows/s", (r) => fmt(phase(r, "changed", "manifest")?.rowsPerSecond), ""],
    [
      "peak RSS of an import process, MB",
      (r) => fmt(r.peakRssMb) + verdict(r.peakRssMb, (v) => v < TARGETS.peakRssMb[r.kind]),
      "< 500 (PostgreSQL), < 600 (PGlite)",
    ],
    ["  offers moved to another product by a price change", (r) => fmt(r.offersMovedByPriceChange), "0"],
    ["products created", (r) => fmt(r.productsCreated), ""],
    ["  products left without offers", (r) => fmt(r.productsWithoutOffers), "0"],
    ["true products in feeds", (r) => fmt(r.quality?.trueProducts), ""],
    [
      "matching precision (pairwise, cross-merchant)",
      (r) => fmt(r.quality ? r.quality.precision * 100 : null, 1) + (r.quality ? " %" : ""),
      "",
    ],
    [
      "matching recall (pairwise, cross-merchant)",
      (r) => fmt(r.quality ? r.quality.recall * 100 : null, 1) + (r.quality ? " %" : ""),
      "",
    ],
    [
      "  true / predicted / correct pairs",
      (r) =>
        r.quality
          ? `${fmt(r.quality.truePairs)} / ${fmt(r.quality.predictedPairs)} / ${fmt(r.quality.correctPairs)}`
          : "—",
      "",
    ],
    ["status", (r) => (r.ok ? "ok" : `FAILED`), ""],
  ];
  const header = ["metric", ...results.map((r) => r.kind), "target"];
  const table = rows.map(([label, cell, target]) => [label, ...results.map(cell), target]);
  const out = [renderTable(header, table, [header.length - 1])];
  for (const r of results) {
    out.push(`${r.kind}: ${r.label}`);
    if (r.error) out.push(`  error: ${r.error}`);
  }
  return out.join("\n");
}
