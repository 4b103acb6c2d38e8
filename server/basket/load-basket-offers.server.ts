import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, numericColumn, queryCheckedRows, timestampColumn } from "../db/query-rows.server.ts";
import { offerPricing } from "../catalog/offer-pricing.server.ts";
import { safeImageUrl } from "../catalog/safe-url.server.ts";
import { priceAgeHours } from "../catalog/stale-offers.server.ts";
import { isPossibleId, isVisibleProduct, resolvedImageUrl, shownOffer } from "../catalog/visibility.server.ts";
import type { BasketItem, PriceAgeLabel } from "../../shared/basket.ts";
import { toPence } from "../../shared/money.ts";
import { sellingUnitLabel } from "../../shared/selling-unit.ts";
import type { CandidateOffer } from "./basket-model.ts";

const productRow = z.object({
  id: countColumn,
  name: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  facts: z.record(z.string(), z.unknown()),
});

const offerRow = z.object({
  offerId: countColumn,
  productId: countColumn,
  merchantSlug: z.string(),
  merchantName: z.string(),
  running: numericColumn,
  delivery: numericColumn.nullable(),
  lastChecked: timestampColumn,
});

export interface BasketProduct {
  productId: number;
  name: string;
  imageUrl: string | null;
  unitLabel: string;
}

export type LoadedBasket =
  | {
      ok: true;
      products: Map<number, BasketProduct>;
      offers: CandidateOffer[];
      /** Offer id → its price's age, for candidates past STALE_OFFER_LABEL_HOURS only (decision 052). */
      ages: Map<number, PriceAgeLabel>;
    }
  | { ok: false; unknownProductIds: number[] };

/**
 * The products of a basket and their candidate offers. A candidate is an offer whose availability is
 * 'in_stock' — narrower than decision 009's `available` (which also lets pre-order and back-order set a
 * product's 'from' price): a basket is bought now, so only what can ship now prices it (decision 021).
 * Every in-stock offer is a candidate, including two of one product at one merchant: the solvers pick.
 * Ids that name no visible product (missing, merged away, hidden, excluded) are returned as unknown.
 */
export async function loadBasketOffers(db: Db, items: readonly BasketItem[]): Promise<LoadedBasket> {
  const possible = items.map((item) => item.productId).filter(isPossibleId);
  const rows =
    possible.length === 0
      ? []
      : await queryCheckedRows(
          db,
          sql`select "products"."id" as id, "products"."name" as name, ${resolvedImageUrl()} as "imageUrl",
            "products"."category" as category, "products"."facts" as facts
          from products
          where "products"."id" in (${sql.join(
            possible.map((id) => sql`${id}`),
            sql`, `,
          )}) and ${isVisibleProduct()}`,
          productRow,
        );
  const products = new Map<number, BasketProduct>();
  for (const row of rows) {
    const facts = Object.fromEntries(
      Object.entries(row.facts).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    products.set(row.id, {
      productId: row.id,
      name: row.name,
      imageUrl: safeImageUrl(row.imageUrl),
      unitLabel: sellingUnitLabel(row.category, facts),
    });
  }
  const unknownProductIds = items.map((item) => item.productId).filter((id) => !products.has(id));
  if (unknownProductIds.length > 0) return { ok: false, unknownProductIds };
  if (products.size === 0) return { ok: true, products, offers: [], ages: new Map() };

  const pricing = offerPricing("o");
  const offers = await queryCheckedRows(
    db,
    sql`select o.id as "offerId", o.product_id as "productId", m.slug as "merchantSlug", m.name as "merchantName",
      ${pricing.running}::float8 as running, o.delivery_cost::float8 as delivery, o.last_checked as "lastChecked"
    from offers o join merchants m on m.id = o.merchant_id
    where o.availability = 'in_stock' and ${shownOffer("o")} and o.product_id in (${sql.join(
      [...products.keys()].map((id) => sql`${id}`),
      sql`, `,
    )})
    order by o.product_id, o.id`,
    offerRow,
  );
  const now = new Date();
  const ages = new Map<number, PriceAgeLabel>();
  for (const row of offers) {
    const hours = priceAgeHours(row.lastChecked, now);
    if (hours !== null) ages.set(row.offerId, { hours, lastChecked: row.lastChecked.toISOString() });
  }
  return {
    ok: true,
    products,
    ages,
    offers: offers.map((row) => ({
      offerId: row.offerId,
      productId: row.productId,
      merchantSlug: row.merchantSlug,
      merchantName: row.merchantName,
      unitPence: toPence(row.running),
      deliveryPence: row.delivery === null ? null : toPence(row.delivery),
    })),
  };
}
