import { describe, expect, it } from "vitest";
import { extractProductFacts } from "./extract-product-facts.ts";
import { attrKey } from "./test-helpers.ts";

const facts = (title: string, brand?: string) => extractProductFacts({ title, brand }).facts;

describe("insulation", () => {
  it("reads range codes and folds Celotex thickness codes into the range", () => {
    expect(facts("Kingspan K108 75mm 1200 x 450").line).toBe("k108");
    expect(attrKey("Celotex GA4100 100mm 2400 x 1200")).toBe(attrKey("Celotex GA4000 100mm 2400 x 1200"));
  });
  it("infers the maker from the range code", () => {
    expect(extractProductFacts({ title: "TP10 100mm 2400 x 1200 PIR Board" }).brandFamily).toBe("kingspan");
  });
  it("keys rolls and slabs by thickness only", () => {
    expect(attrKey("Knauf Loft Roll 44 200mm 5.61m2")).toBe(attrKey("Knauf Loftroll 44 200mm"));
    expect(attrKey("Knauf Loft Roll 44 200mm")).not.toBe(attrKey("Knauf Loft Roll 44 100mm"));
    expect(attrKey("Knauf Loft Roll 44 200mm")).not.toBe(attrKey("Knauf Loft Roll 40 200mm"));
  });
});

describe("roofing", () => {
  it("keys tiles on maker + range words + colour, ignoring texture words", () => {
    expect(attrKey("Marley Modern Roof Tile Smooth Grey")).toBe(
      attrKey("Marley Modern Interlocking Concrete Tile - Grey"),
    );
    expect(attrKey("Redland 49 Tile Farmhouse Brown")).toBe(attrKey("Redland 49 Granular Tile Brown"));
  });
  it("requires a maker for tiles", () => {
    expect(attrKey("Concrete Roof Tile Smooth Grey")).toBeNull();
  });
  it("keys battens and felt by spec", () => {
    expect(attrKey("Treated Roofing Batten BS5534 25 x 50mm x 4.8m")).toBe(
      attrKey("BS 5534 Roof Batten Treated 25x50 4.8m"),
    );
    expect(attrKey("Green Mineral Shed Felt 10m")).toBe(attrKey("Green Mineral Shed Felt 10m x 1m"));
  });
  it("reads 'slate grey' as a colour, not a slate", () => {
    expect(facts("Marley Modern Tile Slate Grey", "Marley").type).toBe("tile");
  });
});

describe("drainage", () => {
  it("separates pipe ends, angles and systems", () => {
    expect(facts("FloPlast 110mm Underground Pipe 3m Plain Ended").ends).toBe("plain");
    // The 87.5° bend is the trade's "90°" bend.
    expect(facts("FloPlast 110mm 87.5° Bend").angle).toBe("90°");
    expect(attrKey("FloPlast 110mm Soil Pipe 3m Plain Ended")).not.toBe(
      attrKey("FloPlast 110mm Underground Pipe 3m Plain Ended"),
    );
  });
  it("reads trade abbreviations", () => {
    expect(attrKey("POLYPIPE UG 45DEG BEND 110MM D/S")).toBe(
      attrKey("Polypipe 110mm Underground 45 Degree Bend Double Socket"),
    );
  });
});

describe("other", () => {
  it("keys sundries on model codes plus measurements", () => {
    expect(attrKey("Everbuild 502 All Purpose PVA 5L")).toBe(attrKey("Everbuild PVA 502 5ltr"));
    expect(attrKey("Everbuild 502 PVA 5L")).not.toBe(attrKey("Everbuild 502 PVA 1L"));
    expect(attrKey("Visqueen DPM 1200 gauge 4 x 25m")).not.toBe(attrKey("Visqueen DPM 1000 gauge 4 x 25m"));
  });
  it("ignores merchant SKU numbers in model words", () => {
    expect(attrKey("Everbuild 502 PVA 5L (123456)")).toBe(attrKey("Everbuild 502 PVA 5L"));
  });
  it("needs a measurement", () => {
    expect(attrKey("Everbuild PVA")).toBeNull();
  });
});
