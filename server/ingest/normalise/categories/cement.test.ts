import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { attrKey } from "../test-helpers.ts";

const facts = (title: string) => extractProductFacts({ title }).facts;

describe("cement", () => {
  it("defaults unnamed cement to general purpose in a paper bag", () => {
    expect(attrKey("Blue Circle Cement 25kg")).toBe(attrKey("Blue Circle General Purpose Cement 25kg Paper Bag"));
    expect(facts("Blue Circle GP Cement 25kg Plastic").packaging).toBe("plastic");
  });
  it("separates product lines", () => {
    expect(attrKey("Blue Circle Mastercrete 25kg")).not.toBe(attrKey("Blue Circle Snowcrete 25kg"));
  });
  it("keeps a maker's high-strength bag apart from its general-purpose one", () => {
    expect(attrKey("Rugby High Strength Cement 25kg")).not.toBe(attrKey("Rugby General Purpose Cement 25kg"));
  });
  it("reads natural hydraulic lime by its NHL class", () => {
    expect(facts("LIME ST ASTIER NATURAL HYDRAULIC NHL 3.5 25KG").line).toBe("nhl-3.5");
    expect(attrKey("St. Astier Natural Hydraulic Lime NHL 5 (25kg)")).toBe(
      attrKey("Natural hydraulic lime NHL 5 25kg", { brand: "St. Astier" }),
    );
    expect(attrKey("St. Astier Natural Hydraulic Lime NHL 5 (25kg)")).not.toBe(
      attrKey("St. Astier Natural Hydraulic Lime NHL 3.5 (25kg)"),
    );
  });
  it("leaves cement dye to the sundries, where its colour is the product", () => {
    const dye = (title: string) => extractProductFacts({ title, brand: "Everbuild" });
    expect(dye("Everbuild Buff Cement Dye - 1kg Tub").category).toBe("other");
    expect(dye("DYE EVB CEMENT BUFF 1KG").profile.attributes.colour).not.toBe(
      dye("Cement Dye Red 1kg (Everbuild)").profile.attributes.colour,
    );
  });
});
