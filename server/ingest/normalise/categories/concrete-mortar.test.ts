import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { attrKey } from "../test-helpers.ts";

const facts = (title: string) => extractProductFacts({ title }).facts;

describe("concrete/mortar", () => {
  it("separates product lines", () => {
    expect(attrKey("Tarmac Mortar Mix 20kg")).not.toBe(attrKey("Tarmac Concrete Mix 20kg"));
  });
  it("prefers Postcrete over its 'post fix' strapline", () => {
    expect(facts("Postcrete Post Fix Concrete 20kg").line).toBe("postcrete");
  });
  it("reads paving jointing compound as a mortar line whose colour matters", () => {
    const buff = { title: "Marshalls Weatherpoint 365 Paving Jointing Compound Buff 15kg Tub" };
    expect(extractProductFacts(buff).category).toBe("concrete-mortar");
    expect(facts(buff.title)).toMatchObject({ line: "paving-jointing", colour: "buff" });
    expect(attrKey("JNT CMPD PAVING MARSHALLS WEATHERPOINT 365 15KG TUB BUFF")).toBe(attrKey(buff.title));
    expect(attrKey(buff.title)).not.toBe(attrKey("Marshalls Weatherpoint 365 Paving Jointing Compound Grey 15kg Tub"));
  });
  it("keeps a high-strength mix apart from the standard one", () => {
    expect(attrKey("Tarmac Ready to Use High Strength Concrete Mix 20kg")).not.toBe(
      attrKey("Tarmac Ready to Use Concrete Mix 20kg"),
    );
  });
  it("keys render by colour: a white and a grey one-coat render are two products", () => {
    const white = attrKey("One Coat Render White 25kg", { brand: "Castrel" });
    expect(white).toContain("|white|");
    expect(attrKey("castrel grey one coat render 25kg", { brand: "Castrel" })).not.toBe(white);
    expect(attrKey("ONE COAT RENDER WHITE 25KG", { brand: "Castrel" })).toBe(white);
  });
  it("reads a fence-post mix described in words as the post mix, not concrete", () => {
    expect(facts("Fence post concrete mix, fast setting, 20kg").line).toBe("postmix");
    expect(facts("Fence Post Mix 20kg").line).toBe("postmix");
    expect(facts("Ready Mixed Concrete 20kg").line).toBe("concrete");
  });
});
