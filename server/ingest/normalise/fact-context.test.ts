import { describe, expect, it } from "vitest";
import { allBrandPhrases } from "./brands.ts";
import { bagSlot, colourSlot, dimsFacts, modelWords } from "./fact-context.ts";
import { parseMeasurements } from "./measurements.ts";
import { normaliseText } from "./text.ts";

const parsed = (t: string) => parseMeasurements(normaliseText(t));

describe("fact-context helpers", () => {
  it("collapses bulk bags and keeps small bag weights", () => {
    expect(bagSlot(parsed("Sand Bulk Bag"))).toBe("bulk-bag");
    expect(bagSlot(parsed("Sand 850kg"))).toBe("bulk-bag");
    expect(bagSlot(parsed("Sand 25kg"))).toBe("25kg");
    expect(bagSlot(parsed("Sand"))).toBeNull();
  });
  it("reads colour sets order-free", () => {
    expect(colourSlot(normaliseText("Red Multi"))).toBe(colourSlot(normaliseText("Multi Red")));
    expect(colourSlot(normaliseText("Smooth"))).toBeNull();
  });
  it("extracts model words without brands, merchants, filler or sizes", () => {
    const text = normaliseText("Premium Ibstock Tradesman Red Multi Facing Brick 65mm - Jewson");
    const ctx = { text, parsed: parseMeasurements(text), category: "bricks" as const, brandPhrases: allBrandPhrases() };
    expect(modelWords(ctx)).toEqual(["facing", "tradesman"]);
  });
  it("names thickness, width and length for triples", () => {
    expect(dimsFacts([47, 100, 3600])).toEqual({ thickness: "47 mm", width: "100 mm", length: "3.6 m" });
    expect(dimsFacts([110])).toEqual({ size: "110 mm" });
  });
});
