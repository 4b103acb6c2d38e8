import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock between processes and two writers on one folder lose rows,
 * so we hold a lock file beside the folder. A lock whose process is gone is stale
 * and taken over (a kill -9 leaves one behind). proper-lockfile was considered,
 * but it decides staleness by mtime and cannot name the process holding the lock.
 */
export class EmbeddedDatabaseLockedError extends Error {
  constructor(dir: string, holder: LockHolder) {
    super(
      `The embedded database at ${dir} is in use by another process ` +
        `(pid ${holder.pid}: ${holder.command}, since ${holder.since}). ` +
        `Stop that process first, or point DATABASE_URL at a PostgreSQL server to share one database.`,
    );
    this.name = "EmbeddedDatabaseLockedError";
  }
}

interface LockHolder {
  pid: number;
  command: string;
  since: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockHolder;
  } catch {
    return null;
  }
}

/** Takes the lock for `dir` or throws EmbeddedDatabaseLockedError; returns the release function. */
export function lockEmbeddedDatabase(dir: string): () => void {
  const lockPath = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const me: LockHolder = {
    pid: process.pid,
    command: process.argv.slice(1).join(" ") || "node",
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: "wx" });
      let released = false;
      const removeLockFile = () => {
        const holder = readHolder(lockPath);
        if (holder?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      };
      process.once("exit", removeLockFile);
      return () => {
        if (released) return;
        released = true;
        process.removeListener("exit", removeLockFile);
        removeLockFile();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(lockPath);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new EmbeddedDatabaseLockedError(dir, holder);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
