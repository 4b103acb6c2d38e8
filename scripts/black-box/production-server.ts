/**
 * The production server (`build/`, built first when missing) started from outside, as a visitor meets it: for
 * the benchmarks (bench/) and the black-box checkers (eval/). Node built-ins only, no server or app code, so a
 * checker that uses it still sees the product only through its CLI and HTTP.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, stopChild, waitUntilReady } from "../../tests/setup/child-server.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const log = (line: string) => process.stderr.write(`${line}\n`);

export interface ProductionServer {
  baseUrl: string;
  output(): string;
  /** Stops the server and removes the build copy; the database is left as it was. Safe to call twice. */
  stop(): Promise<void>;
}

interface ProductionServerOptions {
  /** A database someone else owns and has filled. */
  database: { url: string; kind: string };
  /** Server environment on top of this process's own; an undefined value removes the variable. */
  env?: Record<string, string | undefined>;
  /** How long start-up may take (default 60 s): a large catalogue's search index loads before the port opens. */
  readyTimeoutMs?: number;
}

/** A production server on an existing database, e.g. a generated catalogue measured with several settings. */
export async function startProductionServer(options: ProductionServerOptions): Promise<ProductionServer> {
  const { cleanups, stop } = cleanupOnExit();
  try {
    return { ...(await launch(cleanups, options.database, options.env ?? {}, options.readyTimeoutMs)), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type Cleanup = () => Promise<void> | void;

/** Cleanups run in reverse order by stop(), on Ctrl-C and on SIGTERM. */
export function cleanupOnExit(): { cleanups: Cleanup[]; stop: () => Promise<void> } {
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

/** Starts the server on `database`; stopping it and removing its build copy are pushed onto `cleanups`. */
export async function launch(
  cleanups: Cleanup[],
  database: { url: string; kind: string },
  env: Record<string, string | undefined>,
  readyTimeoutMs?: number,
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
  const started = Date.now();
  await waitUntilReady(baseUrl, child, () => output, readyTimeoutMs);
  log(`server ready at ${baseUrl} (${database.kind}) after ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
