import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { attrKey } from "../test-helpers.ts";

const facts = (title: string) => extractProductFacts({ title }).facts;

describe("skirting & architrave", () => {
  it("separates kind, profile and material", () => {
    expect(facts("Primed MDF Torus Skirting 18 x 119mm x 4.2m")).toMatchObject({
      kind: "skirting",
      profile: "torus",
      material: "mdf",
    });
    expect(attrKey("MDF Torus Architrave 18 x 69 x 2.2m")).not.toBe(attrKey("MDF Torus Skirting 18 x 69 x 2.2m"));
  });
  it("keys softwood mouldings by nominal section, MDF by what it measures", () => {
    expect(attrKey("Pine Ogee Skirting 20 x 119mm x 4.2m")).toBe(attrKey("Softwood Ogee Skirting 25 x 125mm 4.2m"));
    expect(attrKey("Softwood Torus Architrave (T)20mm (W)69mm (L)2.1m")).toBe(
      attrKey("Pine Torus Architrave 25 x 75mm 2.1m"),
    );
    expect(facts("Pine Ogee Skirting 20 x 119mm x 4.2m")).toMatchObject({ thickness: "20 mm", width: "119 mm" });
    expect(attrKey("Primed MDF Torus Skirting 18 x 119mm x 4.2m")).not.toBe(
      attrKey("Primed MDF Torus Skirting 25 x 125mm x 4.2m"),
    );
  });
});
