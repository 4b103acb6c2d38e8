import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export interface OfferMatchExplanation {
  offer: { id: number; merchantSlug: string; merchantItemId: string; title: string; matchReason: string };
  product: { id: number; name: string; category: string; facts: Record<string, string>; keys: string[] };
  siblings: { merchantSlug: string; merchantItemId: string; title: string; matchReason: string }[];
}

/** Why an offer sits on its product: the key it matched by, the product's keys, and the other offers there. */
export async function explainOfferMatch(
  db: Db,
  merchantSlug: string,
  itemId: string,
): Promise<OfferMatchExplanation | null> {
  const found = await queryRows(
    db,
    sql`
    select o.id, m.slug as "merchantSlug", o.merchant_item_id as "merchantItemId", o.title, o.match_reason as "matchReason",
      p.id as "productId", p.name, p.category, p.facts
    from offers o join merchants m on m.id = o.merchant_id join products p on p.id = o.product_id
    where m.slug = ${merchantSlug} and o.merchant_item_id = ${itemId}`,
  );
  const row = found[0] as
    | {
        id: number;
        merchantSlug: string;
        merchantItemId: string;
        title: string;
        matchReason: string;
        productId: number;
        name: string;
        category: string;
        facts: Record<string, string>;
      }
    | undefined;
  if (!row) return null;
  const keys = await queryRows(db, sql`select key from product_keys where product_id = ${row.productId} order by key`);
  const siblings = await queryRows(
    db,
    sql`
    select m.slug as "merchantSlug", o.merchant_item_id as "merchantItemId", o.title, o.match_reason as "matchReason"
    from offers o join merchants m on m.id = o.merchant_id
    where o.product_id = ${row.productId} and o.id <> ${row.id} order by m.slug`,
  );
  return {
    offer: {
      id: row.id,
      merchantSlug: row.merchantSlug,
      merchantItemId: row.merchantItemId,
      title: row.title,
      matchReason: row.matchReason,
    },
    product: {
      id: row.productId,
      name: row.name,
      category: row.category,
      facts: row.facts,
      keys: (keys as { key: string }[]).map((k) => k.key),
    },
    siblings: siblings as OfferMatchExplanation["siblings"],
  };
}
