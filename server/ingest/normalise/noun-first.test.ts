import { describe, expect, it } from "vitest";
import { withNounLast } from "./noun-first.ts";
import { attrKey } from "./test-helpers.ts";
import { normaliseText } from "./text.ts";

const moved = (title: string) => withNounLast(normaliseText(title)).trim();

describe("a category noun written first", () => {
  it("moves after the words that make a known phrase with it", () => {
    expect(moved("Sand Play Small Bag 15kg")).toBe("play sand small bag 15kg");
    expect(moved("Batten Roofing Treated 25mm x 50mm 4.8m")).toMatch(/^roofing batten treated/);
    expect(attrKey("Batten Roofing Treated 25mm x 50mm 4.8m")).toBe(attrKey("Treated Roofing Batten 25 x 50mm x 4.8m"));
  });
  it("stays where the words as written already make sense", () => {
    expect(moved("Gravel 20mm Bulk Bag")).toBe("gravel 20mm bulk bag");
    expect(moved("Cement 25kg")).toBe("cement 25kg");
    expect(moved("Skirting MDF Ogee Primed 18 x 144mm 4.2m")).toMatch(/^skirting mdf ogee/);
  });
});
