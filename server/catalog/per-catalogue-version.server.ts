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
