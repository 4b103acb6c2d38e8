import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { normaliseText } from "../text.ts";
import { attrKey } from "../test-helpers.ts";
import { treatmentOf } from "./shared-treatment.ts";

const facts = (title: string) => extractProductFacts({ title }).facts;

describe("timber", () => {
  it("reads treatment words, explicit untreated winning", () => {
    for (const t of ["Treated", "Tanalised", "Pressure Treated", "Green Treated", "Brown Treated"]) {
      expect(treatmentOf(normaliseText(`${t} timber`))).toBe("treated");
    }
    expect(treatmentOf(normaliseText("Untreated timber"))).toBe("untreated");
    expect(treatmentOf(normaliseText("Kiln Dried Whitewood"))).toBe("untreated");
    expect(treatmentOf(normaliseText("Kiln Dried Treated"))).toBe("treated");
    expect(treatmentOf(normaliseText("Sawn timber"))).toBeNull();
  });
  it("tells green from brown treated timber when a title says which, and only for treated timber", () => {
    const colour = (title: string) => extractProductFacts({ title }).profile.attributes.colour;
    expect(colour("Treated Green Sleeper 100 x 200mm x 2.4m")).toBe("green");
    expect(colour("Treated Sleeper, Brown, (L)2.4m (W)200mm (T)100mm")).toBe("brown");
    expect(colour("Treated Sleeper 100 x 200mm x 2.4m")).toBeUndefined();
    expect(colour("Green Oak Sawn Timber 100 x 200mm x 2.4m")).toBeUndefined();
  });
  it("defaults ungraded structural sawn sections and CLS to C16, nothing else", () => {
    expect(facts("Treated Sawn Timber 47 x 100mm x 3.6m").grade).toBe("C16 (assumed)");
    expect(facts("CLS 38 x 89 x 2.4m").grade).toBe("C16 (assumed)");
    expect(facts("Treated Batten 25 x 50mm x 4.8m").grade).toBeUndefined();
    expect(facts("PSE Timber 44 x 94mm x 2.4m").grade).toBeUndefined();
    expect(facts("C24 Treated Sawn Timber 47x100 3.6m").grade).toBe("C24");
  });
  it("treats CLS as untreated unless stated, and keeps unknown treatment unknown", () => {
    expect(facts("CLS 38 x 89 x 2.4m").treatment).toBe("untreated");
    expect(facts("Sawn Timber 47 x 100 x 3.6m").treatment).toBeUndefined();
    expect(attrKey("Sawn Timber 47 x 100 x 3.6m")).not.toBe(attrKey("Treated Sawn Timber 47 x 100 x 3.6m"));
  });
  it("needs all three dimensions", () => {
    expect(attrKey("Treated Sawn Timber 47 x 100mm")).toBeNull();
  });
});
