/**
 * Precision rules learnt from independent truth sets: makers are identity in every category,
 * keyword-stuffed tails add nothing, named variants (brick names, species, finish, grating
 * material) veto, and "Sold Individually" is a pack of one.
 */
import { describe, expect, it } from "vitest";
import { classifyCategory } from "./classify-category.ts";
import { extractProductFacts } from "./extract-product-facts.ts";
import { compareProfiles } from "./similarity-matching.ts";
import { attrKey, sameProduct } from "./test-helpers.ts";
import { cleanTitle } from "./title-cleanup.ts";

const profile = (title: string, brand: string | null = null) =>
  extractProductFacts({ title, brand, merchantName: "Test Merchant" }).profile;
const facts = (title: string) => extractProductFacts({ title }).facts;

describe("makers in every category", () => {
  it("refuses to merge a generic commodity into a branded one by similarity", () => {
    const generic = profile("Common Brick 215 x 102.5 x 65mm");
    const branded = profile("Forterra LBC Common Brick 215 x 102.5 x 65mm", "Forterra");
    expect(compareProfiles(generic, branded).same).toBe(false);
    expect(compareProfiles(branded, generic).same).toBe(false);
  });
  it("still merges a brandless title that names the maker's product", () => {
    const named = profile("Breathable Roofing Membrane 1.5m x 50m - Tyvek Supro");
    const branded = profile("Tyvek Supro Breathable Roofing Membrane 1.5m x 50m", "DuPont");
    expect(compareProfiles(named, branded).same).toBe(true);
  });
});

describe("keyword-stuffed titles", () => {
  it("cuts the tail where a category word comes back after the size", () => {
    expect(cleanTitle("Washed Gravel 20mm Jumbo Bag Tonne Bag Gravel Aggregate Driveway Sub Base Stone")).toBe(
      "Washed Gravel 20mm Jumbo Bag Tonne Bag",
    );
    expect(cleanTitle("Blue Circle Snowcrete White Cement 25kg Cement Bag Mortar Concrete Building")).toBe(
      "Blue Circle Snowcrete White Cement 25kg",
    );
    expect(cleanTitle("Castlemix Ready Mixed Mortar 20kg Ready Mix Bag Concrete Mortar")).toBe(
      "Castlemix Ready Mixed Mortar 20kg",
    );
  });
  it("keeps a label that ends on one repeated word", () => {
    const mr = "Gyproc Plasterboard 12.5mm - Moisture Resistant Plasterboard";
    expect(cleanTitle(mr)).toBe(mr);
    expect(facts("Castlemix Multi-Purpose Concrete Mix 20kg - Mortar & Concrete").line).toBe("concrete");
  });
  it("keeps repeated words inside a maker's name, model codes and tails that carry a number", () => {
    expect(cleanTitle("Heather Facing Brick 215 x 102.5 x 65mm - London Brick")).toContain("London Brick");
    const tp10 = "Kingspan Insulation Thermapitch TP10 Rigid PIR Insulation Board Foil Faced, 2400mm x 1200mm x 25mm";
    expect(cleanTitle(tp10)).toBe(tp10);
    const roll = "Knauf Earthwool Loft Roll 44 Glass Mineral Wool Loft Roll, 100mm";
    expect(cleanTitle(roll)).toBe(roll);
  });
  it("lets the first product line win over stuffed category words", () => {
    expect(
      classifyCategory({ title: "Blue Circle Snowcrete White Cement 25kg Cement Bag Mortar Concrete Building" }),
    ).toBe("cement");
    expect(facts("Limestone Chippings 20mm Jumbo Bag Tonne Bag Gravel Aggregate Driveway Sub Base Stone").type).toBe(
      "limestone",
    );
    expect(facts("Washed Gravel 20mm Jumbo Bag Tonne Bag Gravel Aggregate Driveway Sub Base Stone").type).toBe(
      "gravel",
    );
    expect(facts("Castlemix Multi-Purpose Concrete Mix 20kg Ready Mix Bag Concrete Mortar").line).toBe("concrete");
    expect(facts("Castlemix Ready Mixed Mortar 20kg Ready Mix Bag Concrete Mortar").line).toBe("mortar");
  });
  it("still prefers a maker's named line to a generic description", () => {
    expect(facts("Rapid Setting Post Fix Concrete 20kg - Blue Circle Postcrete").line).toBe("postcrete");
  });
});

