import type { FeedManifest } from "../generate-synthetic-feeds.ts";
import { runImport, type ImportRun } from "./import-runner.ts";

export type PhaseName = "first" | "unchanged" | "changed";

export interface PhaseResult {
  phase: PhaseName;
  rows: number;
  wallSeconds: number;
  rowsPerSecond: number;
  /** Time inside importFeed only (no process start, module load, DB open/migrate check). */
  importerSeconds: number;
  importerRowsPerSecond: number;
  peakRssMb: number;
  offersNew: number;
  offersUpdated: number;
  offersUnchanged: number;
  priceChanges: number;
  productsNew: number;
  rejected: number;
  perMerchant: { slug: string; wallMs: number; importerMs: number; peakRssMb: number }[];
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Imports every merchant once, one CLI process each, in sequence; wall time is summed over the processes. */
export async function runPhase(
  url: string,
  manifest: FeedManifest,
  phase: PhaseName,
  log: (line: string) => void,
): Promise<PhaseResult> {
  const runs: ImportRun[] = [];
  for (const m of manifest.merchants) {
    const run = await runImport(url, m.slug, m.name, [phase === "changed" ? m.changed : m.base]);
    runs.push(run);
    log(
      `  ${phase.padEnd(9)} ${m.slug.padEnd(26)} ${(run.wallMs / 1000).toFixed(2).padStart(6)} s wall, ` +
        `${(run.result.durationMs / 1000).toFixed(2).padStart(6)} s importer, ${mb(run.result.peakRssBytes)} MB, ` +
        `new ${run.result.offersNew} upd ${run.result.offersUpdated} same ${run.result.offersUnchanged} ` +
        `price± ${run.result.priceChanges} products+ ${run.result.productsNew}`,
    );
  }
  const total = <K extends keyof ImportRun["result"]>(key: K) => runs.reduce((s, r) => s + Number(r.result[key]), 0);
  const rows = total("rowsRead");
  const wallSeconds = runs.reduce((s, r) => s + r.wallMs, 0) / 1000;
  const importerSeconds = total("durationMs") / 1000;
  return {
    phase,
    rows,
    wallSeconds,
    rowsPerSecond: rows / wallSeconds,
    importerSeconds,
    importerRowsPerSecond: rows / importerSeconds,
    peakRssMb: Math.max(...runs.map((r) => mb(r.result.peakRssBytes))),
    offersNew: total("offersNew"),
    offersUpdated: total("offersUpdated"),
    offersUnchanged: total("offersUnchanged"),
    priceChanges: total("priceChanges"),
    productsNew: total("productsNew"),
    rejected: runs.reduce((s, r) => s + r.result.rejections.length, 0),
    perMerchant: runs.map((r) => ({
      slug: r.slug,
      wallMs: Math.round(r.wallMs),
      importerMs: r.result.durationMs,
      peakRssMb: mb(r.result.peakRssBytes),
    })),
  };
}
