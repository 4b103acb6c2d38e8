import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { extractProductFacts, quantityInBasis, type ProductFacts } from "../ingest/normalise/index.ts";
import { identityInputFromOffer, type StoredOfferIdentity } from "../ingest/offer-match-inputs.ts";
import { loadProductMeasures } from "../ingest/store-products.server.ts";
import { unitLabel } from "../../shared/units.ts";

interface OfferToPlace extends StoredOfferIdentity {
  id: number;
  merchant_name: string;
}

/**
 * Moves offers onto a product by an operator's decision, priced per unit in that product's unit basis
 * (an offer's own quantities are read again from what its feed said).
 */
export async function placeOffers(
  db: Db,
  offerIds: readonly number[],
  productId: number,
  reason: string,
): Promise<void> {
  if (offerIds.length === 0) return;
  const offers = await queryRows<OfferToPlace>(
    db,
    sql`
    select o.id, m.name as merchant_name, o.title, o.description, o.brand, o.gtin, o.mpn, o.product_type, o.match_inputs
    from offers o join merchants m on m.id = o.merchant_id where o.id = any(${`{${offerIds.join(",")}}`}::int[])`,
  );
  const basis: ProductFacts["measure"] = (await loadProductMeasures(db, [productId])).get(productId) ?? null;
  const rows = offers.map((o) => {
    const quantity = quantityInBasis(extractProductFacts(identityInputFromOffer(o, o.merchant_name)).measures, basis);
    return { id: Number(o.id), unit_quantity: quantity, unit_label: basis ? unitLabel(basis.unit) : null };
  });
  await db.execute(sql`
    update offers o set product_id = ${productId}, match_reason = ${reason}, unit_quantity = r.unit_quantity,
      unit_label = r.unit_label, unit_price = round(coalesce(o.sale_price, o.price) / nullif(r.unit_quantity, 0), 4)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id int, unit_quantity numeric, unit_label text)
    where o.id = r.id`);
}
