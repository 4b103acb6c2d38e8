import type { Db } from "../db/client.server.ts";
import { DEAL_RULES, type PriceTrend } from "../../shared/deals.ts";
import type { ProductOffer } from "../../shared/product-detail.ts";
import { toPence } from "../../shared/money.ts";
import { dailyLowest, daysBefore, trendNote, typicalPrice, ukDay, type RecordedPrice } from "./deal-rules.ts";
import { loadRecordedPrices, loadTodayLowest } from "./load-price-days.server.ts";

/**
 * The product page's trend note (docs/decisions/020-typical-price-and-deals.md): null when the product has no
 * in-stock offer today or too little history to say what is usual.
 * `todayPence`: today's lowest in-stock price when the caller already holds the product's offers
 * (inStockLowestPence), which saves a statement per product page (issue 15); omitted, it is read here.
 * `recorded`: what loadRecordedPrices answers for this product and UK day, when the caller read it already
 * (the product page reads it with the product: server/catalog/product-page-data.server.ts); omitted, it is read.
 */
export async function getPriceTrend(
  db: Db,
  productId: number,
  now: Date = new Date(),
  todayPence?: number | null,
  recorded?: Map<number, RecordedPrice[]>,
): Promise<PriceTrend | null> {
  const todayLowest = todayPence === undefined ? (await loadTodayLowest(db, { productId }))[0]?.todayPence : todayPence;
  if (todayLowest === undefined || todayLowest === null) return null;
  const day = ukDay(now);
  const days = daysBefore(day, DEAL_RULES.windowDays);
  const prices = recorded ?? (await loadRecordedPrices(db, [productId], day));
  const history = dailyLowest(prices.get(productId) ?? [], days);
  const note = trendNote(todayLowest, history);
  const typical = typicalPrice(history);
  if (note === null || typical === null) return null;
  return {
    note,
    todayPrice: todayLowest / 100,
    typicalPrice: typical / 100,
    historyDays: history.length,
    windowDays: DEAL_RULES.windowDays,
  };
}

/**
 * What loadTodayLowest reads for one product, from the offers of its page (getProductDetail): the lowest
 * delivered total (the item price where delivery is not stated) of an offer in stock now, in pence; null when
 * none is. Same figure: both price offers through offerPricing, and the page's offers are read as float8 too.
 * Risk: if loadTodayLowest's rule changes (which offers count, which price), change this with it; the test
 * compares the two.
 */
export function inStockLowestPence(
  offers: readonly Pick<ProductOffer, "availability" | "totalPrice" | "runningPrice">[],
): number | null {
  let lowest: number | null = null;
  for (const offer of offers) {
    if (offer.availability !== "in_stock") continue;
    const comparable = offer.totalPrice ?? offer.runningPrice;
    if (lowest === null || comparable < lowest) lowest = comparable;
  }
  return lowest === null ? null : toPence(lowest);
}
