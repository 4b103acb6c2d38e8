import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import type { ApplyResult } from "./apply-import.server.ts";
import type { PrepareOptions, Rejection, Warning } from "./prepare-rows.ts";
import { countIssueRows, summariseReasons } from "./feed-row-issues.ts";
import { loadFeedText, type FeedText } from "./load-feed-text.server.ts";
import { applyIdenticalFeed, feedFingerprint, type IdenticalFeedResult } from "./apply-identical-feed.server.ts";
import { loadOfferHashes } from "./load-offer-hashes.server.ts";
import { loadFeedCurrency, type MerchantInput } from "./upsert-merchant.server.ts";
import { FeedCurrencySchema } from "./parse-money.ts";
import { FeedFormatError, type ParsedFeed } from "./raw-feed-row.ts";
import { checkAlerts, type AlertCheckResult } from "../alerts/check-alerts.server.ts";
import { sweepStaleOffersAfterImport } from "../catalog/stale-offers.server.ts";
import { getEnv } from "../env.server.ts";

export const MerchantSlugSchema = z
  .string()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/,
    "merchant slug must be lower-case letters, digits and dashes (e.g. jewson-leeds)",
  );

export type ImportPhase = "reading" | "matching";

export interface ImportFeedOptions extends PrepareOptions {
  merchant: MerchantInput;
  sources: string[];
  /**
   * The feeds' text already read, one per source (the feed scheduler's conditional GET, server/feeds/): those
   * sources are not read again, only named in the import's record.
   */
  texts?: FeedText[];
  /**
   * ISO 4217 code a price without a currency is read in (`import --currency`); stored on the merchant when
   * the import applies. Absent: the merchant's stored feed currency, if any.
   */
  feedCurrency?: string;
  /** Plain http feed URLs are refused unless the operator allows them (`import --allow-http`; decision 043). */
  allowHttp?: boolean;
  onProgress?: (phase: ImportPhase, done: number, total: number) => void;
  /** The site address alert e-mails link to; absent: SITE_URL from the environment, as the web server uses. */
  siteUrl?: string;
}

/** What the import applied (apply's counts, matches and re-keying) and what it read and refused, row by row. */
export interface ImportSummary extends Omit<ApplyResult, "merchantId"> {
  merchantSlug: string;
  format: string;
  rowsRead: number;
  rowsImported: number;
  rejections: Rejection[];
  rejectedByReason: Record<string, number>;
  /** Rows kept with something we could not read (stock, sale, delivery, image…), one entry per problem. */
  warnings: Warning[];
  warnedByReason: Record<string, number>;
  /** Distinct rows with at least one warning. */
  rowsWarned: number;
  durationMs: number;
  /** Price alerts checked once the import had committed; null when that check failed (the next import retries). */
  alerts?: AlertCheckResult | null;
}

/** Nothing was applied: the feed could not be read, or it had no valid row. The summary says why, row by row. */
export class ImportFailedError extends Error {
  constructor(
    message: string,
    readonly rejections: Rejection[] = [],
    readonly rowsRead = 0,
    readonly warnings: Warning[] = [],
  ) {
    super(message);
    this.name = "ImportFailedError";
  }
}

