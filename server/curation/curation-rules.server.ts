import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

/** Operator curation (decisions.md): hidden products, name exclusions and image overrides apply on every read. */
export async function hideProduct(db: Db, productId: number, reason: string | null): Promise<boolean> {
  const result = await queryRows(db, sql`
    insert into hidden_products (product_id, reason)
    select id, ${reason} from products where id = ${productId}
    on conflict (product_id) do update set reason = excluded.reason
    returning product_id`);
  return result.length > 0;
}

export async function unhideProduct(db: Db, productId: number): Promise<boolean> {
  const result = await queryRows(db, sql`delete from hidden_products where product_id = ${productId} returning product_id`);
  return result.length > 0;
}

export async function addNameExclusion(db: Db, phrase: string): Promise<void> {
  await db.execute(sql`insert into name_exclusions (phrase) values (${phrase.trim()}) on conflict (phrase) do nothing`);
}

export async function removeNameExclusion(db: Db, phrase: string): Promise<boolean> {
  const result = await queryRows(db, sql`delete from name_exclusions where lower(phrase) = lower(${phrase.trim()}) returning id`);
  return result.length > 0;
}

export async function addImageOverride(
  db: Db,
  rule: { productId?: number; nameMatch?: string; imageUrl: string },
): Promise<void> {
  if (rule.productId !== undefined) {
    await db.execute(sql`
      insert into image_overrides (product_id, image_url) values (${rule.productId}, ${rule.imageUrl})
      on conflict (product_id) do update set image_url = excluded.image_url`);
  } else if (rule.nameMatch) {
    await db.execute(sql`delete from image_overrides where lower(name_match) = lower(${rule.nameMatch})`);
    await db.execute(sql`insert into image_overrides (name_match, image_url) values (${rule.nameMatch}, ${rule.imageUrl})`);
  }
}

export interface CurationRules {
  hidden: { productId: number; name: string; reason: string | null }[];
  nameExclusions: string[];
  imageOverrides: { productId: number | null; nameMatch: string | null; imageUrl: string }[];
}

export async function listCurationRules(db: Db): Promise<CurationRules> {
  const hidden = await queryRows(db, sql`
    select h.product_id::int as "productId", p.name, h.reason from hidden_products h join products p on p.id = h.product_id
    order by h.product_id`);
  const exclusions = await queryRows(db, sql`select phrase from name_exclusions order by phrase`);
  const overrides = await queryRows(db, sql`
    select product_id::int as "productId", name_match as "nameMatch", image_url as "imageUrl" from image_overrides order by id`);
  return {
    hidden: hidden as CurationRules["hidden"],
    nameExclusions: (exclusions as { phrase: string }[]).map((r) => r.phrase),
    imageOverrides: overrides as CurationRules["imageOverrides"],
  };
}
