import { describe, expect, it } from "vitest";
import { attrKey } from "../test-helpers.ts";

describe("aggregates", () => {
  it("defaults ballast grading to 20 mm but keys gravel grading as stated", () => {
    expect(attrKey("Ballast Bulk Bag")).toBe(attrKey("All-in Ballast 20mm Bulk Bag"));
    expect(attrKey("Gravel Bulk Bag")).toBeNull();
    expect(attrKey("20mm Shingle Bulk Bag")).toBe(attrKey("Gravel 20mm Jumbo Bag"));
  });
  it("reads an ERP's 'Type 1 Recycled' as recycled Type 1, a line number not being a measurement", () => {
    expect(attrKey("TYPE 1 RECYCLED SUB-BASE BULK BAG")).toBe(attrKey("Recycled Type 1 Sub-Base Bulk Bag"));
    expect(attrKey("TYPE 1 RECYCLED SUB-BASE BULK BAG")).not.toBe(attrKey("MOT Type 1 Sub-Base Bulk Bag"));
  });
  it("reads gravel or shingle of 10 mm and under as pea gravel", () => {
    expect(attrKey("10mm Shingle - Dumpy Bag")).toBe(attrKey("10mm Pea Gravel Bulk Bag"));
    expect(attrKey("10mm Gravel 25kg")).toBe(attrKey("Pea Gravel 10mm 25kg Bag"));
    expect(attrKey("20mm Gravel Bulk Bag")).not.toBe(attrKey("20mm Pea Gravel Bulk Bag"));
  });
  it("reads ballast under its other trade names", () => {
    const ballast = attrKey("All-in Ballast 20mm Bulk Bag");
    for (const title of [
      "Combined Aggregate 20mm Bulk Bag",
      "Concreting aggregate (sand and gravel), bulk bag",
      "mixed aggregate 20mm to dust bulk bag",
    ])
      expect(attrKey(title)).toBe(ballast);
    for (const title of ["Concreting aggregate (sand and gravel), 25kg", "25kg mixed aggregate 20mm to dust"])
      expect(attrKey(title)).toBe(attrKey("All-in Ballast 25kg"));
    expect(attrKey("Limestone Aggregate 20mm Bulk Bag")).not.toBe(ballast);
  });
});
