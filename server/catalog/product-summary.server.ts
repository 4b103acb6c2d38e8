import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { categoryLabel } from "../../shared/categories.ts";
import { CARD_MERCHANTS, type ProductSummary } from "../../shared/product-summary.ts";
import { productTag } from "../../shared/product-tag.ts";
import { offerPricing, unitLabelSql } from "./offer-pricing.server.ts";
import { safeImageUrl } from "./safe-url.server.ts";
import { trimDescription } from "./trim-description.ts";
import { countColumn, numericColumn, timestampColumn } from "../db/query-rows.server.ts";
import { priceAgeHours } from "./stale-offers.server.ts";
import { comparedOffer, resolvedImageUrl, shownOffer } from "./visibility.server.ts";

/**
 * The one row shape behind ProductSummary. The listing, search, /compare and merchant queries each select
 * these aliases (see summaryDescriptionSql and summaryOffersSql for the shared columns), and every row is
 * checked against the schema, so a renamed column or a changed type fails loudly here instead of reaching a
 * card as undefined. Both drivers are accepted: node-postgres returns numeric and bigint as strings.
 */

const DESCRIPTION_LENGTH = 220;

export const summaryOfferRow = z.object({
  merchantSlug: z.string(),
  merchantName: z.string(),
  price: numericColumn,
  totalPrice: numericColumn.nullable(),
  available: z.boolean(),
  availability: z.string(),
  lastChecked: timestampColumn,
});

export const productSummaryRow = z.object({
  id: countColumn,
  name: z.string(),
  description: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  lowestPrice: numericColumn.nullable(),
  highestPrice: numericColumn.nullable(),
  lowestTotal: numericColumn.nullable(),
  lowestUnitPrice: numericColumn.nullable(),
  unitLabel: z.string().nullable(),
  /** lowestPriceCheckedSql / lowestPriceCheckedByProductSql. */
  lowestPriceChecked: timestampColumn.nullable(),
  merchantCount: countColumn,
  inStockMerchantCount: countColumn,
  outOfStockMerchantCount: countColumn,
  /** json_agg over no rows is null. */
  offers: z.array(summaryOfferRow).nullable(),
});

export type ProductSummaryRow = z.output<typeof productSummaryRow>;

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  // Ages are worked out here, per request: kept reads (listing orders, decision 045) keep ids, not summaries; a
  // cached page or search answer shows an age up to its cache time old, as decision 047 accepts for the product page.
  const now = new Date();
  // Spelt out rather than spread ({ ...o, … }): the same keys in the same order at a third of the CPU, for every
  // card of a search page, listing or /compare (issue 15).
  const offers = (row.offers ?? []).map((o) => ({
    merchantSlug: o.merchantSlug,
    merchantName: o.merchantName,
    price: o.price,
    totalPrice: o.totalPrice,
    available: o.available,
    availability: o.availability,
    lastChecked: o.lastChecked.toISOString(),
    priceAgeHours: priceAgeHours(o.lastChecked, now),
  }));
  // No lowest price, no age: a checked time left over from an offer that sets no price is not shown.
  const lowestChecked = row.lowestPrice === null ? null : row.lowestPriceChecked;
  const summary: Omit<ProductSummary, "tag"> & { tag?: ProductSummary["tag"] } = {
    id: row.id,
    name: row.name,
    description: trimDescription(row.description, DESCRIPTION_LENGTH),
    category: row.category,
    categoryLabel: categoryLabel(row.category),
    imageUrl: safeImageUrl(row.imageUrl),
    lowestPrice: row.lowestPrice,
    highestPrice: row.highestPrice,
    lowestTotal: row.lowestTotal,
    // A unit price means nothing without the unit it is in.
    lowestUnitPrice: row.unitLabel === null ? null : row.lowestUnitPrice,
    unitLabel: row.unitLabel,
    lowestPriceChecked: lowestChecked?.toISOString() ?? null,
    lowestPriceAgeHours: lowestChecked ? priceAgeHours(lowestChecked, now) : null,
    merchantCount: row.merchantCount,
    inStockMerchantCount: row.inStockMerchantCount,
    outOfStockMerchantCount: row.outOfStockMerchantCount,
    // Orderable offers come first, cheapest delivered first (summaryOffersSql).
    cheapestMerchant: offers[0]?.available ? offers[0].merchantName : null,
    offers,
  };
  // The tag goes last, as a spread would put it, without copying the summary.
  summary.tag = productTag(summary);
  return summary as ProductSummary;
}

/**
 * Every productSummaryRow column of a "products" row joined to its price summary under `summary` (an alias whose
 * columns are priceSummaryColumns'), as a card shows it: a missing summary (a left join) reads as no price and no
 * merchant, and the card's offers and the lowest price's checked time are read over `scope` (alias `o`).
 */
