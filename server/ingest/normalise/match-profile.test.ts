import { describe, expect, it } from "vitest";
import { extractProductFacts } from "./extract-product-facts.ts";

const profile = (title: string, extra: { brand?: string; merchantName?: string } = {}) =>
  extractProductFacts({ title, ...extra }).profile;

describe("buildMatchProfile", () => {
  it("splits an unbranded EPS board into numbers, attributes and words, blocked by its size", () => {
    expect(profile("EPS70 Polystyrene Insulation Board 2400 x 1200 x 25mm")).toEqual({
      script: "latin",
      category: "insulation",
      brandFamily: null,
      blocks: ["insulation|dims:25x1200x2400", "insulation|face:1200x2400"],
      numbers: { dims: "25x1200x2400", count: "1" },
      attributes: { line: "eps70", form: "board" },
      tokens: ["eps70"],
    });
  });

  it("gives bagged goods a weight and grading instead of dims", () => {
    const p = profile("Blue Slate Chippings 40mm 20kg");
    expect(p.numbers).toEqual({ weight: "20kg", size: "40mm", count: "1" });
    expect(p.blocks).toEqual(["aggregates|weight:20kg"]);
    expect(p.tokens).toEqual(["slate"]);
  });

  it("keeps area as a number and the range name as a word for loft rolls", () => {
    const p = profile("Isover Spacesaver Loft Insulation Roll 100mm x 13.89m²", { brand: "Isover" });
    expect(p.brandFamily).toBe("isover");
    expect(p.numbers).toMatchObject({ dims: "100", area: "13.89m2" });
    expect(p.tokens).toContain("spacesaver");
    expect(p.tokens).not.toContain("isover");
  });

  it("blocks items without numbers on their most distinctive words", () => {
    const p = profile("Marley Universal Dry Verge Unit Grey Single Unit", { brand: "Marley" });
    expect(p.blocks.length).toBeGreaterThan(0);
    expect(p.blocks.length).toBeLessThanOrEqual(4);
    expect(p.blocks).toContain("roofing|word:universal");
  });

  it("drops the merchant's own name, filler and colours from the words", () => {
    const p = profile("Stonebridge Blue Slate Chippings 40mm 20kg - Best Seller", {
      brand: "Stonebridge",
      merchantName: "Stonebridge Builders Merchants",
    });
    expect(p.tokens).toEqual(["slate"]);
  });

  it("records a missing flag on sheet materials as 'no'", () => {
    expect(profile("MDF 18MM 2440X1220").attributes).toMatchObject({ moisture: "no", edge: "no" });
  });

  it("is JSON-serialisable", () => {
    const p = profile("110mm Polypipe Inspection Chamber Base 320mm", { brand: "Polypipe" });
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});
