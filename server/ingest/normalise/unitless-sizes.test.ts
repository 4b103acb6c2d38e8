import { describe, expect, it } from "vitest";
import { findUnitlessSizes, withUnitlessMillimetres } from "./unitless-sizes.ts";
import { normaliseText } from "./text.ts";
import { attrKey } from "./test-helpers.ts";

const bareFeed = [
  "Sawn Timb. Treat. 47 x 100 x 3000",
  "Plasterbd. T.E. 2400 x 1200 x 12.5",
  "OSB3 Board 2440 x 1220 x 11",
  "Wood Screws Ctsk. 5 x 60 Pk.100",
  "Concrete Lintel 140 x 100mm 1500",
  "Compression Coupler 22",
  "Cement 25 Kg",
].map((title) => ({ title }));

describe("findUnitlessSizes", () => {
  it("finds a merchant that writes most of its size groups without a unit", () => {
    expect(findUnitlessSizes(bareFeed)).toBe(true);
  });
  it("finds no habit where sizes carry units, or in too few sized titles", () => {
    const withUnits = bareFeed.map((r) => ({ title: r.title.replace(/( x \d+(?:\.\d+)?)(?= |$)/, "$1mm") }));
    expect(findUnitlessSizes(withUnits)).toBe(false);
    expect(findUnitlessSizes(bareFeed.slice(0, 3))).toBe(false);
  });
});

describe("withUnitlessMillimetres", () => {
  const read = (title: string) => withUnitlessMillimetres(normaliseText(title));
  it.each([
    ["Compression Coupler Brassline 22", " 22mm "],
    ["Hip Iron Galv. 450", " 450mm "],
    ["Flashing Tape Code 3 225 6m", " 225mm 6m "],
    ["Slab Insulation Foamex 50 600 x 1200mm", " 50mm 600 x 1200mm "],
    ["Waste Pipe Insert Brassline 32 Pk.5", " 32mm pk 5 "],
  ])("reads the lone bare size of %s in millimetres", (title, sized) => {
    expect(read(title)).toContain(sized);
  });
  it.each([
    ["Mortar Plasticiser Bondex 301 5 Lit."],
    ["Loft Roll 44 100mm"],
    ["Flashing Tape Code 3 6m"],
    ["Drywall Screws 3.5 x 38 Box 1000"],
    ["Expansion Joint Type 12"],
    ["Aircrete Block Shield 2000 440 x 215 x 140 3.6N"],
  ])("leaves the range numbers, codes and counts of %s alone", (title) => {
    expect(read(title)).toBe(normaliseText(title));
  });
  it("keys a terse merchant's bare size alike with another's stated one, only with the habit", () => {
    const stated = attrKey("Brassline Compression Coupler - 22mm", { brand: "Brassline" });
    expect(attrKey("Compression Coupler Brassline 22", { brand: "Brassline", unitlessSizes: true })).toBe(stated);
    expect(attrKey("Compression Coupler Brassline 22", { brand: "Brassline" })).not.toBe(stated);
  });
});
