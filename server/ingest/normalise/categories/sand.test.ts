import { describe, expect, it } from "vitest";
import { attrKey } from "../test-helpers.ts";
import { extractProductFacts } from "../extract-product-facts.ts";

describe("sand", () => {
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
  it("tells coloured jointing sands apart when titles say the colour", () => {
    const colour = (title: string) => extractProductFacts({ title, brand: "Dansand" }).profile.attributes.colour;
    expect(colour("JOINTING SAND DANSAND WEED STOP STONE GREY 20KG")).toBe("grey");
    expect(colour("Dansand Natural Weed Stop Jointing Sand - 20kg Bag")).toBe("natural");
    expect(colour("Kiln Dried Sand 25kg")).toBeUndefined();
  });
  it("reads sand synonyms", () => {
    expect(attrKey("Soft Sand 25kg")).toBe(attrKey("Building Sand 25kg"));
    expect(attrKey("Rendering Sand Bulk Bag")).toBe(attrKey("Plastering Sand Bulk Bag"));
  });
  it("does not key a sand without a bag size", () => {
    expect(attrKey("Sharp Sand")).toBeNull();
  });
});
