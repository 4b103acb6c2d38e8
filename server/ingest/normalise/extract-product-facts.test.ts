import { describe, expect, it } from "vitest";
import { quantityInBasis } from "./unit-basis.ts";
import { extractProductFacts } from "./extract-product-facts.ts";
import { attrKey, sameProduct } from "./test-helpers.ts";

describe("pairs that must match despite wording", () => {
  it.each([
    [
      "British Gypsum Gyproc WallBoard Tapered Edge 2400mm x 1200mm x 12.5mm",
      "Gyproc Wallboard 12.5mm 1200 x 2400 Plasterboard",
    ],
    ["Treated Sawn Timber 47 x 100mm x 3.6m", "4x2 Tanalised Timber 3.6m (47x100)"],
    ["Treated Sawn Timber 47 x 100mm x 3.6m", "C16 Treated Sawn Timber 47x100 3.6m"],
    ["Hanson Multicem Cement 25kg", "Multicem General Purpose Cement 25kg Bag - Heidelberg Materials"],
    ["Bulk Bag Ballast", "All-in Ballast 20mm Jumbo Bag 850kg"],
    ["Kingspan TP10 100mm 2400 x 1200", "Kingspan Thermapitch TP10 PIR Board 1.2m x 2.4m x 100mm"],
    ["OSB3 Board 18mm 2440 x 1220mm", "18mm OSB3 Sheet 8' x 4'"],
    ["Thistle Multi-Finish Plaster 25kg", "British Gypsum Thistle MultiFinish 25kg"],
    ["Class B Engineering Bricks Red 65mm", "Red Engineering Brick Class B 215 x 102.5 x 65mm"],
    ["Dense Concrete Block 7.3N 440 x 215 x 100mm", "100mm Dense Block 7.3N"],
    ["Blue Circle Mastercrete 25kg", "Tarmac Mastercrete Cement 25kg"],
  ])("%s ↔ %s", (a, b) => {
    expect(sameProduct(a, b)).toBe(true);
  });

  it("ignores filler words, merchant names, case, punctuation and plurals", () => {
    const plain = attrKey("Treated Sawn Timber 47 x 100mm x 3.6m");
    expect(attrKey("PREMIUM Trade Quality Treated Sawn Timber 47x100mm x 3.6m - Buy Online | Free Delivery")).toBe(
      plain,
    );
    expect(attrKey("Treated Sawn Timber 47 x 100mm x 3.6m - Jewson", { merchantName: "Jewson", brand: "Jewson" })).toBe(
      plain,
    );
    expect(attrKey("Red Class B Engineering Bricks 65mm Each")).toBe(attrKey("red class b engineering brick 65mm"));
    expect(attrKey("Building Sand Bulk Bag UK")).toBe(attrKey("Building Sand - Bulk Bag"));
  });

  it("matches on GTIN whatever the notation", () => {
    expect(sameProduct({ title: "Board A", gtin: "5015290001120" }, { title: "Board B", gtin: "05015290001120" })).toBe(
      true,
    );
  });

  it("matches on brand + MPN, but never on an MPN without a brand", () => {
    expect(
      sameProduct(
        { title: "FloPlast pipe", brand: "FloPlast", mpn: "D1030" },
        { title: "Floplast pipe", mpn: "d-1030" },
      ),
    ).toBe(true);
    expect(sameProduct({ title: "Pipe", mpn: "D1030" }, { title: "Pipe", mpn: "D1030" })).toBe(false);
  });
});