describe("named variants", () => {
  it("keys and vetoes facing-brick names and colour ranges", () => {
    const heather = "London Brick Heather Facing Brick 215 x 102.5 x 65mm";
    const brindle = "London Brick Brindle Facing Brick 215 x 102.5 x 65mm";
    expect(attrKey(brindle)).not.toBeNull();
    expect(attrKey(heather)).not.toBe(attrKey(brindle));
    expect(compareProfiles(profile(heather), profile(brindle)).same).toBe(false);
  });
  it("lets a padded brick name meet its range", () => {
    const a = profile("Ember Red Multi Facing Brick 65mm Full Pack (500 No.)", "Hollinwood Brick");
    const b = profile("Hollinwood Brick Ember Red Multi Facing Brick 215x102.5x65mm (500 pack)", "Hollinwood Brick");
    expect(compareProfiles(a, b).same).toBe(true);
  });
  it("separates grating materials", () => {
    const steel = "ACO HexDrain Drainage Channel with Galvanised Steel Grating 1m";
    const plastic = "ACO HexDrain Drainage Channel with Black Plastic Grating 1m";
    expect(facts(steel).material).toBe("galvanised");
    expect(attrKey(steel, { brand: "ACO" })).not.toBe(attrKey(plastic, { brand: "ACO" }));
    expect(compareProfiles(profile(steel, "ACO"), profile(plastic, "ACO")).same).toBe(false);
  });
  it("separates timber species, and reads PSE and PAR as one planed finish", () => {
    expect(attrKey("Oak PAR Timber 18 x 169mm x 4.2m")).not.toBe(attrKey("Ash PAR Timber 18 x 169mm x 4.2m"));
    // Merchants sell one planed section as either (see PLANED_FINISHES).
    expect(attrKey("Ash PSE Timber 18 x 169mm x 4.2m")).toBe(attrKey("Ash PAR Timber 18 x 169mm x 4.2m"));
    expect(sameProduct("Ash Planed Square Edge Timber 18 x 169mm x 4.2m", "ASH PSE 18X169 4.2M")).toBe(true);
    expect(sameProduct("Sapele Planed All Round Timber 18 x 169mm x 4.2m", "Sapele PAR Timber 18 x 169mm x 4.2m")).toBe(
      true,
    );
    // Unnamed softwood keeps its key shape.
    expect(attrKey("Treated Sawn Timber 47 x 100mm x 3.6m")).toBe(
      "attr:timber|*|sawn-section|C16|treated|sawn|47x100x3600|1",
    );
  });
});

describe("pack of one and imperial sizes", () => {
  it("reads Sold Individually, Single and Each as a pack of one", () => {
    const plain = "Harrowby Red Multi Stock Facing Brick 215 x 102.5 x 65mm";
    expect(attrKey(`${plain} - Sold Individually`, { brand: "Harrowby" })).toBe(attrKey(plain, { brand: "Harrowby" }));
    expect(attrKey(`${plain} Each`, { brand: "Harrowby" })).toBe(attrKey(plain, { brand: "Harrowby" }));
  });
  it("reads fractional inch board thicknesses as the metric stock board", () => {
    expect(
      sameProduct("OSB3 Board 8ft x 4ft x 3/4in - SterlingOSB Zero", "SterlingOSB Zero OSB3 Board 2440 x 1220 x 18mm"),
    ).toBe(true);
    expect(
      sameProduct(
        "Tapered Edge Plasterboard 8ft x 4ft x 1/2in - Gyproc FireLine",
        "Gyproc FireLine Plasterboard 2400 x 1200 x 12.5mm",
      ),
    ).toBe(true);
    expect(
      sameProduct(
        "PIR Insulation Board 8ft x 4ft x 4in - Celotex GA4100",
        "Celotex GA4100 PIR Board 2400 x 1200 x 100mm",
      ),
    ).toBe(true);
  });
});
