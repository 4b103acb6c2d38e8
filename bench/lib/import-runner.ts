import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../bin/buildcompare.mjs");

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
