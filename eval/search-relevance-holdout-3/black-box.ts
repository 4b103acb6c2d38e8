/**
 * The site from outside, for held-out set 3: a throwaway database, the built CLI's import, the built
 * production server and its JSON API. Written against the README and architecture.md contracts only
 * (`buildcompare import --manifest … --json`, `node build/node/server.js`, `/healthz`, `/api/offers`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export interface Database {
  url: string;
  kind: "pglite" | "postgresql";
  drop(): Promise<void>;
}

/** PGlite in a temp folder, or with a postgres:// server URL a new database <prefix>_<pid>_<time> on it. */
export async function freshDatabase(serverUrl: string | undefined, prefix = "holdout3"): Promise<Database> {
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), "holdout3-"));
    return { url: `pglite:${join(dir, "db")}`, kind: "pglite", drop: async () => rmSync(dir, { recursive: true }) };
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: "postgresql",
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(
  cmd: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      const port = typeof address === "object" && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface Site {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts `node build/node/server.js` with the caches off and waits for /healthz (up to two minutes). */
export async function startSite(root: string, databaseUrl: string): Promise<Site> {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    HOST: "127.0.0.1",
    PORT: String(port),
    BUILDCOMPARE_DEMO: "off",
    PAGE_CACHE_SECONDS: "0",
    SEARCH_CACHE_SECONDS: "0",
    WEB_CONCURRENCY: "1",
  };
  const child: ChildProcess = spawn("node", ["build/node/server.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
  child.stderr?.on("data", (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const hard = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(hard);
        resolve();
      });
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const r = await fetch(`${baseUrl}/healthz`);
      if (r.status === 200) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`server did not answer /healthz within 2 minutes:\n${log}`);
}

export async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const r = await fetch(baseUrl + path);
  const text = await r.text();
  if (r.status !== 200) throw new Error(`GET ${path}: ${r.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Every offer's product and feed item, paged through /api/offers (1,000 a page). */
export async function allOffers(
  baseUrl: string,
): Promise<{ productId: number; merchantSlug: string; merchantItemId: string }[]> {
  const out: { productId: number; merchantSlug: string; merchantItemId: string }[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await getJson<{ offers: { productId: number; merchantSlug: string; merchantItemId: string }[] }>(
      baseUrl,
      `/api/offers?limit=1000&offset=${offset}`,
    );
    out.push(...page.offers);
    if (page.offers.length < 1000) return out;
  }
}
