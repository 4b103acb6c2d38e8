import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import {
  countIssueRows,
  type PrepareOptions,
  type PreparedRow,
  type Rejection,
  type UnchangedRow,
  type Warning,
} from "./prepare-rows.ts";
import { IMPORT_LOCK } from "./import-lock.ts";
import { refreshProductTexts } from "./refresh-product-texts.server.ts";
import {
  rebuildSearchVocabulary,
  refreshSearchDocuments,
  refreshSearchPrices,
} from "../search/refresh-search-documents.server.ts";
import { upsertMerchant, type MerchantInput } from "./upsert-merchant.server.ts";
import { matchAndWriteOffers } from "./match-and-write-offers.server.ts";
import { collectGarbage } from "./collect-garbage.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { productKeysOutdated, rematchCatalogue, type RematchResult } from "./rematch-catalogue.server.ts";

export interface ApplyInput {
  merchant: MerchantInput;
  source: string;
  format: string;
  fingerprint: string | null;
  startedAt: Date;
  rowsRead: number;
  rows: PreparedRow[];
  unchanged: UnchangedRow[];
  rejections: Rejection[];
  /** Rows kept with something unreadable: stored with the import (severity 'warning'), never applied differently. */
  warnings: Warning[];
  prepareOptions: PrepareOptions;
  onProgress?: (done: number, total: number) => void;
}

export interface ApplyResult {
  importId: number;
  merchantId: number;
  offersNew: number;
  offersUpdated: number;
  offersUnchanged: number;
  offersGone: number;
  priceChanges: number;
  productsNew: number;
  matches: { itemId: string; productId: number; reason: string }[];
  /** Set when this import first re-keyed a catalogue whose keys another matcher version wrote. */
  rekeyed: RematchResult | null;
}

/** Applies one merchant's validated feed in a single transaction: all of it, or nothing. */
export async function applyImport(db: Db, input: ApplyInput): Promise<ApplyResult> {
  return db.transaction(async (t) => {
    await t.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const merchantId = await upsertMerchant(t, input.merchant);
    // Keys of another format mean nothing to this matcher: re-key the catalogue before reading its offers (decision 010).
    const rekeyed = (await productKeysOutdated(t)) ? await rematchCatalogue(t) : null;

    const { matchedProductIds, vacatedProductIds, describedAnewProductIds, repricedProductIds, ...applied } =
      await matchAndWriteOffers(t, merchantId, input);
    // Matching's state is garbage now; collected here, V8 sizes the rest of the import by what is left (decision 069).
    await collectGarbage();
    // Names in readable case and the most informative description, from every current offer.
    const textsChanged = await refreshProductTexts(t, [
      ...matchedProductIds,
      ...describedAnewProductIds,
      ...vacatedProductIds,
    ]);
    const rematched = new Set([...matchedProductIds, ...vacatedProductIds, ...textsChanged]);
    await refreshSearchDocuments(t, rematched);
    // A price or stock change leaves a product's words as they were: only its price summary moves.
    await refreshSearchPrices(
      t,
      repricedProductIds.filter((id) => !rematched.has(id)),
    );
    // Words only change when titles or products do; a price-only feed leaves the vocabulary as it is.
    if (matchedProductIds.length > 0 || applied.offersGone > 0) await rebuildSearchVocabulary(t);
    const importId = await recordImport(t, input, {
      ...applied,
      rowsImported: applied.offersNew + applied.offersUpdated + applied.offersUnchanged,
    });
    return { importId, merchantId, ...applied, rekeyed };
  });
}

interface ImportCounts {
  rowsImported: number;
  offersNew: number;
  offersUpdated: number;
  offersGone: number;
  priceChanges: number;
  productsNew: number;
}

/** Stores an import with its rejected and warned rows (severity); status 'failed' records a feed that applied nothing. */
export async function recordImport(
  db: Db,
  input: Pick<ApplyInput, "merchant" | "source" | "format" | "startedAt" | "rowsRead" | "rejections" | "warnings"> & {
    fingerprint?: string | null;
  },
  counts: ImportCounts,
  failure?: string,
): Promise<number> {
  const inserted = await queryRows(
    db,
    sql`
    insert into feed_imports (merchant_slug, source, format, content_sha256, status, rows_read, rows_imported, rows_rejected,
      rows_warned, offers_new, offers_updated, offers_gone, price_changes, products_new, error, started_at)
    values (${input.merchant.slug}, ${input.source}, ${input.format}, ${input.fingerprint ?? null}, ${failure ? "failed" : "applied"}, ${input.rowsRead},
      ${counts.rowsImported}, ${input.rejections.length}, ${countIssueRows(input.warnings)}, ${counts.offersNew}, ${counts.offersUpdated},
      ${counts.offersGone}, ${counts.priceChanges}, ${counts.productsNew}, ${failure ?? null}, ${input.startedAt.toISOString()})
    returning id`,
  );
  const importId = Number((inserted[0] as { id: number }).id);
  const issues = [
    ...input.rejections.map((r) => ({ line: r.line, item_id: r.itemId, reason: r.reason, severity: "rejected" })),
    ...input.warnings.map((w) => ({ line: w.line, item_id: w.itemId, reason: w.reason, severity: "warning" })),
  ];
  for (let start = 0; start < issues.length; start += 5000) {
    await db.execute(sql`
      insert into feed_rejections (import_id, line, item_id, reason, severity)
      select ${importId}, r.line, r.item_id, r.reason, r.severity
      from jsonb_to_recordset(${JSON.stringify(issues.slice(start, start + 5000))}::jsonb)
        as r(line int, item_id text, reason text, severity text)`);
  }
  return importId;
}
