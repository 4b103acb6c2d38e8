import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { assignProducts, comparedAsMember } from "./assign-products.ts";
import { extractProductFacts, quantityInBasis, type MatchProfile, type ProductFacts } from "./normalise/index.ts";
import {
  countIssueRows,
  type PrepareOptions,
  type PreparedRow,
  type Rejection,
  type UnchangedRow,
  type Warning,
} from "./prepare-rows.ts";
import { IMPORT_LOCK } from "./import-lock.ts";
import { findBoilerplate, stripBoilerplate } from "./feed-boilerplate.ts";
import { refreshProductTexts } from "./refresh-product-texts.server.ts";
import { cleanFeedText } from "./clean-feed-text.ts";
import { classifyFeedRows, type ExistingOffer } from "./classify-feed-rows.ts";
import {
  rebuildSearchVocabulary,
  refreshSearchDocuments,
  refreshSearchPrices,
} from "../search/refresh-search-documents.server.ts";
import { upsertMerchant, type MerchantInput } from "./upsert-merchant.server.ts";
import {
  storeBrandLinks,
  deleteEmptyProducts,
  loadKeyOwnership,
  insertNewProducts,
  loadProductMeasures,
} from "./store-products.server.ts";
import { writeOffers, type OfferWrite } from "./write-offers.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { identityInputFromRow } from "./offer-match-inputs.ts";
import { findMerchantHabits, NO_HABITS } from "./normalise/merchant-habits.ts";
import type { TitleSource } from "./normalise/title-tails.ts";
import type { MpnSource } from "./normalise/stock-code-mpns.ts";
import { productKeysOutdated, rematchCatalogue, type RematchResult } from "./rematch-catalogue.server.ts";
import { unitLabel } from "../../shared/units.ts";

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

    const existingRows = await queryRows<ExistingOffer>(
      t,
      sql`
      select id, merchant_item_id, product_id, content_hash, identity_hash, match_reason,
        price::float8 as price, sale_price::float8 as sale_price, sale_starts_at, sale_ends_at, availability,
        md5(description) as description_md5
      from offers where merchant_id = ${merchantId}`,
    );
    const existing = new Map(existingRows.map((row) => [row.merchant_item_id, row]));
    const {
      unchangedIds,
      repriced,
      toMatch: changed,
      seen,
    } = classifyFeedRows(existing, input.rows, input.unchanged, input.rejections, input.prepareOptions);

    // Sentences this merchant repeats on most of its items (delivery terms, VAT notes) say nothing about
    // the product: found over the whole feed, removed from every description written.
    const boilerplate = findBoilerplate(feedDescriptions(input));
    const clean = (row: PreparedRow): PreparedRow =>
      boilerplate.size === 0 ? row : { ...row, description: stripBoilerplate(row.description, boilerplate) };

    const merchantName = input.merchant.name ?? input.merchant.slug;
    // Keyword tails this merchant appends to products of different kinds and its own label, found over the
    // whole feed; only rows read again need them, so an unchanged or price-only re-import skips the search.
    const habits = changed.length ? findMerchantHabits([...feedTitles(input)], merchantName) : NO_HABITS;
    const total = unchangedIds.length + repriced.length + changed.length;
    const toMatch = changed.map(({ row, previous }, i) => {
      input.onProgress?.(unchangedIds.length + repriced.length + i + 1, total);
      return { row, previous, facts: extractProductFacts(identityInputFromRow(row, merchantName, habits)) };
    });

    const inputs = toMatch.map(({ row, facts }) => ({ facts, merchant: input.merchant.slug, itemId: row.id }));
    const ownership = await loadKeyOwnership(t, merchantId, inputs);
    const { assignments, newProducts, newKeys } = assignProducts(inputs, ownership);
    const realIds = await insertNewProducts(
      t,
      [...newProducts].map(([temporaryId, rowIndex]) => {
        const row = clean(toMatch[rowIndex]!.row);
        return {
          temporaryId,
          name: row.title,
          description: row.description,
          brand: row.brand,
          imageUrl: row.imageLink,
          facts: toMatch[rowIndex]!.facts,
        };
      }),
      newKeys,
    );
    await storeBrandLinks(t, ownership.brandLinks.learned);
    const productIdOf = (id: number) => (id < 0 ? realIds.get(id)! : id);

    // Each offer is priced per unit in its product's unit basis, which the founding offer chose.
    const bases = await loadProductMeasures(
      t,
      toMatch.map((_, i) => productIdOf(assignments[i]!.productId)),
    );
    const matchedWrites: OfferWrite[] = toMatch.map(({ row, facts, previous }, i) => {
      const productId = productIdOf(assignments[i]!.productId);
      const basis = bases.get(productId) ?? null;
      const quantity = quantityInBasis(facts.measures, basis);
      const profile = comparedAsMember(assignments[i]!) ? facts.profile : null;
      return offerWrite(clean(row), previous, productId, assignments[i]!.reason, basis, quantity, profile);
    });
    // Same identity, same product: the stored quantity in the product's basis still holds.
    const repricedWrites: OfferWrite[] = repriced.map(({ row, previous }) =>
      offerWrite(clean(row), previous, previous.product_id, previous.match_reason, null, undefined, undefined),
    );
    // A price or stock change leaves the product's texts as they were; only a new description can move them.
    const describedAnew = repricedWrites.filter(
      (w, i) => md5(w.row.description) !== repriced[i]!.previous.description_md5,
    );
    const writes = [...matchedWrites, ...repricedWrites];

    const goneIds = [...existing.values()]
      .filter((o) => !seen.has(o.merchant_item_id) && o.availability !== "not_in_feed")
      .map((o) => o.id);

    const counts = await writeOffers(t, { merchantId, writes, unchangedIds, goneIds });
    const vacated = matchedWrites.flatMap((w, i) => {
      const before = toMatch[i]!.previous?.product_id;
      return before !== undefined && before !== w.productId ? [before] : [];
    });
    await deleteEmptyProducts(t, vacated);
    const goneSet = new Set(goneIds);
    const goneProductIds = [...existing.values()].filter((o) => goneSet.has(o.id)).map((o) => o.product_id);
    // Names in readable case and the most informative description, from every current offer.
    const textsChanged = await refreshProductTexts(t, [
      ...matchedWrites.map((w) => w.productId),
      ...describedAnew.map((w) => w.productId),
      ...vacated,
      ...goneProductIds,
    ]);
    const rematched = new Set([
      ...matchedWrites.map((w) => w.productId),
      ...vacated,
      ...goneProductIds,
      ...textsChanged,
    ]);
    await refreshSearchDocuments(t, rematched);
    // A price or stock change leaves a product's words as they were: only its price summary moves.
    await refreshSearchPrices(
      t,
      repricedWrites.map((w) => w.productId).filter((id) => !rematched.has(id)),
    );
    // Words only change when titles or products do; a price-only feed leaves the vocabulary as it is.
    if (matchedWrites.length > 0 || goneIds.length > 0) await rebuildSearchVocabulary(t);
    const importId = await recordImport(t, input, {
      rowsImported: total,
      offersNew: counts.inserted,
      offersUpdated: counts.updated,
      offersGone: goneIds.length,
      priceChanges: counts.priceChanges,
      productsNew: newProducts.size,
    });

    return {
      importId,
      merchantId,
      offersNew: counts.inserted,
      offersUpdated: counts.updated,
      offersUnchanged: unchangedIds.length,
      offersGone: goneIds.length,
      priceChanges: counts.priceChanges,
      productsNew: newProducts.size,
      matches: writes.map((w) => ({ itemId: w.row.id, productId: w.productId, reason: w.matchReason })),
      rekeyed,
    };
  });
}

