import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.server.ts";
import { hashString, rngFrom } from "../../scripts/feed-kit/seeded-random.ts";
import type { CatalogueProduct } from "../catalogue/build-catalogue.ts";
import type { MerchantStyle } from "../catalogue/merchant-styles.ts";
import { makeOffer, stockists, type Offer } from "../catalogue/offers.ts";

const PRODUCT_BATCH = 10_000;
const OFFER_BATCH = 20_000;

/** A PostgreSQL array literal: one text parameter per column, so a batch is one statement on both engines. */
function pgArray(values: readonly (string | number | boolean | null)[]): string {
  const items = values.map((v) => {
    if (v === null) return "NULL";
    if (typeof v !== "string") return String(v);
    return `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(",")}}`;
}

export interface StockedOffer extends Offer {
  /** 1-based and contiguous, in product order. */
  id: number;
  merchantId: number;
  /** About 2 % of offers have left their merchant's feed: kept, but no longer current. */
  state: Offer["availability"] | "not_in_feed";
  contentHash: string;
}

/** Every product's offers, from 1 to 6 merchants each, written the way each merchant writes its feed. */
export function stockCatalogue(
  seed: string,
  merchants: readonly MerchantStyle[],
  products: readonly CatalogueProduct[],
): StockedOffer[] {
  const rng = rngFrom(`${seed}:stockists`);
  const items = new Map<number, number>();
  const offers: StockedOffer[] = [];
  for (const p of products) {
    for (const m of stockists(merchants, p, rng)) {
      const index = items.get(m.id) ?? 0;
      items.set(m.id, index + 1);
      const offer = makeOffer(m, p, index, seed);
      const state: StockedOffer["state"] = rng() < 0.02 ? "not_in_feed" : offer.availability;
      const contentHash = hashString(`${offer.itemId}|${offer.price}|${offer.salePrice}|${state}`).toString(16);
      offers.push(Object.assign(offer, { id: offers.length + 1, merchantId: m.id, state, contentHash }));
    }
  }
  return offers;
}

function column<T>(rows: readonly T[], pick: (row: T) => string | number | boolean | null): string {
  return pgArray(rows.map(pick));
}

/**
 * Writes merchants, products and offers straight into empty tables with explicit ids, in one
 * transaction, bypassing the importer (which matches every row and would take far longer at this size).
 */
export async function insertCatalogue(
  db: Db,
  catalogue: {
    merchants: readonly MerchantStyle[];
    products: readonly CatalogueProduct[];
    offers: readonly StockedOffer[];
  },
  progress: (line: string) => void = () => {},
): Promise<void> {
  const { merchants, products, offers } = catalogue;
  // A product's picture is its first offer's, as the importer would have it.
  const image = new Map<number, string | null>();
  for (const o of offers) if (!image.has(o.productId)) image.set(o.productId, o.imageLink);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into merchants (id, slug, name, website_url, verified)
      select * from unnest(${column(merchants, (m) => m.id)}::int[], ${column(merchants, (m) => m.slug)}::text[],
        ${column(merchants, (m) => m.name)}::text[], ${column(merchants, (m) => `https://www.${m.slug}.example`)}::text[],
        ${column(merchants, (m) => m.id % 3 !== 0)}::boolean[])`);
    for (let i = 0; i < products.length; i += PRODUCT_BATCH) {
      const rows = products.slice(i, i + PRODUCT_BATCH);
      await tx.execute(sql`
        insert into products (id, name, description, brand, category, image_url)
        select * from unnest(${column(rows, (p) => p.id)}::int[], ${column(rows, (p) => p.name)}::text[],
          ${column(rows, (p) => p.description)}::text[], ${column(rows, (p) => p.brand?.forms[0] ?? null)}::text[],
          ${column(rows, (p) => p.category)}::text[], ${column(rows, (p) => image.get(p.id) ?? null)}::text[])`);
      progress(`products ${Math.min(i + PRODUCT_BATCH, products.length).toLocaleString("en-GB")}`);
    }
    for (let i = 0; i < offers.length; i += OFFER_BATCH) {
      const rows = offers.slice(i, i + OFFER_BATCH);
      await tx.execute(sql`
        insert into offers (id, merchant_id, product_id, merchant_item_id, title, description, url, image_url, price,
          sale_price, availability, available, brand, match_reason, content_hash, identity_hash)
        select id, merchant_id, product_id, merchant_item_id, title, description, url, image_url, price, sale_price,
          availability, available, brand, 'bench', content_hash, content_hash
        from unnest(${column(rows, (o) => o.id)}::int[], ${column(rows, (o) => o.merchantId)}::int[],
          ${column(rows, (o) => o.productId)}::int[], ${column(rows, (o) => o.itemId)}::text[],
          ${column(rows, (o) => o.title)}::text[],
          ${column(rows, (o) => products[o.productId - 1]!.description)}::text[],
          ${column(rows, (o) => o.link)}::text[], ${column(rows, (o) => o.imageLink)}::text[],
          ${column(rows, (o) => o.price)}::numeric[], ${column(rows, (o) => o.salePrice)}::numeric[],
          ${column(rows, (o) => o.state)}::text[],
          ${column(rows, (o) => o.state !== "out_of_stock" && o.state !== "not_in_feed")}::boolean[],
          ${column(rows, (o) => o.brand)}::text[], ${column(rows, (o) => o.contentHash)}::text[])
          as r(id, merchant_id, product_id, merchant_item_id, title, description, url, image_url, price, sale_price,
            availability, available, brand, content_hash)`);
      progress(`offers ${Math.min(i + OFFER_BATCH, offers.length).toLocaleString("en-GB")}`);
    }
    // Explicit ids leave the sequences at 1: the next import would collide without this.
    for (const table of ["merchants", "products", "offers"])
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
  });
  await db.execute(sql`analyze merchants, products, offers`);
}

export interface CatalogueCounts {
  merchants: number;
  products: number;
  offers: number;
  currentOffers: number;
  onSale: number;
}

export async function countCatalogue(db: Db): Promise<CatalogueCounts> {
  const result = (await db.execute(sql`
    select (select count(*) from merchants)::int as merchants, (select count(*) from products)::int as products,
      (select count(*) from offers)::int as offers,
      (select count(*) from offers where availability <> 'not_in_feed')::int as "currentOffers",
      (select count(*) from offers where sale_price < price)::int as "onSale"`)) as unknown as {
    rows: CatalogueCounts[];
  };
  return result.rows[0]!;
}