describe("look-alikes that must NOT match", () => {
  it.each([
    ["Treated Sawn Timber 47 x 100mm x 3.0m", "Treated Sawn Timber 47 x 100mm x 3.6m"],
    ["Gyproc Wallboard 12.5mm 2400 x 1200", "Gyproc Wallboard 15mm 2400 x 1200"],
    ["Gyproc Wallboard 12.5mm 2400 x 1200", "Gyproc Moisture Resistant 12.5mm 2400 x 1200"],
    ["Gyproc Wallboard 12.5mm 2400 x 1200", "Gyproc FireLine 12.5mm 2400 x 1200"],
    ["Gyproc Wallboard 12.5mm 2400 x 1200", "Gyproc Wallboard Square Edge 12.5mm 2400 x 1200"],
    ["Treated Sawn Timber 47 x 100mm x 3.6m", "Untreated Sawn Timber 47 x 100mm x 3.6m"],
    ["Thistle Multi-Finish 25kg", "Thistle Multi-Finish 20kg"],
    ["Dense Concrete Block 7.3N 100mm", "Dense Concrete Block 7.3N 140mm"],
    ["Dense Concrete Block 7.3N 100mm", "Dense Concrete Block 3.6N 100mm"],
    ["C16 Treated Sawn Timber 47x100 3.6m", "C24 Treated Sawn Timber 47x100 3.6m"],
    ["Class B Engineering Brick Red 65mm Pack of 10", "Class B Engineering Brick Red 65mm"],
    ["Ibstock Tradesman Red Multi Facing Brick 65mm", "Ibstock Tradesman Buff Multi Facing Brick 65mm"],
    ["OSB3 Board 18mm 2440 x 1220mm", "OSB3 Board 11mm 2440 x 1220mm"],
    ["Postcrete 20kg", "Blue Circle Postfix 20kg"],
    ["Thistle Multi-Finish 25kg", "Thistle Board Finish 25kg"],
    ["Hanson Multicem 25kg", "Blue Circle General Purpose Cement 25kg"],
    ["Sharp Sand Bulk Bag", "Building Sand Bulk Bag"],
    ["Building Sand Bulk Bag", "Building Sand 25kg Bag"],
    ["20mm Gravel Bulk Bag", "10mm Gravel Bulk Bag"],
    ["PSE Timber 18 x 44mm 2.4m", "Sawn Timber 18 x 44mm 2.4m"],
    ["MDF Torus Skirting 18 x 119mm x 4.2m", "MDF Ogee Skirting 18 x 119mm x 4.2m"],
    ["MDF Torus Skirting 18 x 119mm x 4.2m", "Pine Torus Skirting 18 x 119mm x 4.2m"],
    ["Kingspan TP10 100mm 2400 x 1200", "Kingspan TP10 50mm 2400 x 1200"],
    ["Kingspan TP10 100mm 2400 x 1200", "Celotex GA4100 100mm 2400 x 1200"],
    ["Marley Modern Roof Tile Smooth Grey", "Marley Modern Roof Tile Anthracite"],
    ["FloPlast 110mm Underground Pipe 3m Plain Ended", "FloPlast 110mm Underground Pipe 3m Single Socket"],
    ["FloPlast 110mm 87.5° Bend Single Socket", "FloPlast 110mm 45° Bend Single Socket"],
    ["Hardwood Ply 18mm 8x4", "Shuttering Ply 18mm 8x4"],
    ["Blue Circle GP Cement 25kg", "Blue Circle GP Cement 25kg Plastic Bag"],
  ])("%s ≠ %s", (a, b) => {
    expect(sameProduct(a, b)).toBe(false);
  });
});

