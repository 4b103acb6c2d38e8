/**
 * Crash-safety check (npm run bench:crash [-- --attempts N] [--db pglite|postgres|both]).
 * Imports two merchants, fingerprints the database, then repeatedly starts a 10,000-row import with
 * changed prices and kill -9s it at delays spread from 50 ms to the import's full duration. After
 * each kill the database must open (PGlite: the dead process's stale lock taken over) and be exactly
 * as before. Finally the import runs to completion and must change the data. Exit 1 on any FAIL.
 */
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { generateSyntheticFeeds } from "./generate-synthetic-feeds.ts";
import {
  copyBenchDatabase,
  createBenchDatabase,
  postgresServerUrl,
  waitForIdle,
  type BenchDatabase,
  type DbKind,
} from "./lib/bench-database.ts";
import { diffSnapshots, takeSnapshot, type Snapshot } from "./lib/db-snapshot.ts";
import { buildCli, runImport, spawnImport } from "./lib/import-runner.ts";

const { values } = parseArgs({ options: { db: { type: "string" }, attempts: { type: "string", default: "8" } } });
const attempts = Math.max(2, Number(values.attempts));
const postgresUrl = postgresServerUrl();
const choice = values.db ?? (postgresUrl ? "both" : "pglite");
if (choice !== "pglite" && !postgresUrl) throw new Error("--db postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
const kinds: DbKind[] = choice === "both" ? ["pglite", "postgres"] : [choice as DbKind];

buildCli();
const manifest = generateSyntheticFeeds();
const [victim, other] = manifest.merchants;
if (!victim || !other) throw new Error("need at least two merchants");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let failures = 0;

function report(ok: boolean | "skip", line: string) {
  if (ok === false) failures++;
  console.log(`${ok === "skip" ? "SKIP" : ok ? "PASS" : "FAIL"} ${line}`);
}

function lockHolderPid(db: BenchDatabase): number | null {
  const lock = `${db.folder}.lock`;
  if (!db.folder || !existsSync(lock)) return null;
  try {
    return Number((JSON.parse(readFileSync(lock, "utf8")) as { pid: number }).pid);
  } catch {
    return -1;
  }
}

function isWholeImport(
  before: Snapshot,
  after: Snapshot,
  full: { priceChanges: number; productsNew: number },
): boolean {
  const grew = (table: string) => after[table]!.rows - before[table]!.rows;
  return (
    grew("feed_imports") === 1 &&
    grew("price_observations") === full.priceChanges &&
    grew("products") === full.productsNew &&
    grew("offers") === 0
  );
}

/** Replaces the database's contents with the pristine copy's (used when an attempt finished before its kill). */
async function restore(db: BenchDatabase, pristine: BenchDatabase): Promise<BenchDatabase> {
  await db.drop();
  return copyBenchDatabase(pristine, "crash");
}

async function crashTest(kind: DbKind) {
  let db = await createBenchDatabase(kind, "crash");
  let pristine: BenchDatabase | null = null;
  try {
    for (const m of [victim!, other!]) await runImport(db.url, m.slug, m.name, [m.base]);
    const before = await takeSnapshot(db.url);
    pristine = await copyBenchDatabase(db, "crash_pristine");
    const probe = await copyBenchDatabase(db, "crash_probe");
    const full = await runImport(probe.url, victim!.slug, victim!.name, [victim!.changed]);
    await probe.drop();
    let duration = full.wallMs;
    let retries = 0;
    console.log(
      `${kind}: base ${before.offers!.rows} offers, ${before.products!.rows} products; ` +
        `uninterrupted changed import takes ${(duration / 1000).toFixed(1)} s (importer ${(full.result.durationMs / 1000).toFixed(1)} s)`,
    );

    for (let i = 0; i < attempts; i++) {
      const delay = Math.round(50 + ((duration * 0.98 - 50) * i) / (attempts - 1));
      const label = `${kind} attempt ${i + 1}/${attempts}: kill -9 at ${delay} ms`;
      const proc = spawnImport(db.url, victim!.slug, victim!.name, [victim!.changed]);
      const finished = await Promise.race([proc.done.then(() => true), sleep(delay).then(() => false)]);
      if (finished) {
        const { code, wallMs } = await proc.done;
        report(
          "skip",
          `${label}: the import had already ended (exit ${code}) after ${Math.round(wallMs)} ms; database restored, retrying earlier`,
        );
        db = await restore(db, pristine);
        // Imports vary run to run on a shared machine: shrink the estimate so the kill lands inside the import.
        duration = Math.min(duration, wallMs * 0.95);
        if (retries++ < 4) i--;
        continue;
      }
      proc.child.kill("SIGKILL");
      const ended = await proc.done;
      const holder = lockHolderPid(db);
      const staleLock = holder !== null && holder === proc.child.pid;
      const waitedMs = await waitForIdle(db);
      let after: Snapshot;
      try {
        after = await takeSnapshot(db.url);
      } catch (error) {
        report(false, `${label}: the database did not open after the kill: ${(error as Error).message}`);
        continue;
      }
      const lockLeft = lockHolderPid(db) !== null;
      const diff = diffSnapshots(before, after);
      // The kill can land after COMMIT, while the process prints its summary and closes: then the
      // whole import must be there (one more applied import, every price change), never a part of it.
      if (diff.length > 0 && isWholeImport(before, after, full.result)) {
        report(
          "skip",
          `${label}: the import had committed before the kill (complete, not partial); database restored, retrying earlier`,
        );
        db = await restore(db, pristine);
        duration = Math.min(duration, delay * 0.95);
        if (retries++ < 4) i--;
        continue;
      }
      const notes = [
        `killed by ${ended.signal ?? `exit ${ended.code}`}`,
        kind === "pglite"
          ? staleLock
            ? "stale lock taken over"
            : "no lock held yet"
          : `orphan backend gone after ${waitedMs} ms`,
      ];
      if (lockLeft) notes.push("lock file left behind after our close");
      report(
        diff.length === 0 && !lockLeft,
        `${label} (${notes.join(", ")}): ${diff.length === 0 ? "snapshot unchanged" : `CHANGED: ${diff.join("; ")}`}`,
      );
    }

    await waitForIdle(db);
    const final = await runImport(db.url, victim!.slug, victim!.name, [victim!.changed]);
    const after = await takeSnapshot(db.url);
    const diff = diffSnapshots(before, after);
    const observations = after.price_observations!.rows - before.price_observations!.rows;
    const ok =
      diff.includes(`offers ${before.offers!.rows}→${after.offers!.rows} (checksum)`) &&
      observations === final.result.priceChanges &&
      observations > 0;
    report(
      ok,
      `${kind} final uninterrupted import: ${(final.wallMs / 1000).toFixed(1)} s, ${final.result.priceChanges} price changes, ` +
        `${observations} new price observations, changed: ${diff.join("; ") || "nothing"}`,
    );
  } catch (error) {
    report(false, `${kind}: ${(error as Error).message}`);
  } finally {
    await db.drop();
    await pristine?.drop();
  }
}

for (const kind of kinds) await crashTest(kind);
console.log(failures === 0 ? "\nAll crash attempts passed." : `\n${failures} FAIL(s).`);
process.exitCode = failures === 0 ? 0 : 1;
