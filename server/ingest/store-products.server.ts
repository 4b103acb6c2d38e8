/** Writes what an import founded or learned: new products and their keys, brand links; drops emptied products. */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { PRODUCT_KEY_FORMAT, type ProductFacts } from "./normalise/index.ts";
import { chunks } from "./statement-chunks.ts";

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
