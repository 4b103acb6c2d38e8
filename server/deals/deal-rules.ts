import { DEAL_RULES, type PriceTrendNote } from "../../shared/deals.ts";

/**
 * The pure rules of docs/decisions/020-typical-price-and-deals.md. Money is whole pence throughout, so a
 * comparison never depends on binary fractions of a pound; days are UK calendar days as "YYYY-MM-DD".
 * The SQL that feeds them lives in load-price-days.server.ts.
 */

/** One recorded price of one offer: the day it was recorded and what a buyer would have paid, in pence. */
export interface RecordedPrice {
  offerId: number;
  day: string;
  pence: number;
}

/** The lowest price any offer of a product had at some moment of one day. */
export interface DailyLowest {
  day: string;
  pence: number;
}

export interface Saving {
  dropPence: number;
  /** Whole per cent, rounded down: a deal never claims more than it is. */
  dropPercent: number;
}

const UK_DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The UK calendar day of an instant, as "YYYY-MM-DD" (BST and GMT both handled by the time zone). */
export function ukDay(instant: Date): string {
  const parts = UK_DAY.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/**
 * The `count` calendar days before `today`, oldest first; today itself is never one of them. The last answer is
 * kept (one entry): every product page asks for the same 90 days until midnight, and building them took 90
 * Dates and strings a page (issue 15). Frozen, as callers share it.
 */
export function daysBefore(today: string, count: number): readonly string[] {
  if (lastDays && lastDays.today === today && lastDays.count === count) return lastDays.days;
  const start = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(start)) throw new Error(`Not a day: ${today}`);
  const days: string[] = [];
  for (let back = count; back >= 1; back -= 1) {
    days.push(new Date(start - back * 86_400_000).toISOString().slice(0, 10));
  }
  lastDays = { today, count, days: Object.freeze(days) };
  return lastDays.days;
}

let lastDays: { today: string; count: number; days: readonly string[] } | null = null;

/**
 * Each day's lowest price over all offers. History records a price when it changes, so an offer's price on a
 * day is the one recorded last before that day, or any recorded during it (the lowest counts: it could be
 * bought then). A day before any offer had a price has no lowest and is left out. `prices` must be in the
 * order they were recorded within each offer.
 */
export function dailyLowest(prices: readonly RecordedPrice[], days: readonly string[]): DailyLowest[] {
  if (days.length === 0) return [];
  const byOffer = new Map<number, RecordedPrice[]>();
  for (const price of prices) {
    const list = byOffer.get(price.offerId);
    if (list) list.push(price);
    else byOffer.set(price.offerId, [price]);
  }
  const lowest = new Array<number | undefined>(days.length).fill(undefined);
  for (const changes of byOffer.values()) {
    let i = 0;
    let carried: number | undefined;
    while (i < changes.length && changes[i]!.day < days[0]!) carried = changes[i++]!.pence;
    days.forEach((day, d) => {
      let low = carried;
      // Everything before this day was consumed already: what is left up to `day` was recorded on it.
      while (i < changes.length && changes[i]!.day <= day) {
        const pence = changes[i++]!.pence;
        low = low === undefined ? pence : Math.min(low, pence);
        carried = pence;
      }
      if (low !== undefined) lowest[d] = lowest[d] === undefined ? low : Math.min(lowest[d], low);
    });
  }
  return days.flatMap((day, d) => (lowest[d] === undefined ? [] : [{ day, pence: lowest[d] }]));
}

/**
 * The typical price: the median of the daily lowest prices, the lower middle one when their number is even
 * (always a price that was really charged, and never a higher typical price than the data allows). Null when
 * fewer than DEAL_RULES.minHistoryDays days have a price: too little to say what is usual.
 */
export function typicalPrice(days: readonly DailyLowest[]): number | null {
  if (days.length < DEAL_RULES.minHistoryDays) return null;
  const sorted = days.map((d) => d.pence).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** At least minDropPercent of `base` and at least minDropPence: both, so neither cheap nor dear items mislead. */
function isClearGap(gapPence: number, basePence: number): boolean {
  return gapPence >= DEAL_RULES.minDropPence && gapPence * 100 >= basePence * DEAL_RULES.minDropPercent;
}

/** The saving when today's price is clearly below the typical price, else null. */
export function clearSaving(todayPence: number, typicalPence: number): Saving | null {
  const dropPence = typicalPence - todayPence;
  if (typicalPence <= 0 || !isClearGap(dropPence, typicalPence)) return null;
  return { dropPence, dropPercent: Math.floor((dropPence * 100) / typicalPence) };
}

/** The product page's note (decision 020): null when there is no typical price. */
export function trendNote(todayPence: number, days: readonly DailyLowest[]): PriceTrendNote | null {
  const typical = typicalPrice(days);
  if (typical === null) return null;
  const lowestBefore = Math.min(...days.map((d) => d.pence));
  // Below the typical price too: a price that never moved is 'about usual', not a 90-day low.
  if (todayPence <= lowestBefore && todayPence < typical) return "lowest-in-window";
  if (clearSaving(todayPence, typical)) return "lower-than-usual";
  if (isClearGap(todayPence - typical, typical)) return "higher-than-usual";
  return "about-usual";
}
