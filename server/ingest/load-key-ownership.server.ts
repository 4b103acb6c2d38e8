/**
 * Reads from the catalogue what assigning one feed needs (the KeyOwnership of key-ownership.ts): its keys'
 * owners, candidates sharing a blocking key, pins and the merchant's other items.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { statementQueue } from "../db/statement-queue.server.ts";
import type { AssignInput } from "./assign-products.ts";
import { BrandLinks } from "./brand-links.ts";
import {
  addCandidate,
  addMerchantItem,
  addSeller,
  emptyOwnership,
  pinKey,
  type KeyOwnership,
  type MatchPin,
} from "./key-ownership.ts";
import { PRODUCT_KEY_FORMAT, toGtin14, type MatchProfile } from "./normalise/index.ts";
import { chunks } from "./statement-chunks.ts";

/**
 * Looks up only what this feed needs — its keys, the GTIN of each product found, the products sharing a
 * blocking key with offers whose keys are all unknown, the merchant's pins and where its other items
 * sit — so cost follows the feed, not the catalogue. `rows` are one merchant's offers being matched.
 */
export async function loadKeyOwnership(
  db: Db,
  merchantId: number,
  rows: readonly AssignInput[],
): Promise<KeyOwnership> {
  const links = await queryRows<{ brand_a: string; brand_b: string }>(
    db,
    sql`select brand_a, brand_b from brand_links order by brand_a, brand_b`,
  );
  const ownership: KeyOwnership = {
    ...emptyOwnership(),
    brandLinks: new BrandLinks(links.map((l) => [l.brand_a, l.brand_b])),
  };
  const { byKey, gtinByProduct, brandByProduct, mpnByProduct } = ownership;
  const unique = [...new Set(rows.flatMap((r) => r.facts.keys.map((k) => k.value)))];
  for (const part of chunks(unique)) {
    const found = await queryRows<{ key: string; product_id: number }>(
      db,
      sql`
      select key, product_id from product_keys
      where key = any(${pgTextArray(part)}::text[]) and format_version = ${PRODUCT_KEY_FORMAT}`,
    );
    for (const row of found) byKey.set(row.key, Number(row.product_id));
  }
  // Every candidate query below has an ORDER BY: which member's profile speaks for a product (twinsAmong) and which of
  // equal scores wins (chooseSimilarProduct) follow list order, and rows without one come back in whatever physical
  // order updates and vacuum left, so the same feeds could give different products run to run.
  // An attributes key is often vetoed (its owner has another colour, MPN or variant: a green sleeper meeting the
  // brown one's key), and the offer then needs the similarity candidates. Offers held by a known GTIN or MPN key
  // are left out to keep this lookup in proportion to the feed; they are rarely refused by their owner.
  const unmatched = rows.filter((r) => !r.facts.keys.some((k) => k.kind !== "attributes" && byKey.has(k.value)));
  const blocks = [...new Set(unmatched.flatMap((r) => r.facts.profile.blocks))];
  for (const part of chunks(blocks, 2000)) {
    // Both asked at once: PostgreSQL finds the members while Node reads the products' profiles. Read in the
    // same order as ever: products first, then members.
    const queue = statementQueue();
    const asking = queue(() =>
      queryRows<{ id: number; match_profile: MatchProfile }>(
        db,
        sql`select id, match_profile from products
          where match_profile is not null and ${holdsABlock(sql`products.match_blocks`, part)} order by id`,
      ),
    );
    // The other members: offers that joined a product bring their own wording (see assign-products.ts). Members
    // often read alike (a third of them at 100,000 offers): a profile text met again for the same product comes
    // once, at its first offer, so it is neither sent nor parsed again; addCandidate would skip it (same text,
    // same signature), as it skips one already met in an earlier part. Deduplicated in Node, the texts were
    // ~12 MB held through the lookup and 60,000 rows of PGlite's result on the tenth bench feed (decision 064).
    const askingMembers = queue(() =>
      queryRows<{ product_id: number; profile: string }>(
        db,
        sql`select product_id, profile from (
            select product_id, match_profile::text as profile, min(id) as first_id from offers
            where ${offersSharingABlock(part)} group by product_id, match_profile::text) m
          order by first_id`,
      ),
    );
    const found = await asking;
    for (const row of found) addCandidate(ownership, { productId: Number(row.id), profile: row.match_profile });
    const members = await askingMembers;
    for (const row of members) {
      const profile: MatchProfile = JSON.parse(row.profile);
      addCandidate(ownership, { productId: Number(row.product_id), profile });
    }
  }
  await loadSellers(db, ownership);
  await loadMerchantPlacements(db, merchantId, rows, ownership);
  const products = [
    ...new Set([
      ...byKey.values(),
      ...[...ownership.candidatesByBlock.values()].flat().map((c) => c.productId),
      ...[...ownership.pins.values()].map((p) => p.productId),
    ]),
  ];
  for (const part of chunks(products)) {
    const found = await queryRows<{
      product_id: number;
      gtin14: string | null;
      brand: string | null;
      mpn: string | null;
      variant: Record<string, string> | null;
      colour: string | null;
    }>(
      db,
      sql`
      select product_id, gtin14, match_profile->>'brandFamily' as brand, match_profile->>'mpn' as mpn,
        match_profile->'variant' as variant, match_profile->'attributes'->>'colour' as colour
      from products p join (select unnest(${`{${part.join(",")}}`}::int[]) as product_id) ids on ids.product_id = p.id
      where p.gtin14 is not null or match_profile->>'brandFamily' is not null or match_profile->'variant' is not null
        or match_profile->'attributes'->>'colour' is not null`,
    );
    for (const row of found) {
      const id = Number(row.product_id);
      if (row.gtin14) gtinByProduct.set(id, row.gtin14);
      if (row.brand) brandByProduct.set(id, row.brand);
      if (row.brand && row.mpn) mpnByProduct.set(id, { brand: row.brand, mpn: row.mpn });
      if (row.variant) ownership.variantByProduct.set(id, row.variant);
      if (row.colour) ownership.colourByProduct.set(id, row.colour);
    }
  }
  return ownership;
}

