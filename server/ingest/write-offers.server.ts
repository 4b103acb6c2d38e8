import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import type { PreparedRow } from "./prepare-rows.ts";
import { storedMatchInputs } from "./offer-match-inputs.ts";
import type { MatchProfile } from "./normalise/index.ts";

/**
 * Offers per statement. Each statement's JSON is built just before it is sent, so what one statement holds dies
 * young: 4,000 rows (a 4–5 MB string, its records and PGlite's copy of the message) outlived V8's young
 * generation and piled up in the old space until the next full collection (decision 064).
 */
const CHUNK = 1000;
/** Stock states in which an offer can be ordered now (`offers.available`). */
const ORDERABLE: ReadonlySet<string> = new Set(["in_stock", "preorder", "backorder"]);

export interface OfferWrite {
  row: PreparedRow;
  previousId: number | null;
  priceChanged: boolean;
  productId: number;
  matchReason: string;
  unitPrice: number | null;
  unitLabel: string | null;
  /** Quantity in the product's unit basis; undefined keeps what is stored (identity unchanged). */
  unitQuantity: number | null | undefined;
  /** A member's match profile (null for a founder or a pinned offer); undefined keeps what is stored. */
  matchProfile: MatchProfile | null | undefined;
}

interface WriteInput {
  merchantId: number;
  writes: OfferWrite[];
  unchangedIds: number[];
  goneIds: number[];
}

function toRecord(w: OfferWrite) {
  const r = w.row;
  return {
    id: w.previousId,
    merchant_item_id: r.id,
    product_id: w.productId,
    title: r.title,
    description: r.description,
    url: r.link,
    image_url: r.imageLink,
    price: r.price,
    sale_price: r.salePrice,
    sale_starts_at: r.saleStartsAt,
    sale_ends_at: r.saleEndsAt,
    availability: r.availability,
    // Can be ordered now; 'unknown' stock is not claimed to be available.
    available: ORDERABLE.has(r.availability),
    delivery_cost: r.deliveryCost,
    unit_price: w.unitPrice,
    unit_label: w.unitLabel,
    unit_quantity: w.unitQuantity ?? null,
    keep_unit: w.unitQuantity === undefined,
    brand: r.brand,
    gtin: r.gtin,
    mpn: r.mpn,
    product_type: r.productType,
    match_inputs: storedMatchInputs(r),
    match_reason: w.matchReason,
    match_profile: w.matchProfile ?? null,
    match_blocks: w.matchProfile?.blocks ?? null,
    keep_profile: w.matchProfile === undefined,
    content_hash: r.contentHash,
    identity_hash: r.identityHash,
    price_changed: w.priceChanged,
  };
}

const RECORD_COLUMNS = sql.raw(`r(id int, merchant_item_id text, product_id int, title text, description text, url text,
  image_url text, price numeric, sale_price numeric, sale_starts_at timestamptz, sale_ends_at timestamptz,
  availability text, available boolean, delivery_cost numeric,
  unit_price numeric, unit_label text, unit_quantity numeric, keep_unit boolean, brand text, gtin text, mpn text, product_type text, match_inputs jsonb,
  match_reason text, match_profile jsonb, match_blocks jsonb, keep_profile boolean, content_hash text, identity_hash text,
  price_changed boolean)`);