describe("key emission policy", () => {
  it("emits keys strongest first", () => {
    const f = extractProductFacts({
      title: "Hanson Multicem Cement 25kg",
      brand: "Hanson",
      gtin: "5032101000202",
      mpn: "MC25",
    });
    expect(f.keys.map((k) => k.kind)).toEqual(["gtin", "mpn", "attributes"]);
    expect(f.keys[0]!.value).toBe("gtin:05032101000202");
  });
  it("does not key on an invalid GTIN, and says so", () => {
    const f = extractProductFacts({ title: "Gyproc Wallboard 12.5mm 2400 x 1200", gtin: "5015290001121" });
    expect(f.gtin14).toBeNull();
    expect(f.keys.every((k) => k.kind !== "gtin")).toBe(true);
    expect(f.explanation).toContain("invalid");
  });
  it("emits no attributes key when the offer is too vague", () => {
    expect(attrKey("Treated Timber")).toBeNull();
    expect(attrKey("Sand")).toBeNull();
    expect(attrKey("Random Thing")).toBeNull();
  });
  it("keys a maker's product by its maker, and a title naming none as brandless (-), never as a maker", () => {
    const generic = attrKey("PIR Insulation Board 100mm 2400 x 1200");
    expect(generic).toMatch(/^attr:insulation\|-\|/);
    // A merchant's own label is no maker: it keys like every other title naming none.
    expect(attrKey("Wickes PIR Insulation Board 100mm 2400 x 1200", { brand: "Wickes", merchantName: "Wickes" })).toBe(
      generic,
    );
    expect(attrKey("Celotex PIR Insulation Board 100mm 2400 x 1200")).toMatch(/^attr:insulation\|celotex\|/);
    // A facing brick is chosen for its maker's look: without a maker there is no key.
    expect(attrKey("Red Multi Facing Brick 65mm")).toBeNull();
  });
  it("keys commodities by maker when one is known, and as brand-less (*) when not", () => {
    // A merchant's own name is no maker: its sharp sand keys like unbranded sharp sand.
    expect(attrKey("Sharp Sand Bulk Bag", { brand: "Jewson", merchantName: "Jewson" })).toBe(
      "attr:sand|*|sharp|natural|bulk-bag|1",
    );
    expect(attrKey("Sharp Sand Bulk Bag", { brand: "Tarmac" })).toBe("attr:sand|tarmac|sharp|natural|bulk-bag|1");
    // Two makers of one specification are two products.
    expect(attrKey("SterlingOSB Zero OSB3 Board 2440 x 1220 x 18mm")).not.toBe(
      attrKey("SMARTPLY OSB3 Structural Board 2440 x 1220 x 18mm"),
    );
    expect(attrKey("IBSTOCK CLASS B RED ENG BRICK PERF 215X102.5X65MM")).not.toBe(
      attrKey("Wienerberger Class B Red Engineering Brick Perforated 215 x 102.5 x 65mm"),
    );
    expect(attrKey("Common Brick 215 x 102.5 x 65mm")).not.toBe(
      attrKey("Forterra LBC Common Brick 215 x 102.5 x 65mm"),
    );
  });
  it("keys a named range with its maker", () => {
    const key = (title: string) => attrKey(title)?.split("|")[1];
    expect(key("SMARTPLY OSB3 Structural Board 2440 x 1220 x 18mm")).toBe("medite-smartply");
    expect(key("STERLINGOSB ZERO OSB3 BOARD 2440X1220X18MM")).toBe("west-fraser");
    expect(key("LBC Common Brick 215mm x 102.5mm x 65mm")).toBe("forterra");
    expect(key("Tarmac Topcrete Dense Concrete Block 7.3N 440 x 215 x 140mm")).toBe("tarmac");
  });
  it("infers the brand from the product line", () => {
    const f = extractProductFacts({ title: "MASTERCRETE CEMENT 25KG", brand: "MKM", merchantName: "MKM" });
    expect(f.brandFamily).toBe("tarmac");
    expect(f.facts.brand).toContain("product line");
  });
});

describe("measure", () => {
  const m = (title: string, unitPricingMeasure?: string) => extractProductFacts({ title, unitPricingMeasure }).measure;
  it("divides bagged goods by weight; a bulk bag that states no weight is priced by the bag", () => {
    expect(m("Cement 25kg")).toEqual({ quantity: 25, unit: "kg" });
    expect(m("Building Sand Bulk Bag")).toEqual({ quantity: 1, unit: "item" });
    expect(m("Soft Sand Bulk Bag 0.8 Tonne")).toEqual({ quantity: 800, unit: "kg" });
  });
  it("trusts unit_pricing_measure over the title", () => {
    expect(m("Building Sand Bulk Bag", "900kg")).toEqual({ quantity: 900, unit: "kg" });
  });
  it("divides timber and skirting by length, pipes by length, bricks by count, boards and insulation by area", () => {
    expect(m("Treated Sawn Timber 47 x 100mm x 3.6m")).toEqual({ quantity: 3.6, unit: "m" });
    expect(m("Treated Sawn Timber 47 x 100mm x 3.6m Pack of 10")).toEqual({ quantity: 36, unit: "m" });
    expect(m("FloPlast 110mm Underground Pipe 3m")).toEqual({ quantity: 3, unit: "m" });
    expect(m("Class B Engineering Brick Red 65mm Pack of 400")).toEqual({ quantity: 400, unit: "item" });
    expect(m("Rockwool RWA45 Slab 100mm 2.88m²")).toEqual({ quantity: 2.88, unit: "m2" });
    expect(m("Gyproc Wallboard 12.5mm 2400 x 1200")).toEqual({ quantity: 2.88, unit: "m2" });
    expect(m("Gyproc Wallboard 12.5mm")).toEqual({ quantity: 1, unit: "item" });
  });
});

