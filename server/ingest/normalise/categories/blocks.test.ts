import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { attrKey } from "../test-helpers.ts";

const facts = (title: string) => extractProductFacts({ title }).facts;

describe("blocks", () => {
  it("defaults dense to 7.3 N and aircrete to 3.6 N, and reads strength shorthand", () => {
    expect(facts("Dense Concrete Block 100mm").strength).toBe("7.3 N/mm² (assumed)");
    expect(facts("Thermalite Shield Block 100mm").strength).toBe("3.6 N/mm²");
    expect(attrKey("Dense Block 100mm 7N")).toBe(attrKey("Dense Block 100mm 7.3N"));
    expect(attrKey("Thermalite Hi-Strength 7 Block 100mm")).toBe(attrKey("Thermalite High Strength 7.3N Block 100mm"));
    expect(attrKey("Thermalite Hi-Strength 7 Block 100mm")).not.toBe(attrKey("Thermalite Shield Block 100mm"));
  });
  it("reads the named thermal and high-strength grades", () => {
    expect(facts("Thermalite Turbo Aircrete Block 100mm").strength).toBe("2.9 N/mm²");
    expect(facts("H+H Celcon Solar Grade Block 100mm").strength).toBe("2.9 N/mm²");
    expect(facts("Thermalite Hi-Strength 10 Block 100mm").strength).toBe("10.4 N/mm²");
    expect(attrKey("Thermalite Turbo Aircrete Block 100mm")).not.toBe(
      attrKey("Thermalite Shield 2000 Aircrete Block 100mm"),
    );
  });
  it("keys blocks by maker when known, brand-less (*) when not", () => {
    expect(attrKey("Thermalite Shield 100mm")).not.toBe(attrKey("Celcon Standard 100mm"));
    expect(attrKey("Dense Block 7.3N 100mm", { brand: "Forterra" })).toBe(
      "attr:blocks|forterra|dense|7.3n|solid|100x215x440|1",
    );
    expect(attrKey("Dense Block 7.3N 100mm")).toBe("attr:blocks|*|dense|7.3n|solid|100x215x440|1");
  });
  it("keys block paving by colour, in any word order, and leaves walling blocks' colour out", () => {
    expect(attrKey("FLAGSTEAD BRINDLE BLOCK PAVING 200 X 100 X 50MM", { brand: "Flagstead" })).toBe(
      attrKey("Flagstead: Block Paving Brindle 200 x 100 x 50mm", { brand: "Flagstead" }),
    );
    expect(attrKey("Block Paving Brindle 200 x 100 x 50mm")).not.toBe(
      attrKey("Block Paving Charcoal 200 x 100 x 50mm"),
    );
    expect(attrKey("Charcoal Concrete Block Pavers 200x100x50mm")).toBe(
      attrKey("Block Paving Charcoal 200 x 100 x 50mm"),
    );
    expect(facts("Dense Concrete Block 7.3N 100mm Grey").colour).toBeUndefined();
  });
});

describe("block widths in inches (decision 070)", () => {
  it("keys a 3, 4 or 12 inch block as the 75, 100 or 300 mm block", () => {
    expect(attrKey('4" Holmfirth Dense Concrete Block 7N')).toBe(attrKey("Holmfirth Dense Concrete Block 7N 100mm"));
    expect(attrKey("3in Medium Dense Block 3.6N")).toBe(attrKey("Medium Dense Concrete Block 3.6N 440 x 215 x 75mm"));
    expect(attrKey('12" Dense Block 7N')).toBe(attrKey("Dense Concrete Block 7N 440 x 215 x 300mm"));
  });
  it("leaves a 6 inch block a plain conversion: 140 and 150 mm blocks are both sold as 6 inch", () => {
    expect(attrKey('6" Dense Block 7N')).not.toBe(attrKey("Dense Concrete Block 7N 440 x 215 x 140mm"));
  });
});
