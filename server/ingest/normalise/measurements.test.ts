import { describe, expect, it } from "vitest";
import { parseMeasurements, parseUnitPricingMeasure } from "./measurements.ts";
import { normaliseText } from "./text.ts";

const parse = (title: string) => parseMeasurements(normaliseText(title));

describe("parseMeasurements", () => {
  it("propagates units inside a size group", () => {
    const g = parse("47 x 100mm x 3.6m").groups[0]!;
    expect(g.values).toEqual([
      { value: 47, unit: "mm" },
      { value: 100, unit: "mm" },
      { value: 3.6, unit: "m" },
    ]);
    expect(parse("100x47x3600mm").groups[0]!.values.map((v) => v.unit)).toEqual(["mm", "mm", "mm"]);
  });
  it("flags small unit-less pairs as nominal trade sizes", () => {
    expect(parse("4x2 Tanalised 3.6m").groups[0]!.nominal).toBe(true);
    expect(parse(`4" x 2"`).groups[0]!.nominal).toBe(true);
    expect(parse("440x215").groups[0]!.nominal).toBe(false);
  });
  it("reads loose lengths in mm", () => {
    expect(parse("Timber 3.6m").singles).toEqual([{ mm: 3600, unit: "m" }]);
    expect(parse("Timber 12ft").singles[0]!.mm).toBeCloseTo(3657.6);
  });
  it("reads weights in kg, including tonnes", () => {
    expect(parse("Cement 25kg").weightsKg).toEqual([25]);
    expect(parse("25 kg bag").weightsKg).toEqual([25]);
    expect(parse("0.8 tonne").weightsKg).toEqual([800]);
    expect(parse("1 Tonne").weightsKg).toEqual([1000]);
  });
  it("recognises bulk bags by name", () => {
    for (const t of ["Bulk Bag", "Jumbo Bag", "Dumpy Bag", "Maxi Bag"]) expect(parse(`Sand ${t}`).bulkBag).toBe(true);
    expect(parse("Sharp Sand - Handy Bag").handyBag).toBe(true);
    expect(parse("Sand 25kg Bag").bulkBag).toBe(false);
  });
  it("reads a count opening the title before the name as the pack, and a number after its x as a size", () => {
    const screws = parse("200 x Drivetite Wood Screws 4 x 40mm");
    expect(screws.packCount).toBe(200);
    expect(screws.groups.map((g) => g.values.map((v) => v.value))).toEqual([[4, 40]]);
    expect(parse("10 x Coach Bolts Zinc Plated with Nuts M10 x 100mm").packCount).toBe(10);
    expect(parse("4 x 2 Treated Timber 2.4m").packCount).toBeNull();
    expect(parse("8 x 4 Plywood Sheet 18mm").packCount).toBeNull();
  });
  it("reads a count that closes a size as the pack, not as a dimension", () => {
    const timber = parse("47x100 C24 Treated Timber 4.8m x 10 Lengths");
    expect(timber.packCount).toBe(10);
    expect(timber.groups.map((g) => g.values.map((v) => v.value))).toEqual([[47, 100]]);
    expect(timber.singles).toEqual([{ mm: 4800, unit: "m" }]);
    expect(parse("25x50mm Treated Batten 3m x 10 Pack").packCount).toBe(10);
    expect(parse("Flexi Slab 100mm 1200x600mm - 4 Slabs").packCount).toBe(4);
    // A number before "block" is a strength or line, not a count.
    expect(parse("Hi-Strength 7 Block 100mm").packCount).toBeNull();
    expect(parse("Structural Plywood 18mm 8x4 Sheet").packCount).toBeNull();
    expect(parse("OSB3 18mm 8 x 4 sheets").packCount).toBeNull();
    expect(parse("OSB 3 Sheet 18mm").packCount).toBeNull();
    expect(parse("Jablite EPS 70 Board 50mm").packCount).toBeNull();
    expect(parse("Isover Spacesaver 44 Roll 100mm").packCount).toBeNull();
  });
  it("reads sizes labelled one by one as one size", () => {
    const values = (title: string) => parse(title).groups.map((g) => g.values.map((v) => `${v.value}${v.unit}`));
    expect(values("Hollow dense block 7.3N, (L)440mm (W)215mm (T)215mm")).toEqual([["440mm", "215mm", "215mm"]]);
    expect(values("MDF skirting, (T)18mm (W)119mm (L)4.2m")).toEqual([["18mm", "119mm", "4.2m"]]);
    expect(values("Land Drain Coil (L)25m (Dia)80mm")).toEqual([["25m", "80mm"]]);
    // A label without its unit takes the next one written, as an unlabelled size does.
    expect(values("Plasterboard (T)12.5mm (W)1200 (L)2400mm")).toEqual([["12.5mm", "1200mm", "2400mm"]]);
    // Labels with no unit anywhere are no size.
    expect(values("Hook H 2 W 3")).toEqual([]);
  });
  it("reads pack counts in every notation", () => {
    expect(parse("Brick Pack of 10").packCount).toBe(10);
    expect(parse("Brick 10 Pack").packCount).toBe(10);
    expect(parse("Brick x10").packCount).toBe(10);
    expect(parse("Brick (Pack 500)").packCount).toBe(500);
    expect(parse("Brick 500no").packCount).toBe(500);
    expect(parse("Wood Screws 4 x 40mm - 200 Per Box").packCount).toBe(200);
    expect(parse("Wall Plugs 6mm, 100 per tub").packCount).toBe(100);
    expect(parse("Clout Nails 30mm 500 to a bag").packCount).toBe(500);
    // A catalogue's "N units" and a trade counter's "N off".
    expect(parse("Hinges, Butt; Brass; 75mm; 6 units").packCount).toBe(6);
    expect(parse("75mm · Butt Hinges Brass · 6 off").packCount).toBe(6);
    expect(parse("Butt Hinges Brass 75mm").packCount).toBeNull();
    expect(parse("Drywall Adhesive 25kg Per Bag").packCount).toBeNull();
    expect(parse("Brick 65mm").packCount).toBeNull();
  });
  it("reads areas, litres, strengths, angles and gauges", () => {
    expect(parse("Slab 2.88m²").areasM2).toEqual([2.88]);
    expect(parse("Slab 2.88 sqm").areasM2).toEqual([2.88]);
    expect(parse("PVA 5ltr").litres).toEqual([5]);
    expect(parse("Block 7.3N").strengthsN).toEqual([7.3]);
    expect(parse("Bend 87.5°").anglesDeg).toEqual([90]);
    expect(parse("Bend 45°").anglesDeg).toEqual([45]);
    expect(parse("Visqueen DPM 1200 gauge").gauges).toEqual([1200]);
  });
  it("leaves model numbers and codes alone", () => {
    const p = parse("Redland 49 Tile");
    expect(p.singles).toEqual([]);
    expect(p.rest).toContain(" 49 ");
  });
});

