import path from "node:path";
import type { FeedManifest } from "../generate-synthetic-feeds.ts";
import { runImport, runManifestImport, type ImportJson, type ImportRun } from "./import-runner.ts";

export type PhaseName = "first" | "unchanged" | "changed";
/** One CLI process per merchant's feed, or one process for all of them (`import --manifest`). */
export type PhaseMode = "per-feed" | "manifest";

export interface PhaseResult {
  phase: PhaseName;
  mode: PhaseMode;
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

/**
 * Imports every merchant once: one CLI process each, in sequence (wall time summed over the processes), or all
 * in one `import --manifest` process.
 */
export async function runPhase(
  url: string,
  manifest: FeedManifest,
  phase: PhaseName,
  log: (line: string) => void,
  mode: PhaseMode = "per-feed",
): Promise<PhaseResult> {
  const runs: ImportRun[] = [];
  if (mode === "manifest") {
    const feeds = manifest.merchants.map((m) => ({
      slug: m.slug,
      name: m.name,
      files: [phase === "changed" ? m.changed : m.base],
    }));
    const { wallMs, results } = await runManifestImport(url, manifestFile(manifest, phase), feeds);
    log(`  ${phase.padEnd(9)} ${feeds.length} feeds in one process, ${(wallMs / 1000).toFixed(2)} s wall`);
    return summarise(
      phase,
      mode,
      results.map((result) => ({ result, wallMs: null })),
      wallMs,
    );
  }
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
  const result = summarise(
    phase,
    mode,
    runs.map((r) => ({ result: r.result, wallMs: r.wallMs })),
    runs.reduce((sum, r) => sum + r.wallMs, 0),
  );
  // The table shows each phase once; a repeated phase (--phases unchanged,unchanged) is read from this line.
  log(
    `  ${phase.padEnd(9)} all ${runs.length} feeds: ${result.rows} rows, ${result.wallSeconds.toFixed(2)} s wall, ` +
      `${Math.round(result.rowsPerSecond)} rows/s (importer ${Math.round(result.importerRowsPerSecond)})`,
  );
  return result;
}

const manifestFile = (manifest: FeedManifest, phase: PhaseName) =>
  path.join(path.dirname(manifest.truthFile), `import-manifest-${phase}.json`);

function summarise(
  phase: PhaseName,
  mode: PhaseMode,
  runs: { result: ImportJson; wallMs: number | null }[],
  wallMs: number,
): PhaseResult {
  const results = runs.map((r) => r.result);
  const total = <K extends keyof ImportJson>(key: K) => results.reduce((s, r) => s + Number(r[key]), 0);
  const rows = total("rowsRead");
  const wallSeconds = wallMs / 1000;
  const importerSeconds = total("durationMs") / 1000;
  return {
    phase,
    mode,
    rows,
    wallSeconds,
    rowsPerSecond: rows / wallSeconds,
    importerSeconds,
    importerRowsPerSecond: rows / importerSeconds,
    peakRssMb: Math.max(...results.map((r) => mb(r.peakRssBytes))),
    offersNew: total("offersNew"),
    offersUpdated: total("offersUpdated"),
    offersUnchanged: total("offersUnchanged"),
    priceChanges: total("priceChanges"),
    productsNew: total("productsNew"),
    rejected: results.reduce((s, r) => s + r.rejections.length, 0),
    // With a manifest each feed's wall time is not its own: its importer time stands in.
    perMerchant: runs.map(({ result: r, wallMs: own }) => ({
      slug: r.merchantSlug,
      wallMs: Math.round(own ?? r.durationMs),
      importerMs: r.durationMs,
      peakRssMb: mb(r.peakRssBytes),
    })),
  };
}