/** Inserts new offers, rewrites changed ones, touches unchanged ones and retires the ones gone from the feed. */
export async function writeOffers(db: Db, input: WriteInput) {
  const inserts = input.writes.filter((w) => w.previousId === null);
  const updates = input.writes.filter((w) => w.previousId !== null);
  let priceChanges = 0;

  for (let i = 0; i < inserts.length; i += CHUNK) {
    const part = JSON.stringify(inserts.slice(i, i + CHUNK).map(toRecord));
    await db.execute(sql`
      with inserted as (
        insert into offers (merchant_id, merchant_item_id, product_id, title, description, url, image_url, price, sale_price,
          sale_starts_at, sale_ends_at,
          availability, available, delivery_cost, unit_price, unit_label, unit_quantity, brand, gtin, mpn, product_type, match_inputs,
          match_reason, match_profile, match_blocks, content_hash, identity_hash)
        select ${input.merchantId}, merchant_item_id, product_id, title, description, url, image_url, price, sale_price,
          sale_starts_at, sale_ends_at,
          availability, available, delivery_cost, unit_price, unit_label, unit_quantity, brand, gtin, mpn, product_type, match_inputs,
          match_reason, match_profile,
          case when match_blocks is null then null else array(select jsonb_array_elements_text(match_blocks)) end,
          content_hash, identity_hash
        from jsonb_to_recordset(${part}::jsonb) as ${RECORD_COLUMNS}
        returning id, price, sale_price)
      insert into price_observations (offer_id, price, sale_price) select id, price, sale_price from inserted`);
  }

  for (let i = 0; i < updates.length; i += CHUNK) {
    const records = updates.slice(i, i + CHUNK).map(toRecord);
    const part = JSON.stringify(records);
    await db.execute(sql`
      update offers o set product_id = r.product_id, title = r.title, description = r.description, url = r.url,
        image_url = r.image_url, price = r.price, sale_price = r.sale_price, sale_starts_at = r.sale_starts_at,
        sale_ends_at = r.sale_ends_at, availability = r.availability,
        available = r.available, delivery_cost = r.delivery_cost, unit_price = case when r.keep_unit
          then round(least(r.price, coalesce(r.sale_price, r.price)) / nullif(o.unit_quantity, 0), 4) else r.unit_price end,
        unit_label = case when r.keep_unit then o.unit_label else r.unit_label end,
        unit_quantity = case when r.keep_unit then o.unit_quantity else r.unit_quantity end,
        brand = r.brand, gtin = r.gtin, mpn = r.mpn, product_type = r.product_type,
        match_inputs = r.match_inputs, match_reason = r.match_reason,
        match_profile = case when r.keep_profile then o.match_profile else r.match_profile end,
        match_blocks = case when r.keep_profile then o.match_blocks when r.match_blocks is null then null
          else array(select jsonb_array_elements_text(r.match_blocks)) end,
        content_hash = r.content_hash, identity_hash = r.identity_hash, last_checked = now(), last_changed_at = now()
      from jsonb_to_recordset(${part}::jsonb) as ${RECORD_COLUMNS}
      where o.id = r.id`);
    const changed = records.filter((u) => u.price_changed);
    priceChanges += changed.length;
    if (changed.length > 0) {
      await db.execute(sql`
        insert into price_observations (offer_id, price, sale_price)
        select id, price, sale_price from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as ${RECORD_COLUMNS}`);
    }
  }

  for (let i = 0; i < input.unchangedIds.length; i += 20_000) {
    const ids = `{${input.unchangedIds.slice(i, i + 20_000).join(",")}}`;
    await db.execute(sql`update offers set last_checked = now() where id = any(${ids}::int[])`);
  }
  if (input.goneIds.length > 0) {
    const ids = `{${input.goneIds.join(",")}}`;
    await db.execute(sql`
      update offers set available = false, availability = 'not_in_feed', last_changed_at = now()
      where id = any(${ids}::int[])`);
  }
  // The merchant's floor (migration 0028, decision 062): the least check time among its offers still in the feed.
  // Every row this feed lists was just checked at now(), but a listed row that no longer validates keeps its old
  // time, so the floor is read, not assumed. The stale-offer sweep skips the merchant while the floor is recent.
  await db.execute(sql`
    insert into merchant_offers_checked (merchant_id, all_checked_at)
    select ${input.merchantId}, coalesce(min(last_checked), now()) from offers
    where merchant_id = ${input.merchantId} and availability <> 'not_in_feed'
    on conflict (merchant_id) do update set all_checked_at = excluded.all_checked_at`);
  // A product founded without an image takes the first one any of its offers brings.
  await db.execute(sql`
    update products p set image_url = o.image_url, updated_at = now()
    from (select distinct on (product_id) product_id, image_url from offers
          where merchant_id = ${input.merchantId} and image_url is not null order by product_id, id) o
    where p.id = o.product_id and p.image_url is null`);

  return { inserted: inserts.length, updated: updates.length, priceChanges };
}
