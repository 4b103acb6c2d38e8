import pg from "pg";
import type { Db } from "../db/client.server.ts";

/**
 * Advisory-lock class of feed runs: pg_try_advisory_lock(FEED_RUN_LOCK_CLASS, hashtext(slug)). The two-key form
 * lives in a key space apart from the one-key IMPORT_LOCK (server/ingest/import-lock.ts). Two slugs that hash
 * alike only wait for each other, never run together.
 */
export const FEED_RUN_LOCK_CLASS = 7_312_041;

export interface MerchantLock {
  /** Gives the lock back; safe to call twice, and once the connection has gone (the server freed the lock then). */
  release(): Promise<void>;
  /**
   * Aborted when the lock's connection is lost mid-run (server restart, an administrator ending the session): the
   * lock is gone, so the run stops what it still can (the download). An import already applying is one atomic
   * transaction serialised with every other by IMPORT_LOCK, so an overlap there cannot mix two imports' rows.
   */
  lost: AbortSignal;
}

/**
 * Runs of one database in this process, by merchant: two schedulers (or a scheduler and `feeds run`) sharing a
 * database object meet here. On the embedded database this is the whole lock: only one process can open a PGlite
 * folder (server/db/embedded-lock.server.ts), and PGlite's one session would grant an advisory lock twice.
 */
const runningHere = new WeakMap<object, Set<string>>();

/**
 * Takes the right to run `slug`'s feed, or answers null when a run of it holds that right in any process.
 * On PostgreSQL the lock is a session advisory lock on a connection held for the run: a process that dies
 * loses its connection and with it the lock, so a crash never leaves a merchant locked.
 */
export async function tryLockMerchant(db: Db, slug: string): Promise<MerchantLock | null> {
  const client: unknown = Reflect.get(db, "$client");
  const owner = typeof client === "object" && client !== null ? client : db;
  let here = runningHere.get(owner);
  if (!here) runningHere.set(owner, (here = new Set()));
  if (here.has(slug)) return null;
  here.add(slug);
  const local = here;
  const releaseHere = () => void local.delete(slug);

  if (!(client instanceof pg.Pool)) return { release: async () => releaseHere(), lost: new AbortController().signal };
  let session: pg.PoolClient;
  try {
    session = await client.connect();
  } catch (error) {
    releaseHere();
    throw error;
  }
  // A held connection the server ends (restart, admin kill) emits 'error' on the client, not the pool: unheard, it
  // would end the process. The lock went with the session; the run carries on and its release discards the client.
  const lost = new AbortController();
  const onError = () => lost.abort();
  session.on("error", onError);
  try {
    const taken = await session.query<{ locked: boolean }>("select pg_try_advisory_lock($1, hashtext($2)) as locked", [
      FEED_RUN_LOCK_CLASS,
      slug,
    ]);
    if (taken.rows[0]?.locked !== true) {
      session.off("error", onError);
      session.release();
      releaseHere();
      return null;
    }
  } catch (error) {
    session.off("error", onError);
    session.release(true);
    releaseHere();
    throw error;
  }
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    try {
      if (lost.signal.aborted) throw new Error("connection lost");
      await session.query("select pg_advisory_unlock($1, hashtext($2))", [FEED_RUN_LOCK_CLASS, slug]);
      session.off("error", onError);
      session.release();
    } catch {
      // The connection broke: PostgreSQL dropped the session's locks with it. Discard the client (the listener
      // stays: a late 'error' from a discarded client must not end the process either).
      session.release(true);
    } finally {
      releaseHere();
    }
  };
  return { release, lost: lost.signal };
}
