import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { statementQueue } from "../db/statement-queue.server.ts";
import { chooseProductDescription, chooseProductName, type OfferText } from "./choose-product-texts.ts";

/**
 * Products per round trip: bounds the rows loaded at once (every current offer of each, with descriptions). At
 * 2,000 a chunk's rows (~12,000 offers, 5 MB of text) outlived V8's young generation while PGlite parsed them and
 * were left as old-space garbage; 500 let most of them die young (decision 064).
 */
const CHUNK = 500;

interface ProductOfferRow {
  product_id: number;
  name: string;
  description: string;
  /** Null on the one row of a product without current offers (left join). */
  title: string | null;
  brand: string | null;
  offer_description: string | null;
}

interface ProductTexts {
  name: string;
  description: string;
  offers: (OfferText & { description: string })[];
}

/**
 * Re-derives the name and description of `productIds` from all their current offers (see
 * choose-product-texts.ts), so no single merchant's capitals or boilerplate speak for the product.
 * Writes only products whose texts change and returns their ids: those need their search documents
 * rebuilt. A product without current offers keeps the texts it has. Runs inside the caller's transaction.
 */
export async function refreshProductTexts(db: Db, productIds: Iterable<number>): Promise<Set<number>> {
  const ids = [...new Set(productIds)].filter((id) => Number.isInteger(id) && id > 0).sort((a, b) => a - b);
  const changed = new Set<number>();
  // The next chunk's texts are asked for before this chunk's are chosen, so PostgreSQL reads while Node chooses.
  // Chunks are disjoint products: reading one ahead of another's update reads the same rows.
  const queue = statementQueue();
  const load = (start: number) => queue(() => loadTexts(db, ids.slice(start, start + CHUNK)));
  let next = ids.length > 0 ? load(0) : null;
  for (let i = 0; next; i += CHUNK) {
    const products = await next;
    next = i + CHUNK < ids.length ? load(i + CHUNK) : null;
    const updates: { id: number; name: string; description: string }[] = [];
    for (const [id, product] of products) {
      if (product.offers.length === 0) continue;
      const name = chooseProductName(product.offers, product.name);
      const description = chooseProductDescription(
        product.offers.map((o) => o.description),
        [name, ...product.offers.map((o) => o.title)],
      );
      if (name === product.name && description === product.description) continue;
      updates.push({ id, name, description });
      changed.add(id);
    }
    if (updates.length === 0) continue;
    await queue(() =>
      db.execute(sql`
      update products p set name = r.name, description = r.description, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as r(id int, name text, description text)
      where p.id = r.id`),
    );
  }
  return changed;
}

/** Each product's current texts and its current offers, oldest offer first so "first" choices stay stable. */
async function loadTexts(db: Db, ids: readonly number[]): Promise<Map<number, ProductTexts>> {
  const rows = await queryRows<ProductOfferRow>(
    db,
    sql`
    select p.id as product_id, p.name, p.description, o.title, o.brand, o.description as offer_description
    from products p
    left join offers o on o.product_id = p.id and o.availability <> 'not_in_feed'
    where p.id = any(${`{${ids.join(",")}}`}::int[])
    order by p.id, o.id`,
  );
  const products = new Map<number, ProductTexts>();
  for (const row of rows) {
    const id = Number(row.product_id);
    let product = products.get(id);
    if (!product) {
      product = { name: row.name, description: row.description, offers: [] };
      products.set(id, product);
    }
    if (row.title !== null) {
      product.offers.push({ title: row.title, brand: row.brand, description: row.offer_description ?? "" });
    }
  }
  return products;
}
