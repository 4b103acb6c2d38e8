import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { IMPORT_LOCK } from "./import-lock.ts";
import type { PrepareOptions, Rejection, Warning } from "./prepare-rows.ts";
import { FEED_RULES_VERSION } from "./feed-rules-version.ts";
import { PRODUCT_KEY_FORMAT } from "./normalise/product-key-format.ts";
import type { FeedText } from "./load-feed-text.server.ts";
import { upsertMerchant, type MerchantInput } from "./upsert-merchant.server.ts";

export interface IdenticalFeedResult {
  importId: number;
  format: string;
  rowsRead: number;
  rowsImported: number;
  offersUnchanged: number;
  rejections: Rejection[];
  warnings: Warning[];
  rowsWarned: number;
}

/**
 * Fingerprint of a merchant's feed as read, including what shapes the stored result: the image rewrite, the
 * feed currency (a bare number's meaning) and the version of the row rules.
 */
export function feedFingerprint(texts: readonly FeedText[], options: PrepareOptions): string {
  const hash = createHash("sha256");
  for (const t of texts) hash.update(t.text).update("\u0000");
  if (options.rewriteImageOrigin)
    hash.update(`${options.rewriteImageOrigin.from}\u0000${options.rewriteImageOrigin.to}`);
  // The key format too: after a matcher change the next import must run (and re-key the catalogue).
  hash.update(
    `\u0002rules ${FEED_RULES_VERSION}\u0000keys ${PRODUCT_KEY_FORMAT}\u0000currency ${options.feedCurrency ?? ""}`,
  );
  return hash.digest("hex");
}

/**
 * Scheduled imports mostly see the same bytes again. When the merchant's last applied import had this
 * fingerprint, the outcome is known: every offer stays as it is and is marked checked now, and the same
 * rows are rejected and warned about again. Returns null (nothing done) when the last applied import differs.
 * Dated sales are stored with their window and judged when read, so they need no new import.
 * The stored report has no item positions: replayed rows carry `item: null`.
 */
export async function applyIdenticalFeed(
  db: Db,
  input: { merchant: MerchantInput; source: string; fingerprint: string; startedAt: Date },
): Promise<IdenticalFeedResult | null> {
  return db.transaction(async (t) => {
    await t.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const [last] = await queryRows<{
      id: number;
      format: string;
      rows_read: number;
      rows_imported: number;
      rows_warned: number;
      content_sha256: string | null;
    }>(
      t,
      sql`select id, format, rows_read, rows_imported, rows_warned, content_sha256 from feed_imports
          where merchant_slug = ${input.merchant.slug} and status = 'applied' order by id desc limit 1`,
    );
    if (!last || last.content_sha256 !== input.fingerprint) return null;

    const merchantId = await upsertMerchant(t, input.merchant);
    // Every offer still in the feed is now checked at now(), so now() is the merchant's floor (migration 0028):
    // the stale-offer sweep after this import reads no offer of this merchant (decision 062). One statement.
    const touched = await queryRows<{ n: number }>(
      t,
      sql`with touched as (update offers set last_checked = now()
            where merchant_id = ${merchantId} and availability <> 'not_in_feed' returning 1),
          floor as (insert into merchant_offers_checked (merchant_id, all_checked_at) values (${merchantId}, now())
            on conflict (merchant_id) do update set all_checked_at = excluded.all_checked_at)
          select count(*)::int as n from touched`,
    );
    const stored = await queryRows<{ line: number; itemId: string | null; reason: string; severity: string }>(
      t,
      sql`select line, item_id as "itemId", reason, severity from feed_rejections where import_id = ${last.id}
          order by line, id`,
    );
    const replay = (severity: string) =>
      stored
        .filter((r) => r.severity === severity)
        .map((r) => ({ line: Number(r.line), item: null, itemId: r.itemId, reason: r.reason }));
    const rejections = replay("rejected");
    const warnings = replay("warning");
    const [created] = await queryRows<{ id: number }>(
      t,
      sql`insert into feed_imports (merchant_slug, source, format, content_sha256, status, rows_read, rows_imported,
            rows_rejected, rows_warned, started_at)
          values (${input.merchant.slug}, ${input.source}, ${last.format}, ${input.fingerprint}, 'applied', ${last.rows_read},
            ${last.rows_imported}, ${rejections.length}, ${last.rows_warned}, ${input.startedAt.toISOString()})
          returning id`,
    );
    await t.execute(sql`
      insert into feed_rejections (import_id, line, item_id, reason, severity)
      select ${created!.id}, line, item_id, reason, severity from feed_rejections where import_id = ${last.id}`);
    return {
      importId: Number(created!.id),
      format: last.format,
      rowsRead: Number(last.rows_read),
      rowsImported: Number(last.rows_imported),
      offersUnchanged: Number(touched[0]!.n),
      rejections,
      warnings,
      rowsWarned: Number(last.rows_warned),
    };
  });
}