/** Who sells each similarity candidate: one merchant on two alike candidates marks twin listings (assign-products.ts). */
async function loadSellers(db: Db, ownership: KeyOwnership): Promise<void> {
  const ids = [...new Set([...ownership.candidatesByBlock.values()].flat().map((c) => c.productId))];
  for (const part of chunks(ids)) {
    const found = await queryRows<{ product_id: number; slug: string }>(
      db,
      sql`
      select distinct o.product_id, m.slug from offers o join merchants m on m.id = o.merchant_id
      where o.product_id = any(${`{${part.join(",")}}`}::int[])
      order by o.product_id, m.slug`,
    );
    for (const row of found) addSeller(ownership, Number(row.product_id), row.slug);
  }
}

/**
 * The merchant's pins, and the products its items outside this batch sit on (with their GTINs): an
 * item being matched must not join a product the merchant already sells something else on.
 */
async function loadMerchantPlacements(
  db: Db,
  merchantId: number,
  rows: readonly AssignInput[],
  ownership: KeyOwnership,
): Promise<void> {
  const merchant = rows[0]?.merchant;
  if (merchant === undefined) return;
  const pins = await queryRows<{ merchant_item_id: string; product_id: number; kind: MatchPin["kind"] }>(
    db,
    sql`select merchant_item_id, product_id, kind from match_pins where merchant_id = ${merchantId} order by merchant_item_id`,
  );
  for (const pin of pins)
    ownership.pins.set(pinKey(merchant, pin.merchant_item_id), { productId: Number(pin.product_id), kind: pin.kind });
  const batch = new Set(rows.map((r) => r.itemId));
  const held = await queryRows<{ merchant_item_id: string; product_id: number; gtin: string | null }>(
    db,
    sql`select merchant_item_id, product_id, gtin from offers where merchant_id = ${merchantId} order by id`,
  );
  for (const offer of held) {
    if (batch.has(offer.merchant_item_id)) continue;
    addMerchantItem(ownership, Number(offer.product_id), merchant, offer.merchant_item_id, toGtin14(offer.gtin));
  }
}

/**
 * Offers whose match_blocks hold any of these blocks, as a condition on `offers`: the rows `match_blocks && blocks`
 * selects. For a few blocks, asked one block at a time through the GIN index: a GIN scan for an overlap with
 * thousands of keys steps every key's stream for each row it returns (0.9 s to find 56,000 offers for 2,000 blocks at
 * 90,000 offers, against 0.2 s for one-key lookups; decision 051). For many blocks, one pass over the table testing
 * each offer's own one or two blocks against the hashed list: a first import's part of 2,000 blocks meets most of the
 * catalogue (61,000 of 90,000 offers on the tenth bench feed), and the lookups then visited 108,000 heap rows before
 * the profiles were fetched by a scan of the whole table anyway: 2.7–3.4 s against 1.3 s, the same rows (decision 078).
 */
function offersSharingABlock(blocks: readonly string[]) {
  if (blocks.length >= MANY_BLOCKS) return holdsABlock(sql`offers.match_blocks`, blocks);
  return sql`id in (select x.id from unnest(${pgTextArray(blocks)}::text[]) as block
    cross join lateral (select id from offers where match_blocks @> array[block]) x)`;
}

/**
 * Below this many blocks the per-block index lookups were as fast or faster at 90,000 offers (20 blocks: 0.4–0.7 s
 * either way; 200 blocks: 1.2–1.7 s against 0.9 s for the pass); above it the pass was about twice as fast.
 */
export const MANY_BLOCKS = 200;

/**
 * `column && blocks`, written so PostgreSQL tests each of the row's own few blocks against the list as a hash
 * (a constant `= any` array of nine or more items is hashed) instead of comparing the two arrays item by item:
 * products have no index on their blocks, and on the tenth bench feed the overlap scan of 27,000 products took
 * 1.3 s against 0.6–0.8 s for 2,000 blocks (0.42 s against 0.29 s for 100), returning the same rows.
 */
function holdsABlock(column: SQL, blocks: readonly string[]) {
  return sql`exists (select from unnest(${column}) as held where held = any(${pgTextArray(blocks)}::text[]))`;
}

function pgTextArray(values: readonly string[]): string {
  return `{${values.map(pgArrayItem).join(",")}}`;
}

function pgArrayItem(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}
