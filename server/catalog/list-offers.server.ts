import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { isVisibleProduct, shownOffer } from "./visibility.server.ts";
import { countColumn, numericColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { offerPricing } from "./offer-pricing.server.ts";
import { unitBasisLabel } from "../../shared/units.ts";

export interface OfferListItem {
  id: number;
  productId: number;
  merchantSlug: string;
  merchantItemId: string;
  /** The regular price; salePrice is set only while the sale runs. */
  price: number;
  salePrice: number | null;
  /** Running price plus stated delivery; null when the feed states no delivery. */
  totalPrice: number | null;
  deliveryCost: number | null;
  available: boolean;
  availability: string;
  unitPrice: number | null;
  unitLabel: string | null;
}

/** An offer as read, checked: OfferListItem before the product's unit label replaces its measure unit. */
const offerListRow = z.object({
  id: countColumn,
  productId: countColumn,
  merchantSlug: z.string(),
  merchantItemId: z.string(),
  price: numericColumn,
  salePrice: numericColumn.nullable(),
  totalPrice: numericColumn.nullable(),
  deliveryCost: numericColumn.nullable(),
  available: z.boolean(),
  availability: z.string(),
  unitPrice: numericColumn.nullable(),
  measureUnit: z.string().nullable(),
});

/** Offers of visible products in id order, so paging with limit/offset is stable across calls. */
export async function listOffers(
  db: Db,
  options: { limit: number; offset: number; merchantSlug?: string },
): Promise<OfferListItem[]> {
  const merchantFilter = options.merchantSlug ? sql`and m.slug = ${options.merchantSlug}` : sql``;
  const p = offerPricing("o");
  const rows = await queryCheckedRows(
    db,
    sql`
    select o.id, o.product_id as "productId", m.slug as "merchantSlug", o.merchant_item_id as "merchantItemId",
      o.price::float8 as price, (case when ${p.saleRunning} then o.sale_price end)::float8 as "salePrice",
      ${p.total}::float8 as "totalPrice", o.delivery_cost::float8 as "deliveryCost", o.available, o.availability,
      round(${p.unitPrice}, 4)::float8 as "unitPrice", products.measure_unit as "measureUnit"
    from offers o
    join merchants m on m.id = o.merchant_id
    join products on products.id = o.product_id
    where ${isVisibleProduct()} and ${shownOffer("o")} ${merchantFilter}
    order by o.id
    limit ${options.limit} offset ${options.offset}`,
    offerListRow,
  );
  return rows.map(({ measureUnit, ...r }): OfferListItem => {
    const unitLabel = unitBasisLabel(measureUnit);
    return { ...r, unitPrice: unitLabel ? r.unitPrice : null, unitLabel };
  });
}
