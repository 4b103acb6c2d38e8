import os from "node:os";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { getEnv } from "../env.server.ts";
import { applyIdenticalFeed } from "../ingest/apply-identical-feed.server.ts";
import { sweepStaleOffersAfterImport } from "../catalog/stale-offers.server.ts";
import { importFeed, ImportFailedError, type ImportSummary } from "../ingest/import-feed.server.ts";
import { PRODUCT_KEY_FORMAT } from "../ingest/normalise/product-key-format.ts";
import { loadFeedCurrency } from "../ingest/upsert-merchant.server.ts";
import { FEED_RULES_VERSION } from "../ingest/validate-feed-row.ts";
import { fetchFeed, type FeedFetchResult } from "./fetch-feed.server.ts";
import { loadFeedSource, type FeedSource } from "./feed-source-row.server.ts";
import { tryLockMerchant } from "./merchant-run-lock.server.ts";
import {
  markFeedRunning,
  recordFeedFailure,
  recordFeedSuccess,
  type StoredValidators,
} from "./record-feed-run.server.ts";
import { describeFailure, oneLine } from "./feed-notices.ts";
import { noticeRejectionJump } from "./notice-rejection-jump.server.ts";

export type FetchFeed = typeof fetchFeed;

export interface RefreshFeedOptions {
  /** The clock: due times, backoff and the status columns are reckoned from it (tests pass a fake one). */
  now: () => Date;
  /** Run even when the feed is not due (`feeds run`). */
  force?: boolean;
  /** Cancels the download (the scheduler stopping); an import already reading rows finishes. */
  signal?: AbortSignal;
  fetch?: FetchFeed;
  /** Who runs it, for `feeds status`; default host and pid. */
  runner?: string;
  operatorEmail?: string;
  siteUrl?: string;
}

export type RefreshResult =
  /** Another run of this merchant holds the lock, in this process or another. */
  | { outcome: "busy" }
  | { outcome: "not-registered" }
  /** Another process ran it since it was found due. */
  | { outcome: "not-due"; nextDueAt: Date }
  /** 304: the last import's offers were marked checked and its report recorded again; nothing re-imported. */
  | { outcome: "not-modified"; importId: number; offersChecked: number }
  | { outcome: "imported"; summary: ImportSummary; rejectionJumpNotified: boolean }
  | { outcome: "failed"; error: string; failures: number; retryAt: Date; notified: boolean };

/**
 * Runs one merchant's registered feed (decision 041): takes the merchant's lock (no second run anywhere while it
 * is held), fetches conditionally with the validators of the last import, and then either replays that import
 * (304: offers marked checked, as an identical feed is) or imports the new text through the one import use case
 * (server/ingest/import-feed.server.ts). The outcome is recorded on the registry row, with the next due time.
 */
export async function refreshFeed(db: Db, slug: string, options: RefreshFeedOptions): Promise<RefreshResult> {
  const lock = await tryLockMerchant(db, slug);
  if (!lock) return { outcome: "busy" };
  try {
    // Read under the lock: a run that finished just before it was taken has moved the due time on.
    const source = await loadFeedSource(db, slug);
    if (!source) return { outcome: "not-registered" };
    const startedAt = options.now();
    if (!options.force && source.nextDueAt.getTime() > startedAt.getTime())
      return { outcome: "not-due", nextDueAt: source.nextDueAt };
    await markFeedRunning(db, slug, options.runner ?? `${os.hostname()} pid ${process.pid}`, startedAt);
    const signal = options.signal ? AbortSignal.any([options.signal, lock.lost]) : lock.lost;
    return await runLocked(db, source, { ...options, signal });
  } finally {
    await lock.release();
  }
}

async function runLocked(db: Db, source: FeedSource, options: RefreshFeedOptions): Promise<RefreshResult> {
  const operatorEmail = options.operatorEmail ?? getEnv().OPERATOR_EMAIL;
  const fetch = options.fetch ?? fetchFeed;
  try {
    const currency = source.feedCurrency ?? (await loadFeedCurrency(db, source.merchantSlug));
    const validFor = `rules ${FEED_RULES_VERSION} keys ${PRODUCT_KEY_FORMAT} currency ${currency ?? "-"}`;
    const lastFingerprint = source.validatorsFor === validFor ? await importFingerprint(db, source.lastImportId) : null;
    const conditional = lastFingerprint !== null;
    let fetched: FeedFetchResult = await fetch(source.url, {
      etag: conditional ? source.etag : null,
      lastModified: conditional ? source.lastModified : null,
      allowHttp: source.allowHttp,
      signal: options.signal,
    });
    if (fetched.kind === "not-modified" && lastFingerprint !== null) {
      const replayed = await applyIdenticalFeed(db, {
        merchant: { slug: source.merchantSlug },
        source: source.url,
        fingerprint: lastFingerprint,
        startedAt: options.now(),
      });
      if (replayed) {
        // The 304 refreshed every offer of the feed: stale ones are back now, not at the next sweep (decision 047).
        await sweepStaleOffersAfterImport(db);
        await recordFeedSuccess(
          db,
          source,
          { outcome: "not-modified", importId: replayed.importId, validators: null, now: options.now() },
          operatorEmail,
        );
        return { outcome: "not-modified", importId: replayed.importId, offersChecked: replayed.offersUnchanged };
      }
    }
    // Unchanged since our last import, but another import of the merchant came after it (`buildcompare import`):
    // what the feed holds must be read again. Also a server answering 304 to a request without validators.
    if (fetched.kind === "not-modified")
      fetched = await fetch(source.url, { allowHttp: source.allowHttp, signal: options.signal });
    if (fetched.kind === "not-modified")
      throw new Error("the server answered 304 Not Modified to an unconditional request");

    const summary = await importFeed(db, {
      merchant: { slug: source.merchantSlug },
      sources: [source.url],
      texts: [{ source: source.url, text: fetched.text, formatHint: null }],
      feedCurrency: source.feedCurrency ?? undefined,
      siteUrl: options.siteUrl,
    });
    const validators: StoredValidators = { etag: fetched.etag, lastModified: fetched.lastModified, validFor };
    await recordFeedSuccess(
      db,
      source,
      { outcome: "imported", importId: summary.importId, validators, now: options.now() },
      operatorEmail,
    );
    const rejectionJumpNotified = await noticeRejectionJump(db, source, summary, operatorEmail);
    return { outcome: "imported", summary, rejectionJumpNotified };
  } catch (error) {
    const message =
      error instanceof ImportFailedError ? `import failed: ${oneLine(error.message)}` : describeFailure(error);
    const recorded = await recordFeedFailure(db, source, { error: message, now: options.now() }, operatorEmail);
    return { outcome: "failed", error: message, ...recorded };
  }
}

/** The content fingerprint of the import the stored validators belong to (null: none, so fetch unconditionally). */
async function importFingerprint(db: Db, importId: number | null): Promise<string | null> {
  if (importId === null) return null;
  const rows = await queryRows<{ fingerprint: string | null }>(
    db,
    sql`select content_sha256 as fingerprint from feed_imports where id = ${importId} and status = 'applied'`,
  );
  return rows[0]?.fingerprint ?? null;
}
