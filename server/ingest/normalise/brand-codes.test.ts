import { describe, expect, it } from "vitest";
import { abbreviatesBrand, withoutBrandCode } from "./brand-codes.ts";
import { extractProductFacts } from "./extract-product-facts.ts";

describe("withoutBrandCode", () => {
  it("drops a leading supplier code that shortens the brand column's maker", () => {
    expect(withoutBrandCode("OND ONDULINE SHEET 2000X950 BLACK", "ONDULINE")).toBe("ONDULINE SHEET 2000X950 BLACK");
    expect(withoutBrandCode("RKW ROCKWOOL FLEXI 100MM", "Rockwool")).toBe("ROCKWOOL FLEXI 100MM");
    expect(withoutBrandCode("BG GYPROC DRIWALL ADH 25KG", "British Gypsum")).toBe("GYPROC DRIWALL ADH 25KG");
  });

  it("keeps the first word when it is the brand itself, a product word, or the title is not ERP capitals", () => {
    expect(withoutBrandCode("IG L1/S100 1200", "IG")).toBe("IG L1/S100 1200");
    expect(withoutBrandCode("RED MULTI STOCK 65MM", "Ibstock")).toBe("RED MULTI STOCK 65MM");
    expect(withoutBrandCode("Red Redland 49 Tile", "Redland")).toBe("Red Redland 49 Tile");
    expect(withoutBrandCode("OND SHEET", null)).toBe("OND SHEET");
  });

  it("does not read the code as a colour", () => {
    const facts = extractProductFacts({ title: "RED REDLAND 49 TILE 381X229 BRECKLAND BROWN", brand: "REDLAND" });
    expect(facts.profile.attributes.colour).toBe("brown");
  });
});

describe("abbreviatesBrand", () => {
  it("knows initials, prefixes and consonant skeletons, not unrelated words", () => {
    expect(abbreviatesBrand("bg", "british gypsum")).toBe(true);
    expect(abbreviatesBrand("mich", "michelmersh")).toBe(true);
    expect(abbreviatesBrand("evb", "everbuild")).toBe(true);
    expect(abbreviatesBrand("bc", "ibstock")).toBe(false);
    expect(abbreviatesBrand("ev", "everbuild")).toBe(false);
  });
});

describe("a maker's first four letters opening a mixed-case title (session 19)", () => {
  it("drops the code before a written word", () => {
    expect(withoutBrandCode("HOLM Decking Screws 4.5 x 60mm", "Holmfirth")).toBe("Decking Screws 4.5 x 60mm");
    expect(withoutBrandCode("BROO Fence Post Concrete Mix 20kg", "Brookwood Mortars")).toBe(
      "Fence Post Concrete Mix 20kg",
    );
  });

  it("keeps acronyms, the maker's own word, other makers' letters and codes in a lower-case run", () => {
    expect(withoutBrandCode("PIR Insulation Board 50mm", "Pirton")).toBe("PIR Insulation Board 50mm");
    expect(withoutBrandCode("HOLM Decking Screws", "Holm")).toBe("HOLM Decking Screws");
    expect(withoutBrandCode("HOLM Decking Screws", "Brookwood")).toBe("HOLM Decking Screws");
    expect(withoutBrandCode("HOLM DECKING SCREWS", "Brookwood")).toBe("HOLM DECKING SCREWS");
  });
});
