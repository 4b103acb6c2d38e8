import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "./client.server.ts";
import { numericColumn, queryCheckedRows } from "./query-rows.server.ts";

/**
 * How stale a process's idea of the catalogue may be. Every page cache key and ETag carries the version,
 * so a process shows an import's prices at most this long (plus one query) after the import commits.
 * The read is one primary-key lookup of a one-row table (bench/cache-version-cost.ts measures it): at
 * 4 reads a second per process it costs nothing next to a page render, so the bound can be this tight.
 */
export const CATALOGUE_VERSION_CHECK_MS = 250;

export interface CatalogueVersion {
  /** The version as last read, reading it again first when the last read is older than the check interval. */
  current(): Promise<number>;
  /** Tests only: the next current() reads the row. */
  forget(): void;
}

const VersionRow = z.object({ version: numericColumn });

/**
 * Reads `catalogue_version` (migration 0010: bumped by statement triggers on offers, products, merchants,
 * search documents and image overrides, so by every import and curation change) at most once per interval;
 * concurrent requests share one read. A failed read rejects the requests that waited for it (they answer an
 * error, which is never cached) and the next request tries again.
 * Risk: with read replicas, read the version from the same database the pages are rendered from; a version
 * read from the primary could label a page rendered from a lagging replica as newer than it is.
 */
export function catalogueVersion(db: Db, checkEveryMs = CATALOGUE_VERSION_CHECK_MS): CatalogueVersion {
  let version = -1;
  let checkedAt = -Infinity;
  let reading: Promise<number> | null = null;
  const read = async () => {
    const startedAt = Date.now();
    const [row] = await queryCheckedRows(
      db,
      sql`select version::text as version from catalogue_version where id = 1`,
      VersionRow,
    );
    version = row?.version ?? 0;
    // The read counts from when it started: a change committed while it ran is seen by the next check.
    checkedAt = startedAt;
    return version;
  };
  return {
    current() {
      if (Date.now() - checkedAt < checkEveryMs) return Promise.resolve(version);
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
    forget() {
      checkedAt = -Infinity;
    },
  };
}

const shared = new WeakMap<Db, CatalogueVersion>();

/**
 * The process's one reader per database handle: the page cache, the caching headers and the search answer
 * cache see the same version at the same moment, so no cache stores an answer computed at an older version
 * under a newer key. Keyed per handle: tests on several databases never share a version.
 */
export function catalogueVersionOf(db: Db): CatalogueVersion {
  let reader = shared.get(db);
  if (!reader) {
    reader = catalogueVersion(db);
    shared.set(db, reader);
  }
  return reader;
}
