/**
 * The import half of the growth table (issue 15 item 6): first import and unchanged re-import rows/s at several
 * catalogue sizes, each size on a fresh database, all feeds in one `import --manifest` process (so the figures
 * show how the importer's cost grows, not process start-up). Each measured size is saved as it finishes in
 * bench/out/import-growth.json; `--resume` keeps saved sizes (the 1M run is long) and measures only the rest.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_OUT, generateSyntheticFeeds, type FeedManifest } from "../generate-synthetic-feeds.ts";
import { createBenchDatabase, withQueries, type DbKind } from "./bench-database.ts";
import { runPhase } from "./import-phases.ts";
import { renderTable, fmt } from "./text-table.ts";

const MERCHANTS = 10;
const RESULTS_FILE = path.join(DEFAULT_OUT, "import-growth.json");

export interface GrowthPoint {
  kind: DbKind;
  rows: number;
  products: number;
  firstRowsPerSecond: number;
  unchangedRowsPerSecond: number;
  firstImporterRowsPerSecond: number;
  peakRssMb: number;
  measuredAt: string;
}

/** `10k,100k,1m` → total rows [10000, 100000, 1000000]; each a multiple of the 10 merchants. */
export function parseSizes(text: string): number[] {
  return text.split(",").map((part) => {
    const match = /^\s*(\d+(?:\.\d+)?)\s*([km]?)\s*$/i.exec(part);
    if (!match) throw new Error(`--growth takes sizes like 10k,100k,1m (got "${part}")`);
    const scale = { "": 1, k: 1_000, m: 1_000_000 }[match[2]!.toLowerCase() as "" | "k" | "m"];
    const rows = Math.round(Number(match[1]) * scale);
    if (rows < MERCHANTS || rows % MERCHANTS !== 0) throw new Error(`a size must be a multiple of ${MERCHANTS} rows`);
    return rows;
  });
}

function loadSaved(): GrowthPoint[] {
  if (!existsSync(RESULTS_FILE)) return [];
  return (JSON.parse(readFileSync(RESULTS_FILE, "utf8")) as { points: GrowthPoint[] }).points;
}

function save(points: GrowthPoint[]): void {
  writeFileSync(RESULTS_FILE, JSON.stringify({ savedAt: new Date().toISOString(), points }, null, 2));
}

async function measure(kind: DbKind, rows: number, log: (line: string) => void): Promise<GrowthPoint> {
  const outDir = path.join(DEFAULT_OUT, `growth-${rows}`);
  const manifestPath = path.join(outDir, "manifest.json");
  const rowsPerMerchant = rows / MERCHANTS;
  // Feeds are generated once per size and reused (a seeded generator writes the same files every time).
  let manifest: FeedManifest | null = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as FeedManifest)
    : null;
  if (manifest?.rowsPerMerchant !== rowsPerMerchant) {
    log(`growth: writing feeds for ${fmt(rows)} rows…`);
    manifest = generateSyntheticFeeds({ outDir, rowsPerMerchant });
  }
  const db = await createBenchDatabase(kind, `growth_${rows}`);
  try {
    await withQueries(db.url, async () => {});
    log(`growth: ${kind}, ${fmt(rows)} rows`);
    const first = await runPhase(db.url, manifest, "first", log, "manifest");
    const unchanged = await runPhase(db.url, manifest, "unchanged", log, "manifest");
    const products = await withQueries(db.url, async (q) =>
      Number((await q("select count(*)::int as n from products"))[0]!.n),
    );
    return {
      kind,
      rows,
      products,
      firstRowsPerSecond: first.rowsPerSecond,
      unchangedRowsPerSecond: unchanged.rowsPerSecond,
      firstImporterRowsPerSecond: first.importerRowsPerSecond,
      peakRssMb: Math.max(first.peakRssMb, unchanged.peakRssMb),
      measuredAt: new Date().toISOString(),
    };
  } finally {
    await db.drop();
  }
}

/** Measures every (database, size) not already saved (with `resume`), saving after each. */
export async function runGrowth(
  kinds: DbKind[],
  sizes: number[],
  options: { resume: boolean; log: (line: string) => void },
): Promise<GrowthPoint[]> {
  const saved = options.resume ? loadSaved() : [];
  const points = [...saved];
  for (const kind of kinds) {
    for (const rows of sizes) {
      if (points.some((p) => p.kind === kind && p.rows === rows)) {
        options.log(`growth: ${kind} ${fmt(rows)} rows kept from ${RESULTS_FILE} (--resume)`);
        continue;
      }
      points.push(await measure(kind, rows, options.log));
      save(points);
    }
  }
  return points.filter((p) => kinds.includes(p.kind) && sizes.includes(p.rows));
}

/** One row per size and database; the last column says how the first-import rate moved against the smallest size. */
export function formatGrowth(points: GrowthPoint[]): string {
  const sorted = [...points].sort((a, b) => a.kind.localeCompare(b.kind) || a.rows - b.rows);
  const header = [
    "database",
    "rows",
    "products",
    "first import rows/s",
    "unchanged rows/s",
    "peak RSS MB",
    "first vs smallest",
  ];
  const rows = sorted.map((p) => {
    const smallest = sorted.find((q) => q.kind === p.kind)!;
    return [
      p.kind,
      fmt(p.rows),
      fmt(p.products),
      fmt(p.firstRowsPerSecond),
      fmt(p.unchangedRowsPerSecond),
      fmt(p.peakRssMb),
      `${fmt(p.firstRowsPerSecond / smallest.firstRowsPerSecond, 2)}×`,
    ];
  });
  return renderTable(header, rows);
}
