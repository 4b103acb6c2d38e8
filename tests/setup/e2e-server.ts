import { spawn, type ChildProcess } from "node:child_process";
import { freePort, stopChild, waitUntilReady } from "./child-server.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../../server/db/client.server.ts";
import type { Db } from "../../server/db/client.server.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface E2eServer<T> {
  baseUrl: string;
  /** Whatever the seed function returned (ids of the rows it created). */
  seeded: T;
  /** Everything the server printed, for diagnosing a failed test. */
  output(): string;
  /**
   * Stops the server, reads its database with `read`, and starts it again on the same data and port:
   * proves what a test stored survives a restart, and lets it read rows (e-mails, submissions) that no page shows.
   */
  whileStopped<R>(read: (db: Db) => Promise<R>): Promise<R>;
  stop(): Promise<void>;
}

/**
 * Seeds a fresh database and starts the production server (from `build/`) against it.
 * PGlite by default; a throwaway database on the server in TEST_DATABASE_URL when set.
 */
export async function startE2eServer<T>(
  seed: (db: Db) => Promise<T>,
  options: { env?: NodeJS.ProcessEnv } = {},
): Promise<E2eServer<T>> {
  const buildCopy = snapshotBuild();
  const store = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : createPgliteFolder();
  let child: ChildProcess | undefined;
  try {
    // The server opens the database itself; an embedded folder is locked to one process.
    const database = await openDatabase(store.url);
    let seeded: T;
    try {
      seeded = await seed(database.db);
    } finally {
      await database.close();
    }

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    let output = "";
    let stopping = false;
    const launch = async () => {
      const started = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "server.ts")], {
        cwd: buildCopy.cwd,
        env: {
          ...process.env,
          NODE_ENV: "production",
          BUILDCOMPARE_DEMO: "off",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATABASE_URL: store.url,
          SITE_URL: "https://www.buildcompare.test",
          OPERATOR_EMAIL: "operator@buildcompare.test",
          // Seeds date their offers on fixed days that grow older every day: stale labels and hiding (decision 047)
          // are off unless a suite turns them on (tests/e2e/stale-offers.e2e.test.ts).
          STALE_OFFER_LABEL_HOURS: "0",
          STALE_OFFER_HIDE_HOURS: "0",
          ...options.env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = started;
      started.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      started.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      started.once("exit", (code, signal) => {
        if (!stopping) process.stderr.write(`\ne2e server stopped unexpectedly (${signal ?? code}):\n${output}\n`);
      });
      await waitUntilReady(baseUrl, started, () => output);
    };
    await launch();

    return {
      baseUrl,
      seeded,
      output: () => output,
      async whileStopped<R>(read: (db: Db) => Promise<R>): Promise<R> {
        stopping = true;
        await stopChild(child!);
        stopping = false;
        const database = await openDatabase(store.url);
        let result: R;
        try {
          result = await read(database.db);
        } finally {
          await database.close();
        }
        await launch();
        return result;
      },
      async stop() {
        stopping = true;
        await stopChild(child!);
        await store.drop();
        buildCopy.remove();
      },
    };
  } catch (error) {
    if (child) await stopChild(child);
    await store.drop();
    buildCopy.remove();
    throw error;
  }
}

/**
 * The server reads `build/` from its working directory. Other work in the same checkout may
 * rebuild (and briefly empty) build/ mid-run, so each server gets its own copy. The copy lives
 * under node_modules/.cache so the bundle's bare imports still resolve to the repo's node_modules.
 */
function snapshotBuild(): { cwd: string; remove(): void } {
  const source = path.join(repoRoot, "build");
  if (!fs.existsSync(path.join(source, "server/index.js")) || !fs.existsSync(path.join(source, "client/assets"))) {
    throw new Error("build/ is missing or incomplete: run `npx react-router build` (npm run test:e2e does) first");
  }
  const cacheDir = path.join(repoRoot, "node_modules/.cache");
  fs.mkdirSync(cacheDir, { recursive: true });
  const cwd = fs.mkdtempSync(path.join(cacheDir, "bc-e2e-"));
  fs.cpSync(source, path.join(cwd, "build"), { recursive: true });
  return { cwd, remove: () => fs.rmSync(cwd, { recursive: true, force: true }) };
}

interface TestStore {
  url: string;
  drop(): Promise<void>;
}

function createPgliteFolder(): TestStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bc-e2e-"));
  return {
    url: `pglite:${path.join(dir, "db")}`,
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(adminUrl: string): Promise<TestStore> {
  const { default: pg } = await import("pg");
  const name = `bc_e2e_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
