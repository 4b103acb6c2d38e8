import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { namedStatement } from "../db/named-statement.server.ts";
import { parseRecordedPrices, recordedPricesJson, trendWindowStart } from "../deals/load-price-days.server.ts";
import { ukDay, type RecordedPrice } from "../deals/deal-rules.ts";
import type { ProductDetail } from "../../shared/product-detail.ts";
import { productRow, productWithOffersSql, toProductDetail } from "./get-product-detail.server.ts";
import { isPossibleId } from "./visibility.server.ts";

// The recorded prices are checked by parseRecordedPrices, as loadRecordedPrices checks its rows.
const pageRow = productRow.extend({ recorded: z.unknown() });

/**
 * The product and its offers (getProductDetail's statement) with the recorded prices its trend note needs
 * (loadRecordedPrices' rows for this product and UK day) in one statement: one round trip fewer per product page
 * (issue 15: each statement cost the page ~0.2–0.3 ms of Node CPU, most of it the socket write, plus PostgreSQL's
 * own work per statement). Named, so it is planned once per pooled connection, as both statements were.
 */
const readProductPage = namedStatement(
  "product_page_with_trend_prices",
  productWithOffersSql(
    sql`, ${recordedPricesJson(sql`array["products"."id"]`, sql.placeholder("today"), sql.placeholder("windowStart"))} as recorded`,
  ),
  pageRow,
);

export interface ProductPageData {
  detail: ProductDetail;
  /** loadRecordedPrices' answer for this product on `now`'s UK day: getPriceTrend's `recorded`. */
  recorded: Map<number, RecordedPrice[]>;
}

/** getProductDetail plus the trend's recorded prices at `now`; null when the product is absent or hidden. */
export async function getProductPageData(db: Db, id: number, now: Date): Promise<ProductPageData | null> {
  if (!isPossibleId(id)) return null;
  const today = ukDay(now);
  const [row] = await readProductPage(db, { id, today, windowStart: trendWindowStart(today) });
  if (!row) return null;
  const { recorded, ...product } = row;
  return { detail: toProductDetail(product), recorded: parseRecordedPrices(recorded) };
}
