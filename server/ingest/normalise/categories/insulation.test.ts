import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { attrKey } from "../test-helpers.ts";

const facts = (title: string) => extractProductFacts({ title }).facts;

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