/** A new price, sale price or sale window is a price change: it is recorded in the price history. */
function pricingChanged(previous: ExistingOffer, row: PreparedRow): boolean {
  const instant = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
  return (
    previous.price !== row.price ||
    previous.sale_price !== row.salePrice ||
    instant(previous.sale_starts_at) !== instant(row.saleStartsAt) ||
    instant(previous.sale_ends_at) !== instant(row.saleEndsAt)
  );
}

/** Hex MD5 of text as UTF-8, as PostgreSQL's md5() gives it for a stored description. */
function md5(text: string): string {
  return createHash("md5").update(text, "utf8").digest("hex");
}

/** Every description of the merchant's feed, changed rows and unchanged ones, cleaned the same way. */
function* feedDescriptions(input: ApplyInput): Generator<string> {
  for (const row of input.rows) yield row.description;
  for (const row of input.unchanged) yield cleanFeedText(row.raw.fields.description, { keepLines: true });
}

/** Every title of the merchant's feed (changed rows and unchanged ones) with its product type, brand and MPN. */
function* feedTitles(input: ApplyInput): Generator<TitleSource & MpnSource> {
  for (const row of input.rows)
    yield { title: row.title, productType: row.productType, brand: row.brand, mpn: row.mpn };
  for (const row of input.unchanged)
    yield {
      title: cleanFeedText(row.raw.fields.title),
      productType: row.raw.fields.product_type ?? null,
      brand: row.raw.fields.brand ?? null,
      mpn: row.raw.fields.mpn ?? null,
    };
}

/** `quantity` undefined: keep the stored unit quantity (the offer's identity and product are unchanged). */
function offerWrite(
  row: PreparedRow,
  previous: ExistingOffer | undefined,
  productId: number,
  matchReason: string,
  basis: ProductFacts["measure"],
  quantity: number | null | undefined,
  matchProfile: MatchProfile | null | undefined,
): OfferWrite {
  const effective = row.salePrice ?? row.price;
  return {
    row,
    previousId: previous?.id ?? null,
    priceChanged: previous ? pricingChanged(previous, row) : true,
    productId,
    matchReason,
    unitPrice: quantity ? Math.round((effective / quantity) * 10_000) / 10_000 : null,
    unitLabel: basis ? unitLabel(basis.unit) : null,
    unitQuantity: quantity,
    matchProfile,
  };
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
