import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { attrKey } from "../test-helpers.ts";

describe("sheet materials", () => {
  it("reads a cement backer board as a sheet, whatever 'cement' says", () => {
    const backer = (title: string) => extractProductFacts({ title, brand: "HardieBacker" });
    expect(backer("CEMENT BACKER BOARD HARDIE 1200X800X12MM").category).toBe("sheet-materials");
    expect(backer("CEMENT BACKER BOARD HARDIE 1200X800X12MM").keys).toEqual(
      backer("Cement backer board 12mm 1200x800 (HardieBacker)").keys,
    );
  });
  it("defaults OSB to OSB3 and implies moisture resistance for P5 chipboard", () => {
    expect(attrKey("OSB Board 18mm 2440 x 1220")).toBe(attrKey("OSB3 Board 18mm 2440 x 1220"));
    expect(attrKey("P5 Chipboard T&G 18mm 2400 x 600")).toBe(
      attrKey("Moisture Resistant P5 Chipboard Tongue and Groove 18mm 2400 x 600"),
    );
  });
  it("separates MR MDF from standard MDF", () => {
    expect(attrKey("MR MDF 18mm 8x4")).not.toBe(attrKey("MDF 18mm 8x4"));
  });
});
