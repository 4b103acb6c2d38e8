import type { Db } from "../db/client.server.ts";
import { DEAL_RULES } from "../../shared/deals.ts";
import { clearSaving, dailyLowest, daysBefore, typicalPrice, ukDay } from "./deal-rules.ts";
import { loadRecordedPrices, loadTodayLowest } from "./load-price-days.server.ts";

/** A deal's figures, in pounds; the page adds the product card, the CLI and e-mail print them as they are. */
export interface DealFigures {
  productId: number;
  name: string;
  category: string;
  todayPrice: number;
  typicalPrice: number;
  drop: number;
  dropPercent: number;
  offerId: number;
  merchantName: string;
  merchantSlug: string;
}

/**
 * Every visible product whose lowest in-stock delivered price today is clearly below its typical price
 * (docs/decisions/020-typical-price-and-deals.md), biggest percentage drop first, then biggest drop in pounds,
 * then by name. `now` decides which UK day is today.
 */
export async function findDeals(db: Db, now: Date = new Date()): Promise<DealFigures[]> {
  const today = ukDay(now);
  const days = daysBefore(today, DEAL_RULES.windowDays);
  const candidates = await loadTodayLowest(db, { changedSince: days[0]! });
  const prices = await loadRecordedPrices(
    db,
    candidates.map((c) => c.productId),
    today,
  );
  const deals: DealFigures[] = [];
  for (const candidate of candidates) {
    const typical = typicalPrice(dailyLowest(prices.get(candidate.productId) ?? [], days));
    const saving = typical === null ? null : clearSaving(candidate.todayPence, typical);
    if (typical === null || saving === null) continue;
    deals.push({
      productId: candidate.productId,
      name: candidate.name,
      category: candidate.category,
      todayPrice: candidate.todayPence / 100,
      typicalPrice: typical / 100,
      drop: saving.dropPence / 100,
      dropPercent: saving.dropPercent,
      offerId: candidate.offerId,
      merchantName: candidate.merchantName,
      merchantSlug: candidate.merchantSlug,
    });
  }
  return deals.sort(
    (a, b) =>
      b.dropPercent - a.dropPercent || b.drop - a.drop || a.name.localeCompare(b.name) || a.productId - b.productId,
  );
}
