import type { Db } from "../db/client.server.ts";
import { catalogueVersionOf } from "../db/catalogue-version.server.ts";

/**
 * A catalogue read that every page view would otherwise repeat (the merchants to filter by, the category counts
 * of an unfiltered listing), read once per catalogue version and database. Every catalogue table moves the
 * version (migrations 0010 and 0020), so the answer is as fresh as the page cache's key: at most
 * CATALOGUE_VERSION_CHECK_MS plus one read behind a change. Concurrent views share one read; a failed read is
 * not kept. The read is labelled with the version seen before it started, so a change committed while it ran is
 * read again at the next version. Where to extend: only reads whose answer depends on the catalogue alone (no
 * clock, no visitor, no query parameter) belong here.
 */
export function perCatalogueVersion<T>(read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const kept = new WeakMap<Db, { version: number; reading: Promise<T> }>();
  return async (db) => {
    const version = await catalogueVersionOf(db).current();
    let entry = kept.get(db);
    if (!entry || entry.version !== version) {
      const reading = read(db);
      entry = { version, reading };
      kept.set(db, entry);
      reading.catch(() => {
        if (kept.get(db)?.reading === reading) kept.delete(db);
      });
    }
    return entry.reading;
  };
}

/** A read's answer and how long after the read started it stays right (Infinity: until the catalogue changes). */
export interface Lasting<T> {
  value: T;
  lastsMs: number;
}

interface KeptRead<T> {
  reading: Promise<T>;
  /** Date.now() past which the answer is read again; Infinity until the read settles. */
  expiresAt: number;
}

/**
 * perCatalogueVersion for reads that take a key (a listing's sort and categories) and whose answer also moves with
 * the clock at known moments (a sale window opening or closing changes a running price: offer-pricing.server.ts):
 * the read says how long its answer lasts, measured by the database's clock from the statement's start, and it
 * is kept that long from when the read started (so a little less, never more). Every key's answer is dropped
 * when the version moves. Where to extend: `keyOf` must name everything the read depends on besides the
 * catalogue and the clock, and the keys must be few (one entry per key is held per database).
 */
export function perCatalogueVersionUntil<K, T>(
  read: (db: Db, key: K) => Promise<Lasting<T>>,
  keyOf: (key: K) => string,
  clock: () => number = Date.now,
): (db: Db, key: K) => Promise<T> {
  const kept = new WeakMap<Db, { version: number; reads: Map<string, KeptRead<T>> }>();
  return async (db, key) => {
    const version = await catalogueVersionOf(db).current();
    let forDb = kept.get(db);
    if (!forDb || forDb.version !== version) {
      forDb = { version, reads: new Map() };
      kept.set(db, forDb);
    }
    const reads = forDb.reads;
    const name = keyOf(key);
    const entry = reads.get(name);
    if (entry && clock() < entry.expiresAt) return entry.reading;

    const startedAt = clock();
    const fresh: KeptRead<T> = {
      expiresAt: Infinity,
      reading: read(db, key).then(
        ({ value, lastsMs }) => {
          fresh.expiresAt = startedAt + Math.max(0, lastsMs);
          return value;
        },
        (error: unknown) => {
          if (reads.get(name) === fresh) reads.delete(name);
          throw error;
        },
      ),
    };
    reads.set(name, fresh);
    return fresh.reading;
  };
}
