import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { isVisibleProduct } from "./visibility.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
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

interface OfferListRow extends Omit<OfferListItem, "unitLabel"> {
  measureUnit: string | null;
}

/** Offers of visible products in id order, so paging with limit/offset is stable across calls. */
export async function listOffers(
  db: Db,
  options: { limit: number; offset: number; merchantSlug?: string },
): Promise<OfferListItem[]> {
  const merchantFilter = options.merchantSlug ? sql`and m.slug = ${options.merchantSlug}` : sql``;
  const p = offerPricing("o");
  const rows = await queryRows<OfferListRow>(
    db,
    sql`
    select o.id, o.product_id as "productId", m.slug as "merchantSlug", o.merchant_item_id as "merchantItemId",
      o.price::float8 as price, (case when ${p.saleRunning} then o.sale_price end)::float8 as "salePrice",
      ${p.total}::float8 as "totalPrice", o.delivery_cost::float8 as "deliveryCost", o.available, o.availability,
      round(${p.unitPrice}, 4)::float8 as "unitPrice", products.measure_unit as "measureUnit"
    from offers o
    join merchants m on m.id = o.merchant_id
    join products on products.id = o.product_id
    where ${isVisibleProduct()} ${merchantFilter}
    order by o.id
    limit ${options.limit} offset ${options.offset}`,
  );
  return rows.map(({ measureUnit, ...r }) => {
    const unitLabel = unitBasisLabel(measureUnit);
    return {
      id: Number(r.id),
      productId: Number(r.productId),
      merchantSlug: r.merchantSlug,
      merchantItemId: r.merchantItemId,
      price: Number(r.price),
      salePrice: toNumber(r.salePrice),
      totalPrice: toNumber(r.totalPrice),
      deliveryCost: toNumber(r.deliveryCost),
      available: r.available,
      availability: r.availability,
      unitPrice: unitLabel ? toNumber(r.unitPrice) : null,
      unitLabel,
    };
  });
}

function toNumber(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}
