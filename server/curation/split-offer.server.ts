import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { IMPORT_LOCK } from "../ingest/import-lock.ts";
import { extractProductFacts } from "../ingest/normalise/index.ts";
import { identityInputFromOffer, type StoredOfferIdentity } from "../ingest/offer-match-inputs.ts";
import { loadMerchantHabits } from "../ingest/load-merchant-habits.server.ts";
import { refreshProductTexts } from "../ingest/refresh-product-texts.server.ts";
import { insertNewProducts } from "../ingest/store-products.server.ts";
import { rebuildSearchVocabulary, refreshSearchDocuments } from "../search/refresh-search-documents.server.ts";
import { placeOffers } from "./place-offers.server.ts";

/** An offer named as `<merchant-slug>:<item id>` or by its numeric id. */
export type OfferRef = { offerId: number } | { merchantSlug: string; itemId: string };

export type SplitOutcome = { ok: true; fromProductId: number; productId: number } | { ok: false; reason: string };

interface FoundOffer extends StoredOfferIdentity {
  id: number;
  product_id: number;
  merchant_id: number;
  merchant_item_id: string;
  merchant_name: string;
  image_url: string | null;
}

/**
 * `curate split <offer>`: the operator says an offer is not the product it sits on. It moves to a product
 * of its own, pinned there; the keys stay with the product it left, so other merchants' offers still go there.
 */
export async function splitOffer(db: Db, ref: OfferRef): Promise<SplitOutcome> {
  return db.transaction(async (t) => {
    await t.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const where =
      "offerId" in ref
        ? sql`o.id = ${ref.offerId}`
        : sql`m.slug = ${ref.merchantSlug} and o.merchant_item_id = ${ref.itemId}`;
    const found = await queryRows<FoundOffer>(
      t,
      sql`
      select o.id, o.product_id, o.merchant_id, o.merchant_item_id, m.name as merchant_name, o.title, o.description,
        o.brand, o.gtin, o.mpn, o.product_type, o.match_inputs, o.image_url
      from offers o join merchants m on m.id = o.merchant_id where ${where}`,
    );
    const offer = found[0];
    if (!offer) return { ok: false, reason: "no such offer" };
    const fromProductId = Number(offer.product_id);
    const others = await queryRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from offers where product_id = ${fromProductId} and id <> ${offer.id}`,
    );
    if (Number(others[0]?.n ?? 0) === 0)
      return { ok: false, reason: `the offer is already alone on product #${fromProductId}` };

    const habits = (await loadMerchantHabits(t, [Number(offer.merchant_id)])).get(Number(offer.merchant_id));
    const facts = extractProductFacts(identityInputFromOffer(offer, offer.merchant_name, habits));
    const ids = await insertNewProducts(
      t,
      [
        {
          temporaryId: -1,
          name: offer.title,
          description: offer.description,
          brand: offer.brand,
          imageUrl: offer.image_url,
          facts,
        },
      ],
      new Map(),
    );
    const productId = ids.get(-1)!;
    await placeOffers(t, [Number(offer.id)], productId, "pinned by an operator (curate split)");
    await t.execute(sql`
      insert into match_pins (merchant_id, merchant_item_id, product_id, kind)
      values (${offer.merchant_id}, ${offer.merchant_item_id}, ${productId}, 'split')
      on conflict (merchant_id, merchant_item_id) do update set product_id = excluded.product_id, kind = 'split', created_at = now()`);
    await refreshProductTexts(t, [fromProductId, productId]);
    await refreshSearchDocuments(t, [fromProductId, productId]);
    await rebuildSearchVocabulary(t);
    return { ok: true, fromProductId, productId };
  });
}
