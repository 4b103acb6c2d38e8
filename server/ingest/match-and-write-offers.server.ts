import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { assignProducts, comparedAsMember } from "./assign-products.ts";
import { extractProductFacts, quantityInBasis, type MatchProfile, type ProductFacts } from "./normalise/index.ts";
import type { PreparedRow } from "./prepare-rows.ts";
import { findBoilerplate, stripBoilerplate } from "./feed-boilerplate.ts";
import { cleanFeedText } from "./clean-feed-text.ts";
import { classifyFeedRows, type ExistingOffer } from "./classify-feed-rows.ts";
import { loadKeyOwnership } from "./load-key-ownership.server.ts";
import {
  storeBrandLinks,
  deleteEmptyProducts,
  insertNewProducts,
  loadProductMeasures,
} from "./store-products.server.ts";
import { writeOffers, type OfferWrite } from "./write-offers.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { identityInputFromRow } from "./offer-match-inputs.ts";
import { findMerchantHabits, NO_HABITS } from "./normalise/merchant-habits.ts";
import { loadCatalogueBrands } from "./load-catalogue-brands.server.ts";
import type { TitleSource } from "./normalise/title-tails.ts";
import type { MpnSource } from "./normalise/stock-code-mpns.ts";
import { unitLabel } from "../../shared/units.ts";
import type { ApplyInput, ApplyResult } from "./apply-import.server.ts";

/**
 * What the rest of an import needs once the offers are written: counts and product ids, nothing per row.
 * Its own function so that everything matching held (every row's facts and profile, the similarity
 * candidates, the offer writes) is garbage when it returns, before the product texts and search documents
 * are built: held to the end of the transaction it was most of the heap at the import's peak (decision 064).
 */
export interface WrittenOffers extends Omit<ApplyResult, "importId" | "merchantId" | "rekeyed"> {
  /** Products of the offers matched (new and re-identified rows). */
  matchedProductIds: number[];
  /** Products an offer moved away from, and those whose offers left the feed. */
  vacatedProductIds: number[];
  /** Repriced offers' products whose description changed: their texts may move. */
  describedAnewProductIds: number[];
  /** Every repriced offer's product: its price summary moves. */
  repricedProductIds: number[];
}

/**
 * Sorts the feed's rows against the merchant's stored offers, matches new and re-identified rows to products
 * (founding new ones), and writes every offer. Runs inside applyImport's transaction, under its import lock.
 */
export async function matchAndWriteOffers(t: Db, merchantId: number, input: ApplyInput): Promise<WrittenOffers> {
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
  const titles = changed.length ? [...feedTitles(input)] : [];
  const brands = changed.length
    ? await loadCatalogueBrands(
        t,
        titles.map((s) => ({ merchant: merchantId, merchantName, brand: s.brand })),
      )
    : null;
  const habits = brands ? findMerchantHabits(titles, merchantName, { brands, merchant: merchantId }) : NO_HABITS;
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

  return {
    offersNew: counts.inserted,
    offersUpdated: counts.updated,
    offersUnchanged: unchangedIds.length,
    offersGone: goneIds.length,
    priceChanges: counts.priceChanges,
    productsNew: newProducts.size,
    matches: writes.map((w) => ({ itemId: w.row.id, productId: w.productId, reason: w.matchReason })),
    matchedProductIds: matchedWrites.map((w) => w.productId),
    vacatedProductIds: [...vacated, ...goneProductIds],
    describedAnewProductIds: describedAnew.map((w) => w.productId),
    repricedProductIds: repricedWrites.map((w) => w.productId),
  };
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
