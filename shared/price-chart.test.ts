import { describe, expect, it } from "vitest";
import {
  buildPriceChart,
  dateTicks,
  linearScale,
  lowestOverTime,
  priceTableRows,
  priceTickLabel,
  priceTicks,
  stepPath,
  type ChartSeries,
} from "./price-chart.ts";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe("linearScale", () => {
  it("maps the domain onto the range, inverted ranges included", () => {
    const y = linearScale(0, 10, 100, 0);
    expect([y(0), y(5), y(10)]).toEqual([100, 50, 0]);
  });
  it("puts a zero-width domain in the middle", () => {
    expect(linearScale(3, 3, 0, 40)(3)).toBe(20);
  });
});

describe("priceTicks", () => {
  it("covers the prices with round steps", () => {
    expect(priceTicks(11.3, 13.07)).toEqual([11, 11.5, 12, 12.5, 13, 13.5]);
    expect(priceTicks(120, 480)).toEqual([100, 200, 300, 400, 500]);
  });
  it("gives a flat price a band around it and never goes below zero", () => {
    const flat = priceTicks(12, 12);
    expect(flat[0]).toBeLessThan(12);
    expect(flat.at(-1)).toBeGreaterThan(12);
    expect(priceTicks(0.2, 0.2)[0]).toBe(0);
  });
  it("labels whole pounds without pence and others with two decimals", () => {
    expect([priceTickLabel(1200), priceTickLabel(12.5), priceTickLabel(0.1 + 0.2)]).toEqual([
      "£1,200",
      "£12.50",
      "£0.30",
    ]);
  });
});

describe("dateTicks", () => {
  it("uses whole days or weeks for short spans", () => {
    const ticks = dateTicks(day("2026-11-01") + 3_600_000, day("2026-12-01"));
    expect(ticks[0]!.label).toBe("2 Nov");
    expect(ticks.map((t) => t.label)).toEqual(["2 Nov", "9 Nov", "16 Nov", "23 Nov", "30 Nov"]);
  });
  it("uses aligned month starts for long spans", () => {
    const year = dateTicks(day("2025-12-01"), day("2026-12-01"));
    // Every second month, aligned to January as a calendar would be.
    expect(year.map((t) => t.label)).toEqual(["Jan 2026", "Mar 2026", "May 2026", "Jul 2026", "Sep 2026", "Nov 2026"]);
    expect(year.every((t) => new Date(t.t).getUTCDate() === 1)).toBe(true);
  });
});

const a: ChartSeries = {
  key: "a",
  label: "Alpha",
  points: [
    { t: 10, price: 12 },
    { t: 30, price: 9 },
  ],
};
const b: ChartSeries = {
  key: "b",
  label: "Beta",
  points: [
    { t: 20, price: 10 },
    { t: 40, price: 11 },
  ],
};

describe("lowestOverTime", () => {
  it("takes the minimum price in force at each change, ignoring series not started and merging repeats", () => {
    expect(lowestOverTime([a, b])).toEqual([
      { t: 10, price: 12 },
      { t: 20, price: 10 },
      { t: 30, price: 9 },
    ]);
  });
  it("leaves out a series once it is gone, and is null while none is listed", () => {
    const gone: ChartSeries = {
      key: "g",
      label: "Gone",
      points: [
        { t: 5, price: 8 },
        { t: 25, price: null },
      ],
    };
    expect(lowestOverTime([a, gone])).toEqual([
      { t: 5, price: 8 },
      { t: 25, price: 12 },
      { t: 30, price: 9 },
    ]);
    expect(lowestOverTime([gone])).toEqual([
      { t: 5, price: 8 },
      { t: 25, price: null },
    ]);
  });
  it("is empty without points", () => {
    expect(lowestOverTime([])).toEqual([]);
  });
});

describe("stepPath", () => {
  it("holds each price flat until the next change and to the end", () => {
    const id = (v: number) => v;
    expect(stepPath(a.points, 50, id, id)).toBe("M10 12H30V9H50");
    expect(stepPath([{ t: 5, price: 3 }], 8, id, id)).toBe("M5 3H8");
    expect(stepPath([], 8, id, id)).toBe("");
  });
  it("lifts the pen where an offer left its feed and puts it down where it came back", () => {
    const id = (v: number) => v;
    const points = [
      { t: 1, price: 5 },
      { t: 3, price: null },
      { t: 6, price: 4 },
    ];
    expect(stepPath(points, 9, id, id)).toBe("M1 5H3M6 4H9");
    expect(stepPath(points.slice(0, 2), 9, id, id)).toBe("M1 5H3");
  });
});

describe("priceTableRows", () => {
  it("gives every series' price in force at each change, and the lowest", () => {
    expect(priceTableRows([a, b])).toEqual([
      { t: 10, prices: [12, null], lowest: 12 },
      { t: 20, prices: [12, 10], lowest: 10 },
      { t: 30, prices: [9, 10], lowest: 9 },
      { t: 40, prices: [9, 11], lowest: 9 },
    ]);
    const gone: ChartSeries = {
      key: "g",
      label: "Gone",
      points: [
        { t: 5, price: 8 },
        { t: 15, price: null },
      ],
    };
    expect(priceTableRows([gone])).toEqual([
      { t: 5, prices: [8], lowest: 8 },
      { t: 15, prices: [null], lowest: null },
    ]);
  });
});

describe("buildPriceChart", () => {
  it("places lines inside the plot, the highest price at the top tick or below", () => {
    const chart = buildPriceChart([a, b], 0, 50, 480, 260);
    expect(chart.lines.map((l) => l.label)).toEqual(["Alpha", "Beta"]);
    const ys = [...chart.lines, chart.lowest].flatMap((l) => l.markers.map((m) => m.y));
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(chart.plot.top);
    expect(Math.max(...ys)).toBeLessThanOrEqual(chart.plot.bottom);
    const xs = chart.lines.flatMap((l) => l.markers.map((m) => m.x));
    expect(Math.min(...xs)).toBeGreaterThan(chart.plot.left);
    expect(chart.lines[0]!.path.endsWith(`H${chart.plot.right}`)).toBe(true);
    expect(chart.yTicks.map((t) => t.label)).toContain("£10");
    expect(chart.lowest.markers).toHaveLength(3);
  });
  it("draws a single price on a single day across the plot", () => {
    const one = [{ key: "a", label: "Alpha", points: [{ t: day("2026-11-01"), price: 12 }] }];
    const chart = buildPriceChart(one, day("2026-11-01"), day("2026-11-01"));
    expect(chart.lines[0]!.markers).toEqual([{ x: chart.plot.right, y: (chart.plot.top + chart.plot.bottom) / 2 }]);
    expect(chart.xTicks.length).toBeGreaterThan(0);
  });
});
