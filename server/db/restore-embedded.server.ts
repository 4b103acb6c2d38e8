import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { lockEmbeddedDatabase } from "./embedded-lock.server.ts";

export interface RestoreResult {
  /** Where the database that was replaced now lives (null when there was none). */
  previous: string | null;
  migrationsApplied: number;
}

/**
 * Replaces the embedded database in `dir` with the backup in `file` (decision 044). Refused while any process
 * holds the folder (EmbeddedDatabaseLockedError): a running server would keep writing to the old files.
 * The backup is unpacked and opened beside the folder first, so a bad file leaves the database untouched; then
 * the old folder is renamed aside (kept: the operator deletes it) and the new one renamed into place.
 */
export async function restoreEmbeddedDatabase(dir: string, file: string): Promise<RestoreResult> {
  const target = path.resolve(dir);
  const release = lockEmbeddedDatabase(target);
  const staging = `${target}.restoring-${process.pid}`;
  try {
    const backup = readTarball(file);
    fs.rmSync(staging, { recursive: true, force: true });
    const migrationsApplied = await unpackAndCheck(staging, backup, file);
    let previous: string | null = null;
    if (fs.existsSync(target)) {
      previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      fs.renameSync(target, previous);
    }
    fs.renameSync(staging, target);
    return { previous, migrationsApplied };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}

/**
 * The backup as an uncompressed tar, checked here: PGlite reports a corrupt gzip stream as an uncaught error that
 * ends the process with a stack trace, not as a rejection we could catch.
 */
function readTarball(file: string): Blob {
  let bytes = fs.readFileSync(file);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = zlib.gunzipSync(bytes);
    } catch (error) {
      throw new Error(`${file} is not a backup: its compressed data is damaged (${(error as Error).message})`, {
        cause: error,
      });
    }
  }
  if (bytes.subarray(257, 262).toString("latin1") !== "ustar") {
    throw new Error(`${file} is not a backup written by \`buildcompare backup\` (not a tar archive)`);
  }
  return new Blob([new Uint8Array(bytes)]);
}

/** Opens the backup in `staging` and counts its applied migrations: a file that is no BuildCompare backup fails here. */
async function unpackAndCheck(staging: string, backup: Blob, file: string): Promise<number> {
  const { PGlite } = await import("@electric-sql/pglite");
  let client;
  try {
    client = await PGlite.create(staging, { loadDataDir: backup });
  } catch (error) {
    throw new Error(`${file} is not a backup of an embedded database (${(error as Error).message})`, {
      cause: error,
    });
  }
  try {
    const found = await client.query<{ count: number }>(
      "select count(*)::int as count from drizzle.__drizzle_migrations",
    );
    return found.rows[0]?.count ?? 0;
  } catch {
    throw new Error(`${file} holds a database, but not a BuildCompare one (no migrations table)`);
  } finally {
    await client.close();
  }
}
