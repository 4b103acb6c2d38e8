import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import type { AssignInput } from "./assign-products.ts";
import {
  addCandidate,
  addMerchantItem,
  addSeller,
  emptyOwnership,
  pinKey,
  type KeyOwnership,
  type MatchPin,
} from "./key-ownership.ts";
import { BrandLinks } from "./brand-links.ts";
import { PRODUCT_KEY_FORMAT, toGtin14, type MatchProfile, type ProductFacts } from "./normalise/index.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { statementQueue } from "../db/statement-queue.server.ts";

const CHUNK = 5000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

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
          where match_profile is not null and match_blocks && ${pgTextArray(part)}::text[] order by id`,
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
            where id in (${offersSharingABlock(part)}) group by product_id, match_profile::text) m
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
 * Ids of offers whose match_blocks hold any of these blocks: the rows `match_blocks && blocks` selects, asked one
 * block at a time. A GIN scan for an overlap with thousands of keys steps every key's stream for each row it
 * returns: 0.9 s to find 56,000 offers for 2,000 blocks at 90,000 offers, against 0.2 s for one-key lookups
 * (decision 051). Products keep the overlap: for them the lookups per block were slower (0.69 and 1.13 s against
 * 0.42 and 0.53 s on the tenth bench feed), with fewer rows to find and wider rows to visit once per block.
 */
function offersSharingABlock(blocks: readonly string[]) {
  return sql`select x.id from unnest(${pgTextArray(blocks)}::text[]) as block
    cross join lateral (select id from offers where match_blocks @> array[block]) x`;
}

function pgTextArray(values: readonly string[]): string {
  return `{${values.map(pgArrayItem).join(",")}}`;
}

function pgArrayItem(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export interface NewProduct {
  temporaryId: number;
  /** The founding offer's texts; refreshProductTexts later chooses among all its offers'. */
  name: string;
  description: string;
  brand: string | null;
  imageUrl: string | null;
  facts: ProductFacts;
}

/** The products columns a product's facts fill: founding a product and re-founding it write the same. */
export function productFactColumns(facts: ProductFacts) {
  return {
    category: facts.category,
    gtin14: facts.gtin14,
    measure_quantity: facts.measure?.quantity ?? null,
    measure_unit: facts.measure?.unit ?? null,
    facts: facts.facts,
    match_profile: facts.profile,
    match_blocks: facts.profile.blocks,
  };
}

/** Inserts the products this import founded and all newly claimed keys; returns temporary → real ids. */
export async function insertNewProducts(
  db: Db,
  products: readonly NewProduct[],
  newKeys: ReadonlyMap<string, number>,
): Promise<Map<number, number>> {
  const realIds = new Map<number, number>();
  if (products.length > 0) {
    const reserved = await queryRows(
      db,
      sql`
      select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, ${products.length})`,
    );
    (reserved as { id: number }[]).forEach((r, i) => realIds.set(products[i]!.temporaryId, Number(r.id)));
  }
  for (const part of chunks(products)) {
    const payload = part.map(({ temporaryId, name, description, brand, imageUrl, facts }) => ({
      id: realIds.get(temporaryId),
      name,
      description,
      brand,
      image_url: imageUrl,
      ...productFactColumns(facts),
    }));
    await db.execute(sql`
      insert into products (id, name, description, brand, category, image_url, gtin14, measure_quantity, measure_unit, facts,
        match_profile, match_blocks)
      select id, name, description, brand, category, image_url, gtin14, measure_quantity, measure_unit, facts,
        match_profile, array(select jsonb_array_elements_text(match_blocks))
      from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as r(id int, name text, description text, brand text,
        category text, image_url text, gtin14 text, measure_quantity numeric, measure_unit text, facts jsonb,
        match_profile jsonb, match_blocks jsonb)`);
  }
  await insertProductKeys(db, new Map([...newKeys].map(([key, id]) => [key, id < 0 ? realIds.get(id)! : id])));
  return realIds;
}

/** Stores keys (key → real product id) in this code's key format; a key already owned stays with its owner. */
export async function insertProductKeys(db: Db, keys: ReadonlyMap<string, number>): Promise<void> {
  const keyRows = [...keys].map(([key, product_id]) => ({ key, product_id }));
  for (const part of chunks(keyRows)) {
    await db.execute(sql`
      insert into product_keys (key, product_id, format_version)
      select key, product_id, ${PRODUCT_KEY_FORMAT} from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as r(key text, product_id int)
      on conflict (key) do nothing`);
  }
}

/** What each product's unit price divides by, for offers updated without re-matching. */
export async function loadProductMeasures(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, ProductFacts["measure"]>> {
  const measures = new Map<number, ProductFacts["measure"]>();
  for (const part of chunks([...new Set(productIds)])) {
    const rows = await queryRows<{ id: number; quantity: number | null; unit: string | null }>(
      db,
      sql`select id, measure_quantity::float8 as quantity, measure_unit as unit from products
          where id = any(${`{${part.join(",")}}`}::int[])`,
    );
    for (const r of rows) {
      measures.set(
        Number(r.id),
        r.quantity && r.unit
          ? { quantity: Number(r.quantity), unit: r.unit as NonNullable<ProductFacts["measure"]>["unit"] }
          : null,
      );
    }
  }
  return measures;
}

/**
 * A product whose last offer moved to another product (its title changed) is an empty shell:
 * delete it so its keys are free again. Price history lives on offers, so nothing is lost.
 */
export async function deleteEmptyProducts(db: Db, productIds: readonly number[]): Promise<void> {
  for (const part of chunks([...new Set(productIds)])) {
    await db.execute(sql`
      delete from products p where p.id = any(${`{${part.join(",")}}`}::int[])
        and not exists (select 1 from offers o where o.product_id = p.id)`);
  }
}

/** Stores brand links an import learned (see BrandLinks); they apply to every later import. */
export async function storeBrandLinks(db: Db, pairs: readonly (readonly [string, string])[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.execute(sql`
    insert into brand_links (brand_a, brand_b)
    select a, b from jsonb_to_recordset(${JSON.stringify(pairs.map(([a, b]) => ({ a, b })))}::jsonb) as r(a text, b text)
    on conflict do nothing`);
}
