import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { namedStatement } from "../db/named-statement.server.ts";
import { parseRecordedPrices, recordedPricesJson, trendWindowStart } from "../deals/load-price-days.server.ts";
import { ukDay, type RecordedPrice } from "../deals/deal-rules.ts";
import type { ProductDetail } from "../../shared/product-detail.ts";
import { productRow, productWithOffersSql, toProductDetail } from "./get-product-detail.server.ts";
import { isPossibleId } from "./visibility.server.ts";
import {
  getPriceHistory,
  parsePricePoints,
  pricePointsJson,
  type HistoryWindow,
  type PricePoint,
} from "../history/get-price-history.server.ts";

// The recorded prices and the history's points are checked by their own parsers, as their reads check their rows.
const pageRow = productRow.extend({ recorded: z.unknown() });
const pageWithHistoryRow = pageRow.extend({ history: z.unknown() });

const trendPricesColumn = sql`, ${recordedPricesJson(sql`array["products"."id"]`, sql.placeholder("today"), sql.placeholder("windowStart"))} as recorded`;

/**
 * The product and its offers (getProductDetail's statement), the recorded prices its trend note needs
 * (loadRecordedPrices' rows for this product and UK day) and its price history's points for the chart's window
 * (getPriceHistory's rows) in one statement: one round trip per product page (issue 15: each statement cost the
 * page ~0.2–0.5 ms of Node CPU, most of it the socket write and the pool, plus PostgreSQL's own work per
 * statement). Named, so it is planned once per pooled connection, as each read was.
 */
const readProductPageWithHistory = namedStatement(
  "product_page_with_trend_and_history",
  productWithOffersSql(
    sql`${trendPricesColumn}, ${pricePointsJson(sql`"products"."id"`, sql.placeholder("historyFrom"), sql.placeholder("historyTo"))} as history`,
  ),
  pageWithHistoryRow,
);

/**
 * Without the history: when the joint statement fails, the page is read again without it and the history alone
 * (getPriceHistory), so a failing history read shows the chart's error message instead of failing the page.
 */
const readProductPage = namedStatement(
  "product_page_with_trend_prices",
  productWithOffersSql(trendPricesColumn),
  pageRow,
);

export interface ProductPageData {
  detail: ProductDetail;
  /** loadRecordedPrices' answer for this product on `now`'s UK day: getPriceTrend's `recorded`. */
  recorded: Map<number, RecordedPrice[]>;
  /**
   * getPriceHistory's answer for `history`'s window when it was read with the product; a promise of it when the
   * joint read failed and the page was read without it (it rejects as getPriceHistory does).
   */
  history: PricePoint[] | Promise<PricePoint[]>;
}

/**
 * getProductDetail plus the trend's recorded prices at `now` and the price history inside `history`; null when
 * the product is absent or hidden.
 */
export async function getProductPageData(
  db: Db,
  id: number,
  now: Date,
  history: HistoryWindow,
): Promise<ProductPageData | null> {
  if (!isPossibleId(id)) return null;
  const today = ukDay(now);
  const trend = { id, today, windowStart: trendWindowStart(today) };
  // ISO text, as getPriceHistory passes its window: both drivers read it the same way.
  const historyFrom = history.from?.toISOString() ?? null;
  const historyTo = history.to?.toISOString() ?? null;
  let row: z.output<typeof pageWithHistoryRow> | undefined;
  try {
    [row] = await readProductPageWithHistory(db, { ...trend, historyFrom, historyTo });
  } catch (error) {
    console.error(`Product ${id} could not be read with its price history; reading them apart`, error);
    const [alone] = await readProductPage(db, trend);
    if (!alone) return null;
    const { recorded, ...product } = alone;
    const points = getPriceHistory(db, id, history);
    // Read by the chart's section, which catches a failure; marked handled here so it is never unhandled meanwhile.
    points.catch(() => undefined);
    return { detail: toProductDetail(product), recorded: parseRecordedPrices(recorded), history: points };
  }
  if (!row) return null;
  const { recorded, history: points, ...product } = row;
  return { detail: toProductDetail(product), recorded: parseRecordedPrices(recorded), history: checkedPoints(points) };
}

/** A history that fails its check fails the chart's section, as getPriceHistory's would, not the page. */
function checkedPoints(json: unknown): PricePoint[] | Promise<PricePoint[]> {
  try {
    return parsePricePoints(json);
  } catch (error) {
    const failed = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    failed.catch(() => undefined);
    return failed;
  }
}
