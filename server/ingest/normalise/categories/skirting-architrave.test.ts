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
});
