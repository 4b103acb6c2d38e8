import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.server.ts";
import type { BenchMerchant, GeneratedOffer } from "./generate-offers.ts";
import type { GeneratedProduct } from "./generate-products.ts";

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
    merchants: readonly BenchMerchant[];
    products: readonly GeneratedProduct[];
    offers: readonly GeneratedOffer[];
  },
  progress: (line: string) => void = () => {},
): Promise<void> {
  const { merchants, products, offers } = catalogue;
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
          ${column(rows, (p) => p.description)}::text[], ${column(rows, (p) => p.brand)}::text[],
          ${column(rows, (p) => p.category)}::text[], ${column(rows, (p) => p.imageUrl)}::text[])`);
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
          ${column(rows, (o) => o.productId)}::int[], ${column(rows, (o) => o.merchantItemId)}::text[],
          ${column(rows, (o) => o.title)}::text[], ${column(rows, (o) => o.description)}::text[],
          ${column(rows, (o) => o.url)}::text[], ${column(rows, (o) => o.imageUrl)}::text[],
          ${column(rows, (o) => o.price)}::numeric[], ${column(rows, (o) => o.salePrice)}::numeric[],
          ${column(rows, (o) => o.availability)}::text[], ${column(rows, (o) => o.available)}::boolean[],
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