export function cardColumnsSql(summary: string, scope: SQL): SQL {
  const s = sql.raw(`"${summary.replace(/"/g, "")}"`);
  const id = sql`"products"."id"`;
  return sql`${id} as id, "products"."name" as name,
      ${summaryDescriptionSql(sql`"products"."description"`)} as description,
      "products"."category" as category, ${resolvedImageUrl()} as "imageUrl",
      ${s}.lowest::float8 as "lowestPrice", ${s}.highest::float8 as "highestPrice",
      ${s}.lowest_total::float8 as "lowestTotal", ${s}.lowest_unit_price::float8 as "lowestUnitPrice",
      ${unitLabelSql(sql`"products"."measure_unit"`)} as "unitLabel",
      coalesce(${s}.merchant_count, 0) as "merchantCount", coalesce(${s}.in_stock_count, 0) as "inStockMerchantCount",
      coalesce(${s}.out_of_stock_count, 0) as "outOfStockMerchantCount",
      ${summaryOffersSql(id, { scope, limit: CARD_MERCHANTS })} as offers,
      ${lowestPriceCheckedSql(id, scope)} as "lowestPriceChecked"`;
}

/** The "description" column: one character more than a card shows, so trimDescription knows when it was cut. */
export function summaryDescriptionSql(description: SQL): SQL {
  return sql`left(${description}, ${DESCRIPTION_LENGTH + 1})`;
}

/**
 * The "offers" column: each merchant's best current offer on the product (orderable first, then the lowest
 * delivered price), as JSON in the order SummaryOffer promises. `scope` narrows the offers (alias `o`) the way
 * the query's own price columns were narrowed; `limit` keeps only as many as a card shows.
 */
export function summaryOffersSql(productId: SQL, options: { scope?: SQL; limit?: number } = {}): SQL {
  const p = offerPricing("o");
  const scope = options.scope ?? comparedOffer("o");
  const limit = options.limit === undefined ? sql`` : sql`limit ${options.limit}`;
  return sql`(select json_agg(json_build_object('merchantSlug', y.slug, 'merchantName', y.name, 'price', y.price,
      'totalPrice', y.total, 'available', y.available, 'availability', y.availability, 'lastChecked', y.last_checked)
      order by y.available desc, y.comparable, y.name)
    from (
      select m.slug, m.name, x.price, x.total, x.comparable, x.available, x.availability, x.last_checked
      from (
        select distinct on (o.merchant_id) o.merchant_id, ${p.running}::float8 as price, ${p.total}::float8 as total,
          ${p.comparable} as comparable, o.available, o.availability, o.last_checked
        from offers o
        where o.product_id = ${productId} and ${scope}
        order by o.merchant_id, o.available desc, ${p.comparable}
      ) x
      join merchants m on m.id = x.merchant_id
      order by x.available desc, x.comparable, m.name
      ${limit}
    ) y)`;
}

/**
 * summaryOffersSql for a set of products at once (`productIds`, an int[] expression): a subquery with columns
 * product_id and offers, a row for each product with an offer in scope, the same offers in the same order. One
 * pass over a page's offers instead of a subquery per product (search: ~12 % less database time per page).
 */
export function summaryOffersByProductSql(productIds: SQL): SQL {
  const p = offerPricing("o");
  return sql`(select x.product_id, json_agg(json_build_object('merchantSlug', m.slug, 'merchantName', m.name,
      'price', x.price, 'totalPrice', x.total, 'available', x.available, 'availability', x.availability,
      'lastChecked', x.last_checked)
      order by x.available desc, x.comparable, m.name) as offers
    from (
      select distinct on (o.product_id, o.merchant_id) o.product_id, o.merchant_id, ${p.running}::float8 as price,
        ${p.total}::float8 as total, ${p.comparable} as comparable, o.available, o.availability, o.last_checked
      from offers o
      where o.product_id = any(${productIds}) and ${comparedOffer("o")}
      order by o.product_id, o.merchant_id, o.available desc, ${p.comparable}
    ) x
    join merchants m on m.id = x.merchant_id
    group by x.product_id)`;
}

/**
 * The "lowestPriceChecked" column: when the feed last refreshed the offer that sets the product's lowest price
 * (among the offers in `scope` that set a price, the lowest running price; of several at it, the freshest, so one
 * merchant's current price is not labelled old because another's equal price is). Read for a page's rows only.
 */
export function lowestPriceCheckedSql(productId: SQL, scope: SQL = comparedOffer("o")): SQL {
  const p = offerPricing("o");
  return sql`(select o.last_checked from offers o
    where o.product_id = ${productId} and ${scope} and ${p.setsPrice}
    order by ${p.running}, o.last_checked desc limit 1)`;
}

/**
 * lowestPriceCheckedSql for a set of products at once (`productIds`, an int[] expression): a subquery with columns
 * product_id and checked, a row for each product with an offer that sets a price.
 */
export function lowestPriceCheckedByProductSql(productIds: SQL): SQL {
  const p = offerPricing("o");
  return sql`(select distinct on (o.product_id) o.product_id, o.last_checked as checked
    from offers o
    where o.product_id = any(${productIds}) and ${comparedOffer("o")} and ${p.setsPrice}
    order by o.product_id, ${p.running}, o.last_checked desc)`;
}

/**
 * The "outOfStockMerchantCount" column's figures for a query whose prices come from elsewhere (search), for a set
 * of products: columns product_id and count (merchants with an out-of-stock offer), a row for each product with any.
 */
export function outOfStockCountsSql(productIds: SQL): SQL {
  return sql`(select o.product_id, count(distinct o.merchant_id)::int as count from offers o
    where o.product_id = any(${productIds}) and o.availability = 'out_of_stock' and ${shownOffer("o")}
    group by o.product_id)`;
}