describe("unit basis", () => {
  const facts = (title: string, unitPricingMeasure?: string, gtin?: string) =>
    extractProductFacts({ title, unitPricingMeasure, gtin });

  it("prices every offer of a board in the product's one unit, whoever declared a unit_pricing_measure", () => {
    const declared = facts("OSB3 Board 18mm 2400 x 1200mm", "2.88sqm");
    const titleOnly = facts("OSB 3 Sterling Board 2400mm x 1200mm x 18mm");
    expect(declared.measure).toEqual({ unit: "m2", quantity: 2.88 });
    expect(quantityInBasis(titleOnly.measures, declared.measure)).toBeCloseTo(2.88, 4);
    expect(quantityInBasis(declared.measures, titleOnly.measure)).toBeCloseTo(2.88, 4);
  });

  it("shows no unit price for an offer whose pack is unknown in the product's unit", () => {
    const pack = facts("Class B Engineering Brick Red 65mm Pack of 400");
    const noCount = facts("Class B Engineering Brick Red 65mm");
    expect(pack.measure).toEqual({ unit: "item", quantity: 400 });
    // Reached through its GTIN, a title naming no count must not price the pack as one brick.
    expect(quantityInBasis(noCount.measures, pack.measure)).toBeNull();
    expect(quantityInBasis(noCount.measures, noCount.measure)).toBe(1);
    const timber = facts("Treated Sawn Timber 47 x 100mm x 3.6m");
    const sectionOnly = facts("Treated Sawn Timber 47 x 100mm");
    expect(quantityInBasis(sectionOnly.measures, timber.measure)).toBeNull();
  });

  it("keeps bagged goods per kg and loose material per m³", () => {
    expect(facts("Blue Circle Cement 25kg", "25kg").measure).toEqual({ unit: "kg", quantity: 25 });
    expect(facts("Ready Mixed Concrete C25 1m3").measure).toEqual({ unit: "m3", quantity: 1 });
    // A declared count on a bag is kept as the item count, but the bag is still compared per kg.
    const bag = facts("Sharp Sand 25kg Bag", "1ct");
    expect(bag.measure).toEqual({ unit: "kg", quantity: 25 });
    expect(bag.measures.quantities.item).toBe(1);
  });
});

describe("facts", () => {
  it("reports human-readable sorted dimensions and the assumed grade", () => {
    const f = extractProductFacts({ title: "4x2 Tanalised Timber 3.6m" });
    expect(f.facts).toMatchObject({
      thickness: "47 mm",
      width: "100 mm",
      length: "3.6 m",
      treatment: "treated",
      grade: "C16 (assumed)",
    });
    expect(f.explanation).toContain("timber|*|sawn-section|C16|treated|sawn|47x100x3600");
  });
});

describe("unit basis from measured sizes and packs", () => {
  const facts = (title: string, unitPricingMeasure?: string) => extractProductFacts({ title, unitPricingMeasure });

  it("prices a board by the face the merchant measured, not the nominal size it is matched on", () => {
    expect(facts("OSB3 Board 18mm 2440 x 1220mm").measure).toEqual({ unit: "m2", quantity: 2.9768 });
    expect(facts("OSB 3 Sheet 18mm 2.44m x 1.22m").measure).toEqual({ unit: "m2", quantity: 2.9768 });
    expect(facts("Knauf Earthwool Loft Roll 200mm x 1140 x 4920mm").measure).toEqual({ unit: "m2", quantity: 5.6088 });
  });

  it("reads a stated area as the pack's coverage unless it is one piece's face", () => {
    expect(facts("Rockwool Flexi Slab 1200 x 600 x 100mm Pack of 4 (2.88m²)").measure).toEqual({
      unit: "m2",
      quantity: 2.88,
    });
    expect(facts("Insulation Slab 1200 x 600mm 0.72m² Pack of 4").measure).toEqual({ unit: "m2", quantity: 2.88 });
  });

  it("keeps an offer's own quantity unless the product holds a whole number of it", () => {
    const pack = facts("Treated Sawn Timber 47 x 100mm x 4.8m Pack of 10");
    expect(pack.measure).toEqual({ unit: "m", quantity: 48 });
    expect(quantityInBasis(facts("47 x 100 C24 Treated 4.8m Full Pack").measures, pack.measure)).toBeNull();
    const bulk = facts("Sharp Sand Bulk Bag 850kg");
    expect(quantityInBasis(facts("Sharp Sand Bulk Bag 0.8 Tonne").measures, bulk.measure)).toBe(800);
  });
});
