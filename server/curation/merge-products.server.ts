import { sql } from "drizzle-orm";
import { redirectRetiredProducts } from "../catalog/redirect-retired-products.server.ts";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { IMPORT_LOCK } from "../ingest/import-lock.ts";
import { refreshProductTexts } from "../ingest/refresh-product-texts.server.ts";
import { rebuildSearchVocabulary, refreshSearchDocuments } from "../search/refresh-search-documents.server.ts";
import { placeOffers } from "./place-offers.server.ts";

export type MergeOutcome = { ok: true; moved: number; pinned: number } | { ok: false; reason: string };

/**
 * `curate merge <keep> <other>`: the operator says two products are one. Every offer of `other` moves to
 * `keep`, `other`'s keys go with them (so later offers find `keep`), and every offer of both is pinned to
 * `keep`, so no import or rematch separates them again. `other` is deleted.
 */
export async function mergeProducts(
  db: Db,
  keepId: number,
  otherId: number,
  options: { allowSameMerchant?: boolean } = {},
): Promise<MergeOutcome> {
  if (keepId === otherId) return { ok: false, reason: "a product cannot be merged with itself" };
  return db.transaction(async (t) => {
    await t.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const found = await queryRows<{ id: number }>(t, sql`select id from products where id in (${keepId}, ${otherId})`);
    for (const id of [keepId, otherId])
      if (!found.some((p) => Number(p.id) === id)) return { ok: false, reason: `no product #${id}` };
    const offers = await queryRows<{
      id: number;
      product_id: number;
      merchant_id: number;
      merchant_item_id: string;
      slug: string;
    }>(
      t,
      sql`select o.id, o.product_id, o.merchant_id, o.merchant_item_id, m.slug from offers o join merchants m on m.id = o.merchant_id
          where o.product_id in (${keepId}, ${otherId})`,
    );
    const onKeep = new Set(offers.filter((o) => Number(o.product_id) === keepId).map((o) => o.slug));
    const both = [
      ...new Set(offers.filter((o) => Number(o.product_id) === otherId && onKeep.has(o.slug)).map((o) => o.slug)),
    ];
    if (both.length > 0 && !options.allowSameMerchant)
      return {
        ok: false,
        reason: `${both.join(", ")} sell(s) items on both products; merging puts two items of one merchant on one product (pass --allow-same-merchant if that is right)`,
      };
    const moving = offers.filter((o) => Number(o.product_id) === otherId).map((o) => Number(o.id));
    await placeOffers(t, moving, keepId, "pinned by an operator (curate merge)");
    await t.execute(sql`update product_keys set product_id = ${keepId} where product_id = ${otherId}`);
    await t.execute(sql`update match_pins set product_id = ${keepId} where product_id = ${otherId}`);
    const pins = offers.map((o) => ({ merchant_id: Number(o.merchant_id), merchant_item_id: o.merchant_item_id }));
    await t.execute(sql`
      insert into match_pins (merchant_id, merchant_item_id, product_id, kind)
      select merchant_id, merchant_item_id, ${keepId}, 'merge'
      from jsonb_to_recordset(${JSON.stringify(pins)}::jsonb) as r(merchant_id int, merchant_item_id text)
      on conflict (merchant_id, merchant_item_id) do update set product_id = excluded.product_id, kind = 'merge', created_at = now()`);
    await redirectRetiredProducts(t, [[otherId, keepId]]);
    await t.execute(sql`delete from products where id = ${otherId}`);
    await refreshProductTexts(t, [keepId]);
    await refreshSearchDocuments(t, [keepId]);
    await rebuildSearchVocabulary(t);
    return { ok: true, moved: moving.length, pinned: pins.length };
  });
}
