import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let CLI = path.join(root, "bin/buildcompare.mjs");

/**
 * Runs another checkout's built CLI (its `bin/buildcompare.mjs`) instead of this one, for a side-by-side
 * measurement: that checkout is neither built nor changed here.
 */
export function runOtherCli(binFile: string): void {
  CLI = path.resolve(binFile);
}

/**
 * The benchmarks measure the CLI operators run: the built JavaScript (bin/buildcompare.mjs runs build/node/cli.js).
 * Built once per benchmark run from the current sources, so a measurement never runs stale code.
 */
export function buildCli(): void {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/build-node.mjs")], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("building the CLI failed (node scripts/build-node.mjs)");
}

/** The CLI's --json line: the import summary (without matches) plus the process's peak RSS. */
export interface ImportJson {
  importId: number;
  merchantSlug: string;
  rowsRead: number;
  rowsImported: number;
  offersNew: number;
  offersUpdated: number;
  offersUnchanged: number;
  offersGone: number;
  priceChanges: number;
  productsNew: number;
  durationMs: number;
  peakRssBytes: number;
  rejections: unknown[];
}

export interface ImportRun {
  slug: string;
  wallMs: number;
  result: ImportJson;
}

export interface ImportProcess {
  child: ChildProcess;
  /** Resolves when the process ends, with its exit code or signal and output. */
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; wallMs: number }>;
}

/** Spawns `buildcompare import` directly under node (no npm/npx shim), so the pid is the importer itself. */
export function spawnImport(databaseUrl: string, slug: string, name: string, files: string[]): ImportProcess {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, "import", "--merchant", slug, "--name", name, "--json", ...files], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d) => (stdout += d));
  child.stderr!.on("data", (d) => (stderr += d));
  const done = new Promise<Awaited<ImportProcess["done"]>>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr, wallMs: performance.now() - started }));
  });
  return { child, done };
}

/** One merchant's feed for a manifest run. */
export interface ManifestEntry {
  slug: string;
  name: string;
  files: string[];
}

/** Imports every feed in one `buildcompare import --manifest` process; wallMs is that process's. */
export async function runManifestImport(
  databaseUrl: string,
  manifestFile: string,
  feeds: ManifestEntry[],
): Promise<{ wallMs: number; results: ImportJson[] }> {
  writeFileSync(
    manifestFile,
    JSON.stringify({ feeds: feeds.map((f) => ({ merchant: f.slug, name: f.name, sources: f.files })) }, null, 2),
  );
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, "import", "--json", "--manifest", manifestFile], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  const wallMs = performance.now() - started;
  const results = stdout
    .trim()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as ImportJson & { error?: string });
  const failed = results.filter((r) => r.error);
  if (code !== 0 || failed.length > 0 || results.length !== feeds.length) {
    const why =
      failed.map((r) => `${r.merchantSlug}: ${r.error}`).join("; ") || stderr.trim().split("\n").slice(-15).join("\n");
    throw new Error(`manifest import failed (exit ${code}): ${why}`);
  }
  return { wallMs, results };
}

export async function runImport(databaseUrl: string, slug: string, name: string, files: string[]): Promise<ImportRun> {
  const { done } = spawnImport(databaseUrl, slug, name, files);
  const { code, signal, stdout, stderr, wallMs } = await done;
  const line = stdout.trim().split("\n").at(-1) ?? "";
  if (code !== 0 || !line.startsWith("{")) {
    throw new Error(
      `import of ${slug} failed (exit ${code ?? signal}): ${stderr.trim().split("\n").slice(-15).join("\n")}`,
    );
  }
  return { slug, wallMs, result: JSON.parse(line) as ImportJson };
}
