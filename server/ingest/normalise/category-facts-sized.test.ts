import { describe, expect, it } from "vitest";
import { extractProductFacts } from "./extract-product-facts.ts";
import { treatmentOf } from "./category-facts-sized.ts";
import { normaliseText } from "./text.ts";
import { attrKey } from "./test-helpers.ts";

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

describe("sheet materials", () => {
  it("defaults OSB to OSB3 and implies moisture resistance for P5 chipboard", () => {
    expect(attrKey("OSB Board 18mm 2440 x 1220")).toBe(attrKey("OSB3 Board 18mm 2440 x 1220"));
    expect(attrKey("P5 Chipboard T&G 18mm 2400 x 600")).toBe(
      attrKey("Moisture Resistant P5 Chipboard Tongue and Groove 18mm 2400 x 600"),
    );
  });
  it("separates MR MDF from standard MDF", () => {
    expect(attrKey("MR MDF 18mm 8x4")).not.toBe(attrKey("MDF 18mm 8x4"));
  });
});

describe("plasterboard", () => {
  it("combines performance flags and defaults to tapered edge", () => {
    expect(facts("Gyproc FireLine MR 12.5mm 2400x1200").type).toBe("fire+moisture");
    expect(facts("Gyproc Wallboard 12.5mm 2400x1200").edge).toBe("tapered edge");
    expect(attrKey("Gyproc Wallboard TE 12.5mm 2400x1200")).toBe(attrKey("Gyproc Wallboard 12.5mm 2400x1200"));
    expect(facts("Gyproc Wallboard SE 12.5mm 2400x1200").edge).toBe("square edge");
  });
});

describe("bricks", () => {
  it("defaults engineering bricks to class B and unqualified bricks to facing", () => {
    expect(facts("Red Engineering Brick 65mm").class).toBe("class B");
    expect(facts("Ibstock Tradesman Red Multi 65mm").type).toBe("facing");
  });
  it("keys facing bricks on maker + range name, and needs a maker", () => {
    expect(attrKey("Ibstock Tradesman Red Multi Facing Brick 65mm")).toContain("|ibstock|facing|");
    expect(attrKey("Red Multi Facing Brick 65mm")).toBeNull();
  });
  it("fills the standard face from the height", () => {
    expect(facts("Class B Engineering Brick Red 65mm")).toMatchObject({
      height: "65 mm",
      depth: "102.5 mm",
      length: "215 mm",
    });
  });
});

describe("blocks", () => {
  it("defaults dense to 7.3 N and aircrete to 3.6 N, and reads strength shorthand", () => {
    expect(facts("Dense Concrete Block 100mm").strength).toBe("7.3 N/mm² (assumed)");
    expect(facts("Thermalite Shield Block 100mm").strength).toBe("3.6 N/mm²");
    expect(attrKey("Dense Block 100mm 7N")).toBe(attrKey("Dense Block 100mm 7.3N"));
    expect(attrKey("Thermalite Hi-Strength 7 Block 100mm")).toBe(attrKey("Thermalite High Strength 7.3N Block 100mm"));
    expect(attrKey("Thermalite Hi-Strength 7 Block 100mm")).not.toBe(attrKey("Thermalite Shield Block 100mm"));
  });
  it("keys blocks by maker when known, brand-less (*) when not", () => {
    expect(attrKey("Thermalite Shield 100mm")).not.toBe(attrKey("Celcon Standard 100mm"));
    expect(attrKey("Dense Block 7.3N 100mm", { brand: "Forterra" })).toBe(
      "attr:blocks|forterra|dense|7.3n|solid|100x215x440|1",
    );
    expect(attrKey("Dense Block 7.3N 100mm")).toBe("attr:blocks|*|dense|7.3n|solid|100x215x440|1");
  });
});

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