describe("parseUnitPricingMeasure", () => {
  it("parses the g:unit_pricing_measure forms", () => {
    expect(parseUnitPricingMeasure("25kg")).toEqual({ quantity: 25, unit: "kg" });
    expect(parseUnitPricingMeasure("2.88sqm")).toEqual({ quantity: 2.88, unit: "m2" });
    expect(parseUnitPricingMeasure("30m")).toEqual({ quantity: 30, unit: "m" });
    expect(parseUnitPricingMeasure("10ct")).toEqual({ quantity: 10, unit: "item" });
    expect(parseUnitPricingMeasure("1 m3")).toEqual({ quantity: 1, unit: "m3" });
    expect(parseUnitPricingMeasure("850 kg")).toEqual({ quantity: 850, unit: "kg" });
  });
  it("returns null for units the site does not price by", () => {
    expect(parseUnitPricingMeasure("5l")).toBeNull();
    expect(parseUnitPricingMeasure("")).toBeNull();
    expect(parseUnitPricingMeasure(null)).toBeNull();
  });
  it("reads a closing BULK, JUMBO or DUMPY as the bulk bag a terse export left the bag word off", () => {
    for (const title of ["sharp sand bulk", "gravel 20mm bulk", "mot type 1 jumbo", "ballast dumpy"])
      expect(parse(title).bulkBag).toBe(true);
    expect(parse("ballast mini bulk").bulkBag).toBe(false);
    expect(parse("Bulk Pack Wood Screws 4 x 40mm").bulkBag).toBe(false);
  });
});

describe("a count labelled as a quantity (decision 070)", () => {
  it.each(["Holmfirth Decking Screws 4.5 x 60mm / Qty 150", "Quantity: 150 Holmfirth Decking Screws 4.5 x 60mm"])(
    "reads %s as a pack of 150",
    (title) => {
      expect(parseMeasurements(normaliseText(title)).packCount).toBe(150);
    },
  );
});

describe("a count written with an s, or in any container (session 19)", () => {
  it.each([
    "Hex Bolts M8 x 60mm Zinc (25's)",
    "HEX BOLTS M8 X 60MM ZINC 25'S",
    "Hex Bolts M8 x 60mm Zinc, (sold in 25s)",
    "Hex Bolts M8 x 60mm Zinc (25s)",
    "Hex Bolts M8 x 60mm Zinc bag of 25s",
    "Hex Bolts M8 x 60mm Zinc - Tub of 25",
    "Hex Bolts M8 x 60mm Zinc Pkt 25",
    "Hex Bolts M8 x 60mm Zinc 25 Count",
    "Hex Bolts M8 x 60mm Zinc, Pack Size: 25",
  ])("reads %s as a pack of 25 with one size", (title) => {
    const p = parse(title);
    expect(p.packCount).toBe(25);
    expect(p.singles.every((s) => s.unit !== "ft")).toBe(true);
  });

  it("keeps a foot mark, a section in the plural and a volume in a tub as written", () => {
    expect(parse("Sheet 8' x 4'").packCount).toBeNull();
    expect(parse("Sheet 8' x 4'").groups[0]?.values.map((v) => v.unit)).toEqual(["ft", "ft"]);
    expect(parse("Sawn Timber 4x2's").packCount).toBeNull();
    expect(parse("Masonry Paint Tub of 5L").packCount).toBeNull();
    expect(parse("Masonry Paint Tub of 5L").litres).toEqual([5]);
  });
});
