import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock between processes and two writers on one folder lose rows, so we hold a lock file beside
 * the folder (`<folder>.lock`, naming the holder). A lock whose process is gone is stale and taken over (a kill -9
 * leaves one behind). proper-lockfile was considered, but it decides staleness by mtime and cannot name the
 * process holding the lock. Decision 044 records why each step below is atomic:
 * - taking: the holder record is written whole to a private file first, then hard-linked to the lock's name;
 *   link(2) fails if the name exists, so exactly one of many simultaneous starters wins, and nobody ever reads
 *   a half-written lock (an empty file read as "stale" is how two processes both won before);
 * - taking over a stale lock: only the process that creates `<lock>.takeover-<hash of the stale record>` (the
 *   same link step) may replace it, and it re-reads the lock under that claim before renaming its own record
 *   over it (rename(2) replaces atomically, so the lock's name never disappears while it changes hands).
 * Risk: a pid reused by an unrelated process makes a stale lock look alive; the message names the pid and
 * command so the operator can tell, and removing the file is then safe.
 */
export class EmbeddedDatabaseLockedError extends Error {
  readonly holder: LockHolder;
  constructor(dir: string, holder: LockHolder) {
    super(
      `The embedded database at ${dir} is in use by another process ` +
        `(pid ${holder.pid}: ${holder.command}, since ${holder.since}). ` +
        `Stop that process first, or point DATABASE_URL at a PostgreSQL server to share one database.`,
    );
    this.name = "EmbeddedDatabaseLockedError";
    this.holder = holder;
  }
}

export interface LockHolder {
  pid: number;
  command: string;
  since: string;
}

/** Takeovers nest only when a process dies in the microseconds it holds a takeover claim; deeper is a bug. */
const MAX_TAKEOVER_DEPTH = 3;
const ATTEMPTS = 50;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readRaw(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The holder named by a lock file's text; null for text no version of this code writes (treated as stale). */
function parseHolder(raw: string): LockHolder | null {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof value.pid !== "number" || !Number.isInteger(value.pid) || value.pid <= 0) return null;
    return { pid: value.pid, command: String(value.command ?? "?"), since: String(value.since ?? "?") };
  } catch {
    return null;
  }
}

/** Blocks this thread briefly: only while another process finishes a takeover (microseconds of work). */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Writes `text` to a private file beside `target` and returns its path (the caller links or renames it). */
function writePrivate(target: string, text: string): string {
  const file = `${target}.${process.pid}-${randomBytes(6).toString("hex")}.tmp`;
  fs.writeFileSync(file, text, { flag: "wx", mode: 0o644 });
  return file;
}

type Outcome = { kind: "taken" } | { kind: "held"; holder: LockHolder } | { kind: "retry" };

/**
 * One attempt at `lockPath` with our record `mine`: link a fresh name, or take over a stale holder.
 * "held" names a live holder; "retry" means the lock changed hands under us (read it again).
 */
function attempt(lockPath: string, mine: string, depth: number): Outcome {
  const staged = writePrivate(lockPath, mine);
  try {
    try {
      fs.linkSync(staged, lockPath);
      return { kind: "taken" };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const seen = readRaw(lockPath);
    if (seen === null) return { kind: "retry" };
    const holder = parseHolder(seen);
    if (holder && holder.pid !== process.pid && isAlive(holder.pid)) return { kind: "held", holder };
    if (depth >= MAX_TAKEOVER_DEPTH) throw new Error(`Could not take over the stale lock ${lockPath}`);

    // Stale. Claim the right to replace exactly this record; a claim held by a live process means another
    // starter is replacing it right now, and the lock will name that starter in a moment.
    const claimPath = `${lockPath}.takeover-${createHash("sha256").update(seen).digest("hex").slice(0, 16)}`;
    const claim = attempt(claimPath, mine, depth + 1);
    if (claim.kind !== "taken") return { kind: "retry" };
    try {
      if (readRaw(lockPath) !== seen) return { kind: "retry" };
      fs.renameSync(staged, lockPath);
      return { kind: "taken" };
    } finally {
      removeIfMine(claimPath, mine);
    }
  } finally {
    fs.rmSync(staged, { force: true });
  }
}

function removeIfMine(file: string, mine: string) {
  if (readRaw(file) === mine) fs.rmSync(file, { force: true });
}

/** Takes the lock for `dir` or throws EmbeddedDatabaseLockedError; returns the release function. */
export function lockEmbeddedDatabase(dir: string): () => void {
  const lockPath = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  // The nonce makes our record unique even when a pid is reused, so release never removes another's lock.
  const mine = JSON.stringify({
    pid: process.pid,
    command: process.argv.slice(1).join(" ") || "node",
    since: new Date().toISOString(),
    nonce: randomBytes(8).toString("hex"),
  });
  for (let i = 0; i < ATTEMPTS; i++) {
    const outcome = attempt(lockPath, mine, 0);
    if (outcome.kind === "held") throw new EmbeddedDatabaseLockedError(dir, outcome.holder);
    if (outcome.kind === "taken") {
      let released = false;
      const removeLockFile = () => removeIfMine(lockPath, mine);
      process.once("exit", removeLockFile);
      return () => {
        if (released) return;
        released = true;
        process.removeListener("exit", removeLockFile);
        removeLockFile();
      };
    }
    pause(2 + i);
  }
  throw new Error(`Could not take the lock ${lockPath}: it kept changing hands`);
}

/** The live process holding `dir`'s lock, if any (the backup command asks it for a copy). */
export function embeddedLockHolder(dir: string): LockHolder | null {
  const raw = readRaw(`${path.resolve(dir)}.lock`);
  const holder = raw === null ? null : parseHolder(raw);
  return holder && isAlive(holder.pid) ? holder : null;
}
