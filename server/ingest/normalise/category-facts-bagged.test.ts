import { describe, expect, it } from "vitest";
import { extractProductFacts } from "./extract-product-facts.ts";
import { attrKey } from "./test-helpers.ts";

const facts = (title: string) => extractProductFacts({ title }).facts;

describe("cement", () => {
  it("defaults unnamed cement to general purpose in a paper bag", () => {
    expect(attrKey("Blue Circle Cement 25kg")).toBe(attrKey("Blue Circle General Purpose Cement 25kg Paper Bag"));
    expect(facts("Blue Circle GP Cement 25kg Plastic").packaging).toBe("plastic");
  });
  it("separates product lines", () => {
    expect(attrKey("Blue Circle Mastercrete 25kg")).not.toBe(attrKey("Blue Circle Snowcrete 25kg"));
  });
});

describe("plaster and concrete/mortar", () => {
  it("needs a product line and bag size", () => {
    expect(attrKey("Thistle Plaster")).toBeNull();
    expect(attrKey("Thistle Hardwall 25kg")).toContain("hardwall|25kg");
    expect(attrKey("Tarmac Mortar Mix 20kg")).not.toBe(attrKey("Tarmac Concrete Mix 20kg"));
  });
  it("prefers Postcrete over its 'post fix' strapline", () => {
    expect(facts("Postcrete Post Fix Concrete 20kg").line).toBe("postcrete");
  });
});

describe("sand and aggregates", () => {
  it("treats every bulk-bag spelling and weight as one bag size", () => {
    const bulk = attrKey("Sharp Sand Bulk Bag");
    for (const t of [
      "Sharp Sand Jumbo Bag 850kg",
      "Sharp Sand Dumpy Bag",
      "Sharp Sand Bulk Bag approx 800kg",
      "Concreting Sand 0.8 Tonne Bag",
      "Sharp Sand 1 Tonne Bulk Bag",
    ]) {
      expect(attrKey(t)).toBe(bulk);
    }
  });
  it("reads sand synonyms", () => {
    expect(attrKey("Soft Sand 25kg")).toBe(attrKey("Building Sand 25kg"));
    expect(attrKey("Rendering Sand Bulk Bag")).toBe(attrKey("Plastering Sand Bulk Bag"));
  });
  it("defaults ballast grading to 20 mm but keys gravel grading as stated", () => {
    expect(attrKey("Ballast Bulk Bag")).toBe(attrKey("All-in Ballast 20mm Bulk Bag"));
    expect(attrKey("Gravel Bulk Bag")).toBeNull();
    expect(attrKey("20mm Shingle Bulk Bag")).toBe(attrKey("Gravel 20mm Jumbo Bag"));
  });
  it("does not key a sand or aggregate without a bag size", () => {
    expect(attrKey("Sharp Sand")).toBeNull();
  });
});
