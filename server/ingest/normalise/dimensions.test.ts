import { describe, expect, it } from "vitest";
import type { CategorySlug } from "../../../shared/categories.ts";
import {
  collectDims,
  formatLength,
  snapLongMm,
  withBlockDefaults,
  withBrickDefaults,
  withFeltDefaults,
} from "./dimensions.ts";
import { parseMeasurements } from "./measurements.ts";
import { normaliseText } from "./text.ts";

const dims = (title: string, category: CategorySlug = "timber", cls = false) =>
  collectDims(parseMeasurements(normaliseText(title)), category, cls);

describe("collectDims: timber notations", () => {
  const expected = [47, 100, 3600];
  it.each([
    "47 x 100mm x 3.6m",
    "100x47x3600mm",
    "4x2 3.6m",
    "4x2 Tanalised Timber 3.6m (47x100)",
    "47mm x 100mm x 12ft (4x2)",
    `4" x 2" x 12'`,
    "47 x 100 x 3600",
    "47 x 100 3.6 metre",
  ])("%s → 47 x 100 x 3600", (title) => {
    expect(dims(title)).toEqual(expected);
  });
  it("converts nominal sizes with the sawn table", () => {
    expect(dims("3x2 2.4m")).toEqual([47, 75, 2400]);
    expect(dims("6x2 4.8m")).toEqual([47, 150, 4800]);
    expect(dims("8x2 4.8m")).toEqual([47, 200, 4800]);
    expect(dims("4x4 Post 2.4m")).toEqual([100, 100, 2400]);
    expect(dims("2x1 Batten 4.8m")).toEqual([25, 50, 4800]);
  });
  it("converts CLS nominal sizes with the CLS table", () => {
    expect(dims("4x2 CLS 2.4m", "timber", true)).toEqual([38, 89, 2400]);
    expect(dims("3x2 CLS 2.4m", "timber", true)).toEqual([38, 63, 2400]);
  });
  it("rounds imperial lengths to 0.3 m timber steps", () => {
    expect(dims("47x100 8ft")[2]).toBe(2400);
    expect(dims("47x100 10ft")[2]).toBe(3000);
    expect(dims("47x100 16ft")[2]).toBe(4800);
  });
  it("keeps 3.0 m and 3.6 m apart", () => {
    expect(dims("47x100 3.0m")).not.toEqual(dims("47x100 3.6m"));
  });
});

describe("collectDims: sheets and boards", () => {
  it.each([
    "2440 x 1220 x 18mm",
    "8' x 4' 18mm",
    "18mm 8x4",
    "2.44m x 1.22m x 18mm",
    "18mm 8ft x 4ft",
    "OSB3 18mm 8' x 4' (2440 x 1220mm)",
  ])("%s → 18 x 1200 x 2400", (title) => {
    expect(dims(title, "sheet-materials")).toEqual([18, 1200, 2400]);
  });
  it("reads plasterboard sizes in any order", () => {
    expect(dims("2400 x 1200 x 12.5mm", "plasterboard")).toEqual([12.5, 1200, 2400]);
    expect(dims("12.5mm 1200x2400", "plasterboard")).toEqual([12.5, 1200, 2400]);
    expect(dims("12,5mm 2.4m x 1.2m", "plasterboard")).toEqual([12.5, 1200, 2400]);
  });
  it("keeps 12.5 mm and 15 mm apart", () => {
    expect(dims("2400x1200x12.5mm", "plasterboard")).not.toEqual(dims("2400x1200x15mm", "plasterboard"));
  });
});

describe("snapLongMm", () => {
  it("snaps converted imperial and near-metric sheet sizes only", () => {
    expect(snapLongMm(2440, false)).toBe(2400);
    expect(snapLongMm(2397, false)).toBe(2400);
    expect(snapLongMm(2200, false)).toBe(2200);
    expect(snapLongMm(10000, false)).toBe(10000);
    expect(snapLongMm(3657.6, true)).toBe(3600);
    expect(snapLongMm(102.5, false)).toBe(102.5);
  });
});

describe("standard-size defaults", () => {
  it("fills a brick's face from its height", () => {
    expect(withBrickDefaults([65]).dims).toEqual([65, 102.5, 215]);
    expect(withBrickDefaults([]).dims).toEqual([65, 102.5, 215]);
    expect(withBrickDefaults([65, 102.5, 215]).defaulted).toBe(false);
  });
  it("fills a block's face from its thickness", () => {
    expect(withBlockDefaults([100]).dims).toEqual([100, 215, 440]);
    expect(withBlockDefaults([140]).dims).toEqual([140, 215, 440]);
  });
  it("fills a felt roll's 1 m width", () => {
    expect(withFeltDefaults([10000]).dims).toEqual([1000, 10000]);
  });
  it("formats lengths for people", () => {
    expect(formatLength(3600)).toBe("3.6 m");
    expect(formatLength(12.5)).toBe("12.5 mm");
  });
});

describe("collectDims: a size restated in inches and feet", () => {
  it("reads an imperial group next to the metric size it restates as that size", () => {
    expect(dims("3in x 7ft Ogee Architrave MDF (18 x 69mm x 2.2m)", "skirting-architrave")).toEqual([18, 69, 2200]);
    expect(dims("8' x 4' x 37.5mm Thermal Laminate Board (2400 x 1200 x 37.5mm)", "plasterboard")).toEqual([
      37.5, 1200, 2400,
    ]);
  });
  it("keeps an imperial group that states something the metric sizes do not", () => {
    expect(dims("Ogee architrave mdf 3in x 7ft", "skirting-architrave")).not.toEqual([]);
    expect(dims("Deep flow guttering 115mm 4.5in x 13ft", "drainage")).toContain(3900);
  });
});
