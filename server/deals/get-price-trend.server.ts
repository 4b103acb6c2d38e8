import type { Db } from "../db/client.server.ts";
import { DEAL_RULES, type PriceTrend } from "../../shared/deals.ts";
import { dailyLowest, daysBefore, trendNote, typicalPrice, ukDay } from "./deal-rules.ts";
import { loadRecordedPrices, loadTodayLowest } from "./load-price-days.server.ts";

/**
 * The product page's trend note (docs/decisions/020-typical-price-and-deals.md): null when the product has no
 * in-stock offer today or too little history to say what is usual.
 */
export async function getPriceTrend(db: Db, productId: number, now: Date = new Date()): Promise<PriceTrend | null> {
  const [today] = await loadTodayLowest(db, { productId });
  if (!today) return null;
  const day = ukDay(now);
  const days = daysBefore(day, DEAL_RULES.windowDays);
  const prices = await loadRecordedPrices(db, [productId], day);
  const history = dailyLowest(prices.get(productId) ?? [], days);
  const note = trendNote(today.todayPence, history);
  const typical = typicalPrice(history);
  if (note === null || typical === null) return null;
  return {
    note,
    todayPrice: today.todayPence / 100,
    typicalPrice: typical / 100,
    historyDays: history.length,
    windowDays: DEAL_RULES.windowDays,
  };
}
