import { describe, expect, it } from "vitest";
import { formatClickStats } from "./format-click-stats.ts";
import { defaultRange, parseDay } from "./stats-command.ts";

const range = { from: "2026-11-01", to: "2026-11-30" };

describe("formatClickStats", () => {
  it("prints one line per merchant and day, then totals per merchant (busiest first) and overall", () => {
    const out = formatClickStats(
      [
        { day: "2026-11-02", merchantSlug: "harbour", merchantName: "Harbour", offerClicks: 3, websiteClicks: 1 },
        { day: "2026-11-02", merchantSlug: "quarry-direct", merchantName: "Quarry", offerClicks: 1, websiteClicks: 0 },
        { day: "2026-11-05", merchantSlug: "quarry-direct", merchantName: "Quarry", offerClicks: 6, websiteClicks: 2 },
      ],
      range,
    );
    const lines = out.split("\n").map((l) => l.trim().split(/\s+/));
    expect(lines[0]!.join(" ")).toBe("Click-outs 2026-11-01 to 2026-11-30 (UTC days)");
    expect(lines[1]).toEqual(["Day", "Merchant", "Offers", "Website", "Total"]);
    expect(lines.slice(2, 5)).toEqual([
      ["2026-11-02", "harbour", "3", "1", "4"],
      ["2026-11-02", "quarry-direct", "1", "0", "1"],
      ["2026-11-05", "quarry-direct", "6", "2", "8"],
    ]);
    expect(lines.slice(6)).toEqual([
      ["Totals", "by", "merchant"],
      ["quarry-direct", "7", "2", "9"],
      ["harbour", "3", "1", "4"],
      ["All", "10", "3", "13"],
    ]);
  });

  it("says so when nothing was counted", () => {
    expect(formatClickStats([], range)).toContain("No clicks counted in this range.");
  });
});

describe("stats options", () => {
  it("accepts real YYYY-MM-DD days only", () => {
    expect(parseDay("2024-02-29")).toBe("2024-02-29");
    for (const bad of ["2026-02-30", "2026-2-01", "01/12/2026", "today", "2026-13-01"]) {
      expect(() => parseDay(bad), bad).toThrow(/YYYY-MM-DD/);
    }
  });

  it("defaults to the last 30 UTC days, today included", () => {
    expect(defaultRange(new Date("2026-12-01T23:30:00Z"))).toEqual({ from: "2026-11-02", to: "2026-12-01" });
  });
});
