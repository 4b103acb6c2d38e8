import { describe, expect, it } from "vitest";
import { DEAL_RULES } from "../../shared/deals.ts";
import {
  clearSaving,
  dailyLowest,
  daysBefore,
  trendNote,
  typicalPrice,
  ukDay,
  type DailyLowest,
  type RecordedPrice,
} from "./deal-rules.ts";

/** `count` days at the same price, ending the day before 2026-12-01. */
function flat(pence: number, count: number): DailyLowest[] {
  return daysBefore("2026-12-01", count).map((day) => ({ day, pence }));
}

describe("ukDay", () => {
  it("uses the UK calendar: BST moves late evening UTC into the next day, GMT does not", () => {
    expect(ukDay(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(ukDay(new Date("2026-12-01T23:30:00Z"))).toBe("2026-12-01");
  });
});

describe("daysBefore", () => {
  it("lists the days before today, oldest first, across a month end, without today", () => {
    expect(daysBefore("2026-12-02", 3)).toEqual(["2026-11-29", "2026-11-30", "2026-12-01"]);
    expect(daysBefore("2026-12-01", 90)).toHaveLength(90);
    expect(daysBefore("2026-12-01", 90)[0]).toBe("2026-09-02");
  });
  it("refuses something that is not a day", () => {
    expect(() => daysBefore("yesterday", 3)).toThrow("Not a day");
  });
});

describe("dailyLowest", () => {
  const days = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"];

  it("carries a price recorded before the window into every day until it changes", () => {
    const prices: RecordedPrice[] = [
      { offerId: 1, day: "2026-10-01", pence: 1000 },
      { offerId: 1, day: "2026-11-03", pence: 1200 },
    ];
    expect(dailyLowest(prices, days).map((d) => d.pence)).toEqual([1000, 1000, 1000, 1200]);
  });

  it("counts the lowest of several prices recorded on one day, and carries the last one", () => {
    const prices: RecordedPrice[] = [
      { offerId: 1, day: "2026-11-02", pence: 900 },
      { offerId: 1, day: "2026-11-02", pence: 1100 },
    ];
    expect(dailyLowest(prices, days)).toEqual([
      { day: "2026-11-02", pence: 900 },
      { day: "2026-11-03", pence: 1100 },
      { day: "2026-11-04", pence: 1100 },
    ]);
  });

  it("takes the lowest merchant each day and leaves out days before any price", () => {
    const prices: RecordedPrice[] = [
      { offerId: 1, day: "2026-11-02", pence: 1500 },
      { offerId: 2, day: "2026-11-03", pence: 1400 },
      { offerId: 1, day: "2026-11-04", pence: 1300 },
    ];
    expect(dailyLowest(prices, days)).toEqual([
      { day: "2026-11-02", pence: 1500 },
      { day: "2026-11-03", pence: 1400 },
      { day: "2026-11-04", pence: 1300 },
    ]);
  });

  it("has nothing for no prices or no days", () => {
    expect(dailyLowest([], days)).toEqual([]);
    expect(dailyLowest([{ offerId: 1, day: "2026-10-01", pence: 100 }], [])).toEqual([]);
  });
});

describe("typicalPrice", () => {
  it("makes no claim with fewer days than the minimum", () => {
    expect(typicalPrice(flat(1000, DEAL_RULES.minHistoryDays - 1))).toBeNull();
    expect(typicalPrice(flat(1000, DEAL_RULES.minHistoryDays))).toBe(1000);
  });

  it("is the median, the lower middle price when the count is even", () => {
    const odd = [...flat(1000, 15), ...flat(1200, 16)];
    expect(typicalPrice(odd)).toBe(1200);
    const even = [...flat(1000, 15), ...flat(1200, 15)];
    expect(typicalPrice(even)).toBe(1000);
  });

  it("ignores a short spike: a week at a high price does not move it", () => {
    expect(typicalPrice([...flat(1000, 60), ...flat(5000, 7)])).toBe(1000);
  });
});

describe("clearSaving", () => {
  it("needs both 10% and £2 off", () => {
    // £30 → £27: exactly 10% and £3.
    expect(clearSaving(2700, 3000)).toEqual({ dropPence: 300, dropPercent: 10 });
    // £10 → £8.50: 15% but only £1.50.
    expect(clearSaving(850, 1000)).toBeNull();
    // £100 → £91: £9 but only 9%.
    expect(clearSaving(9100, 10_000)).toBeNull();
    // £20 → £18: exactly £2 and exactly 10%.
    expect(clearSaving(1800, 2000)).toEqual({ dropPence: 200, dropPercent: 10 });
    // One penny short of each threshold.
    expect(clearSaving(1801, 2000)).toBeNull();
  });

  it("rounds the percentage down, never up", () => {
    // £29.99 → £19.99: 33.34…% shown as 33%.
    expect(clearSaving(1999, 2999)).toEqual({ dropPence: 1000, dropPercent: 33 });
    // £2.99 → £0.99: £2 off, 66.88…% shown as 66%.
    expect(clearSaving(99, 299)).toEqual({ dropPence: 200, dropPercent: 66 });
  });

  it("is never a saving when the price is the same or higher", () => {
    expect(clearSaving(3000, 3000)).toBeNull();
    expect(clearSaving(4000, 3000)).toBeNull();
    expect(clearSaving(0, 0)).toBeNull();
  });
});

describe("trendNote", () => {
  it("says nothing when the history is too short", () => {
    expect(trendNote(500, flat(1000, DEAL_RULES.minHistoryDays - 1))).toBeNull();
  });

  it("calls a price at or below every day of the window the lowest in 90 days", () => {
    const history = [...flat(1000, 40), { day: "2026-11-30", pence: 950 }];
    expect(trendNote(950, history)).toBe("lowest-in-window");
    expect(trendNote(900, history)).toBe("lowest-in-window");
  });

  it("calls a price that never moved about usual, not a 90-day low", () => {
    expect(trendNote(1000, flat(1000, 90))).toBe("about-usual");
  });

  it("calls a clear drop that is not the lowest lower than usual", () => {
    const history = [...flat(3000, 60), ...flat(2000, 5)];
    expect(trendNote(2500, history)).toBe("lower-than-usual");
  });

  it("calls a price clearly above the typical one higher than usual, mirroring the deal thresholds", () => {
    expect(trendNote(3300, flat(3000, 60))).toBe("higher-than-usual");
    // 10% but only £1 more.
    expect(trendNote(1100, flat(1000, 60))).toBe("about-usual");
    // A little below, not clearly: about usual.
    expect(trendNote(2950, [...flat(3000, 60), ...flat(2900, 3)])).toBe("about-usual");
  });
});