/** Reads, validates, matches and applies one merchant's full feed atomically. */
export async function importFeed(db: Db, options: ImportFeedOptions): Promise<ImportSummary> {
  const started = new Date();
  const slug = MerchantSlugSchema.safeParse(options.merchant.slug);
  if (!slug.success) throw new ImportFailedError(slug.error.issues[0]!.message);
  if (options.sources.length === 0) throw new ImportFailedError("No feed file or URL given.");
  const source = options.sources.join(" ");
  const currency = FeedCurrencySchema.optional().safeParse(options.feedCurrency ?? options.merchant.feedCurrency);
  if (!currency.success) throw new ImportFailedError(currency.error.issues[0]!.message);
  const merchant: MerchantInput = { ...options.merchant, feedCurrency: currency.data };
  // What every row is read with: the image rewrite and the currency of bare-number prices.
  const prepareOptions: PrepareOptions = {
    rewriteImageOrigin: options.rewriteImageOrigin,
    feedCurrency: merchant.feedCurrency ?? (await loadFeedCurrency(db, merchant.slug)),
  };

  const texts: FeedText[] = [];
  const feeds: ParsedFeed[] = [];
  let fingerprint = "";
  try {
    for (const [index, file] of options.sources.entries()) {
      options.onProgress?.("reading", index, options.sources.length);
      texts.push(options.texts?.[index] ?? (await loadFeedText(file, { allowHttp: options.allowHttp })));
    }
    fingerprint = feedFingerprint(texts, prepareOptions);
    const identical = await applyIdenticalFeed(db, { merchant, source, fingerprint, startedAt: started });
    if (identical) {
      await sweepStaleOffersAfterImport(db);
      const alerts = await checkAlertsAfterImport(db, options.siteUrl);
      return { ...identicalSummary(merchant.slug, identical, started), alerts };
    }
    // Loaded only past this point (here and below): an unchanged feed, the nightly common case, never loads the
    // parsers, the normaliser, matching or the search documents, which were most of its process's start-up.
    const { parseFeedText } = await import("./read-feed.server.ts");
    for (const t of texts) feeds.push(parseFeedText(t.text, t.formatHint));
  } catch (error) {
    if (!(error instanceof FeedFormatError)) throw error;
    await recordFailure(db, merchant, source, "unknown", started, error.message, { rowsRead: 0 });
    throw new ImportFailedError(error.message);
  }
  const format = [...new Set(feeds.map((f) => f.format))].join("+");
  // The row rules too (their HTML-entity tables are built at load): only a changed feed needs them (decision 060).
  const { prepareRows } = await import("./prepare-rows.ts");
  const prepared = prepareRows(feeds, prepareOptions, await loadOfferHashes(db, merchant.slug));
  // Nothing reads the feed's text or its parsed records again (an unchanged row keeps its own record): emptied so
  // they are not held through matching, where the import's heap now peaks. Small for a CSV feed (39 → 35 MB live
  // after preparing the tenth bench feed); a feed's text is held whole, so it grows with the file (decision 069).
  texts.length = 0;
  feeds.length = 0;
  const rowsValid = prepared.rows.length + prepared.unchanged.length;

  if (rowsValid === 0) {
    const message =
      prepared.rowsRead === 0
        ? "The feed has no items."
        : `None of the ${prepared.rowsRead} rows is valid; nothing was applied.`;
    await recordFailure(db, merchant, source, format, started, message, prepared);
    throw new ImportFailedError(message, prepared.rejections, prepared.rowsRead, prepared.warnings);
  }

  const { applyImport } = await import("./apply-import.server.ts");
  const applied = await applyImport(db, {
    merchant,
    source,
    format,
    startedAt: started,
    fingerprint,
    rowsRead: prepared.rowsRead,
    rows: prepared.rows,
    unchanged: prepared.unchanged,
    rejections: prepared.rejections,
    warnings: prepared.warnings,
    prepareOptions,
    onProgress: (done, total) => options.onProgress?.("matching", done, total),
  });
  // Words this process saw as unknown before the import may name the new products.
  (await import("../search/analyse-query-words.server.ts")).clearWordAnalysisCache(db);
  // After the import's transaction has committed: offers it refreshed are back in comparisons (decision 047),
  // and alerts see the offers every visitor now sees.
  await sweepStaleOffersAfterImport(db);
  const alerts = await checkAlertsAfterImport(db, options.siteUrl);

  return {
    importId: applied.importId,
    merchantSlug: merchant.slug,
    format,
    rowsRead: prepared.rowsRead,
    rowsImported: applied.offersNew + applied.offersUpdated + applied.offersUnchanged,
    rejections: prepared.rejections,
    rejectedByReason: summariseReasons(prepared.rejections),
    warnings: prepared.warnings,
    warnedByReason: summariseReasons(prepared.warnings),
    rowsWarned: countIssueRows(prepared.warnings),
    offersNew: applied.offersNew,
    offersUpdated: applied.offersUpdated,
    offersUnchanged: applied.offersUnchanged,
    offersGone: applied.offersGone,
    priceChanges: applied.priceChanges,
    productsNew: applied.productsNew,
    matches: applied.matches,
    rekeyed: applied.rekeyed,
    durationMs: Date.now() - started.getTime(),
    alerts,
  };
}

/**
 * The import is applied whatever happens here: a failed check is reported, not thrown, and changes nothing
 * (it runs in its own transaction), so the next import fires what this one could not.
 */
async function checkAlertsAfterImport(db: Db, siteUrl: string | undefined): Promise<AlertCheckResult | null> {
  try {
    return await checkAlerts(db, { siteUrl: siteUrl ?? getEnv().SITE_URL });
  } catch (error) {
    console.warn(`Price alerts were not checked after this import; the next import will: ${(error as Error).message}`);
    return null;
  }
}

async function recordFailure(
  db: Db,
  merchant: MerchantInput,
  source: string,
  format: string,
  startedAt: Date,
  message: string,
  report: { rowsRead: number; rejections?: Rejection[]; warnings?: Warning[] },
) {
  const { recordImport } = await import("./apply-import.server.ts");
  const zero = { rowsImported: 0, offersNew: 0, offersUpdated: 0, offersGone: 0, priceChanges: 0, productsNew: 0 };
  await recordImport(
    db,
    {
      merchant,
      source,
      format,
      startedAt,
      rowsRead: report.rowsRead,
      rejections: report.rejections ?? [],
      warnings: report.warnings ?? [],
    },
    zero,
    message,
  );
}

function identicalSummary(merchantSlug: string, result: IdenticalFeedResult, started: Date): ImportSummary {
  return {
    importId: result.importId,
    merchantSlug,
    format: result.format,
    rowsRead: result.rowsRead,
    rowsImported: result.rowsImported,
    rejections: result.rejections,
    rejectedByReason: summariseReasons(result.rejections),
    warnings: result.warnings,
    warnedByReason: summariseReasons(result.warnings),
    rowsWarned: result.rowsWarned,
    offersNew: 0,
    offersUpdated: 0,
    offersUnchanged: result.offersUnchanged,
    offersGone: 0,
    priceChanges: 0,
    productsNew: 0,
    matches: [],
    rekeyed: null,
    durationMs: Date.now() - started.getTime(),
  };
}
