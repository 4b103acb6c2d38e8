import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../../server/db/client.server.ts";
import { loadDemo } from "../../server/ingest/load-demo.server.ts";
import { listFeaturedProducts } from "../../server/catalog/list-featured-products.server.ts";
import { createBenchDatabase, type BenchDatabase, type DbKind } from "./bench-database.ts";
import { freePort, stopChild, waitUntilReady } from "../../tests/setup/child-server.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const log = (line: string) => process.stderr.write(`${line}\n`);

export interface DemoServer {
  baseUrl: string;
  database: BenchDatabase;
  /** Visible products, most widely stocked first. */
  productIds: number[];
  /** The server's recent output, for diagnosing a failed run. */
  output(): string;
  /** Stops the server, drops the database and removes the build copy. Safe to call twice. */
  stop(): Promise<void>;
}

interface DemoServerOptions {
  kind: DbKind;
  /** Part of the throwaway database's name. */
  tag: string;
  /** How many of the most widely stocked product ids to return. */
  products?: number;
}

export interface ProductionServer {
  baseUrl: string;
  output(): string;
  /** Stops the server and removes the build copy; the database is left as it was. Safe to call twice. */
  stop(): Promise<void>;
}

interface ProductionServerOptions {
  /** A database someone else owns and has filled. */
  database: { url: string; kind: DbKind };
  /** Server environment on top of this process's own; an undefined value removes the variable. */
  env?: Record<string, string | undefined>;
}

/**
 * A production server (`build/`, built first when missing) on a fresh database holding the demo feeds.
 * The database and the build copy are removed by stop(), on Ctrl-C, and when start-up fails.
 */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const { cleanups, stop } = cleanupOnExit();
  try {
    const database = await createBenchDatabase(options.kind, options.tag);
    cleanups.push(() => database.drop());
    const productIds = await seedDemo(database.url, options.products ?? 5);
    const server = await launch(cleanups, database, {});
    return { ...server, database, productIds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A production server on an existing database, e.g. a generated catalogue measured with several settings. */
export async function startProductionServer(options: ProductionServerOptions): Promise<ProductionServer> {
  const { cleanups, stop } = cleanupOnExit();
  try {
    return { ...(await launch(cleanups, options.database, options.env ?? {})), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Cleanup = () => Promise<void> | void;

/** Cleanups run in reverse order by stop(), on Ctrl-C and on SIGTERM. */
function cleanupOnExit(): { cleanups: Cleanup[]; stop: () => Promise<void> } {
  const cleanups: Cleanup[] = [];
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch (error) {
          log(`cleanup failed: ${(error as Error).message}`);
        }
      }
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    log(`\n${signal}: stopping the server and cleaning up…`);
    void stop().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  cleanups.push(() => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  });
  return { cleanups, stop };
}

async function launch(
  cleanups: Cleanup[],
  database: { url: string; kind: DbKind },
  env: Record<string, string | undefined>,
): Promise<{ baseUrl: string; output(): string }> {
  fs.mkdirSync(path.join(repoRoot, "node_modules/.cache"), { recursive: true });
  const buildCopy = fs.mkdtempSync(path.join(repoRoot, "node_modules/.cache/bc-bench-"));
  cleanups.push(() => fs.rmSync(buildCopy, { recursive: true, force: true }));
  await copyBuild(buildCopy);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = "";
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BUILDCOMPARE_DEMO: "off",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: database.url,
    // Canonical links and the sitemap then point at the server being measured.
    SITE_URL: baseUrl,
  };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "server.ts")], {
    cwd: buildCopy,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-64_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  cleanups.push(() => stopChild(child));
  await waitUntilReady(baseUrl, child, () => output);
  log(`server ready at ${baseUrl} (${database.kind})`);
  return { baseUrl, output: () => output };
}

const isComplete = (buildDir: string) =>
  ["server/index.js", "client/assets"].every((p) => fs.existsSync(path.join(buildDir, p)));

/**
 * The server runs from a private copy of build/: others working in this checkout may rebuild it
 * (removing it for a while) mid-run. An absent or incomplete build/ is waited for a minute, in case a
 * build is under way, then built here. The copy lives under node_modules/.cache so bare imports resolve.
 */
async function copyBuild(target: string): Promise<void> {
  const source = path.join(repoRoot, "build");
  const started = Date.now();
  let built = false;
  for (let attempt = 1; ; attempt++) {
    try {
      fs.rmSync(path.join(target, "build"), { recursive: true, force: true });
      if (isComplete(source)) {
        fs.cpSync(source, path.join(target, "build"), { recursive: true });
        if (isComplete(path.join(target, "build"))) return;
      }
    } catch {
      // being rebuilt right now: try again
    }
    const waited = Date.now() - started;
    if (!built && waited > 60_000) {
      log("build/ is missing: running `npx react-router build`…");
      const result = spawnSync("npx", ["react-router", "build"], { cwd: repoRoot, stdio: ["ignore", 2, 2] });
      if (result.status !== 0)
        throw new Error(`npx react-router build failed (exit ${result.status ?? result.signal})`);
      built = true;
    } else if (built && waited > 240_000) {
      throw new Error("build/ stayed incomplete after building it (another build running?)");
    }
    if (attempt === 1) log("build/ is missing or incomplete: waiting a minute in case a build is under way…");
    await new Promise((r) => setTimeout(r, 2000));
  }
}

async function seedDemo(url: string, products: number): Promise<number[]> {
  const started = Date.now();
  const database = await openDatabase(url);
  try {
    const loaded = await loadDemo(database.db);
    const featured = await listFeaturedProducts(database.db, products);
    log(
      `demo loaded into ${database.label}: ${loaded.merchants} merchants, ${loaded.offers} offers ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    if (featured.length === 0) throw new Error("the demo load left no visible products");
    return featured.map((p) => p.id);
  } finally {
    await database.close();
  }
}
