import { sql, type SQL } from "drizzle-orm";
import { MEASURE_UNITS, unitBasisLabel } from "../../shared/units.ts";

/**
 * The comparison basis, in SQL, for an offers row under `alias` (docs/decisions/009-comparison-basis.md).
 * Every page, API answer and search summary prices offers through these fragments, so a sale that ends
 * tonight stops counting tonight everywhere that reads at that moment.
 */
export function offerPricing(alias: string) {
  const o = sql.raw(`"${alias.replace(/"/g, "")}"`);
  const saleRunning = sql`(${o}.sale_price is not null and ${o}.sale_price < ${o}.price
    and (${o}.sale_starts_at is null or ${o}.sale_starts_at <= now())
    and (${o}.sale_ends_at is null or ${o}.sale_ends_at > now()))`;
  /** What the item costs today: the sale price only while its window is open. */
  const running = sql`(case when ${saleRunning} then ${o}.sale_price else ${o}.price end)`;
  /** Running price plus stated delivery; null when the feed states no delivery. */
  const total = sql`(${running} + ${o}.delivery_cost)`;
  /** What offers are ordered by: the delivered total, or the item price where delivery is not stated. */
  const comparable = sql`coalesce(${total}, ${running})`;
  /** Running price per unit of the product's basis; null when the offer's pack is unknown in it. */
  const unitPrice = sql`(${running} / nullif(${o}.unit_quantity, 0))`;
  /**
   * Offers that set a product's prices: those that can be ordered now (in stock, pre-order, back-order).
   * Out of stock never does, and neither does stock the feed did not state ('unknown'): nothing is guessed.
   * Nor does an offer past the stale limit (decision 047; the same column shownOffer() reads).
   */
  const setsPrice = sql`(${o}.available and ${o}.stale_hidden_at is null)`;
  return { saleRunning, running, total, comparable, unitPrice, setsPrice };
}

/**
 * A product's price summary over the offers of one group (`group by product_id`), as aggregate expressions:
 * prices and the delivered total only come from offers that can be ordered now (see setsPrice), so out of stock
 * never sets a 'from' price.
 */
export function priceSummary(alias: string) {
  const p = offerPricing(alias);
  const o = sql.raw(`"${alias.replace(/"/g, "")}"`);
  return {
    lowest: sql`min(${p.running}) filter (where ${p.setsPrice})`,
    highest: sql`max(${p.running}) filter (where ${p.setsPrice})`,
    lowestTotal: sql`min(${p.comparable}) filter (where ${p.setsPrice})`,
    lowestUnitPrice: sql`round(min(${p.unitPrice}) filter (where ${p.setsPrice}), 4)`,
    merchantCount: sql`count(distinct ${o}.merchant_id)::int`,
    inStockCount: sql`(count(distinct ${o}.merchant_id) filter (where ${o}.availability = 'in_stock'))::int`,
    outOfStockCount: sql`(count(distinct ${o}.merchant_id) filter (where ${o}.availability = 'out_of_stock'))::int`,
  };
}

/**
 * priceSummary as columns: lowest, highest, lowest_total, lowest_unit_price, merchant_count, in_stock_count,
 * out_of_stock_count.
 */
export function priceSummaryColumns(alias: string): SQL {
  const s = priceSummary(alias);
  return sql`${s.lowest} as lowest, ${s.highest} as highest, ${s.lowestTotal} as lowest_total,
    ${s.lowestUnitPrice} as lowest_unit_price, ${s.merchantCount} as merchant_count,
    ${s.inStockCount} as in_stock_count, ${s.outOfStockCount} as out_of_stock_count`;
}

/** Label of a product's unit basis in SQL, built from unitBasisLabel so the two can never disagree. */
export function unitLabelSql(measureUnit: SQL): SQL {
  const cases = MEASURE_UNITS.map((unit) => sql`when ${unit} then ${unitBasisLabel(unit)}`);
  return sql`(case ${measureUnit} ${sql.join(cases, sql` `)} end)`;
}

/**
 * Milliseconds from now() until the next moment a sale window opens or closes (null when none is ahead): until
 * then every running price, and so every price summary and price order, stays as it is unless the catalogue
 * changes (what perCatalogueVersionUntil keeps answers for). Counts every offer with a sale price, a superset of
 * those whose sale can run (saleRunning), so it may end an answer early, never late. Scans the offers: for reads
 * kept per catalogue version, not for every page view.
 */
export function nextSaleChangeMsSql(): SQL {
  return sql`(select (extract(epoch from (min(b.at) - now())) * 1000)::float8 from (
      select o.sale_starts_at as at from offers o where o.sale_price is not null and o.sale_starts_at > now()
      union all
      select o.sale_ends_at from offers o where o.sale_price is not null and o.sale_ends_at > now()
    ) b)`;
}
