import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { attrKey } from "../test-helpers.ts";

const facts = (title: string, brand?: string) => extractProductFacts({ title, brand }).facts;

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
  it("reads breather, breathable and vapour-permeable membranes as one class", () => {
    expect(attrKey("Vapour Permeable Roofing Membrane 1m x 50m")).toBe(attrKey("Breathable Roofing Membrane 1m x 50m"));
    expect(attrKey("Breather Membrane 1m x 50m")).toBe(attrKey("Breathable Roofing Membrane 1m x 50m"));
  });
});
