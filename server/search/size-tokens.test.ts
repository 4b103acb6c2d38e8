import { describe, expect, it } from "vitest";
import { normaliseText } from "../ingest/normalise/text.ts";
import { parseMeasurements } from "../ingest/normalise/measurements.ts";
import { nominalToken, productSizeTokens, querySizeConstraints, slashedSidesAsSize } from "./size-tokens.ts";
import { tokeniseQuery } from "./parse-search-query.ts";

const titleTokens = (title: string) => productSizeTokens(normaliseText(title));
const queryTokens = (q: string) => querySizeConstraints(parseMeasurements(normaliseText(q))).map((c) => c.tokens);

describe("productSizeTokens", () => {
  it("indexes a timber section under its section, each dimension and each pair", () => {
    const tokens = titleTokens("C24 Treated Timber 47 x 100mm x 2.4m");
    expect(tokens).toEqual(
      expect.arrayContaining(["47x100x2400", "47x100", "47mm", "100mm", "2400mm", "47x2400", "100x2400"]),
    );
    expect(tokens).not.toContain("2.4mm");
  });

  it("reads sides written with slashes as a size, millimetres only", () => {
    const slashed = (title: string) => productSizeTokens(normaliseText(slashedSidesAsSize(title)));
    expect(slashed("Gauntry Plstbd Tap/Edge 2400/1200/12.5mm")).toEqual(
      expect.arrayContaining(["12.5x1200x2400", "1200x2400"]),
    );
    expect(slashed("FENCE POST P/TREAT 75/75MM 1.8MTR")).toEqual(expect.arrayContaining(["75x75", "75x75x1800"]));
    expect(slashed("Wood Screws C/Sunk 3.5/30mm 200NO")).toContain("3.5x30");
    // A fraction of an inch and words with slashes are left alone.
    expect(slashedSidesAsSize("15mm x 1/2in tap connector")).toBe("15mm x 1/2in tap connector");
    expect(slashedSidesAsSize("tap/edge 1/2/3 pack")).toBe("tap/edge 1/2/3 pack");
  });

  it("gives unitless dimensions the unit written after them", () => {
    const tokens = titleTokens("Gyproc 2400 x 1200 x 12.5mm");
    expect(tokens).toEqual(expect.arrayContaining(["12.5x1200x2400", "1200x2400", "12.5mm", "1200mm", "2400mm"]));
  });

  it("snaps imperial sheet sizes to the metric size they are sold as", () => {
    const tokens = titleTokens("Hardwood Plywood 8ft x 4ft");
    expect(tokens).toEqual(expect.arrayContaining(["1220x2440", "1220mm", "2440mm"]));
  });

  it("indexes a bag weight", () => {
    expect(titleTokens("Portland cement 25kg")).toEqual(["25kg"]);
  });

  it("indexes a title naming only a trade size under the nominal token, not as millimetres", () => {
    expect(titleTokens("4x2 CLS")).toEqual([nominalToken([4, 2])]);
    expect(titleTokens("4x2 CLS")).not.toContain("2x4");
    expect(titleTokens("4x2 CLS")).not.toContain("4mm");
  });

  it("meets the query's token for every spelling of the same size", () => {
    const title = titleTokens("Sawn Timber 100 x 47mm");
    for (const q of ["47x100", "100 x 47", "47 by 100"]) expect(title).toContain(tokeniseQuery(q).sizes[0]!.tokens[0]);
    expect(titleTokens("Timber 2.4m")).toContain(queryTokens("2400mm")[0]![0]);
    expect(titleTokens("Plasterboard 12.5mm")).toContain(queryTokens("12.5 mm")[0]![0]);
  });

  it("indexes a length in feet also as the metric stock length, unless the title states it in metres", () => {
    expect(titleTokens("Treated Roofing Batten 12ft")).toEqual(expect.arrayContaining(["3600mm", "3660mm"]));
    expect(titleTokens("Fence Post 75 x 75 6ft")).toEqual(expect.arrayContaining(["1800mm", "75x75x1800"]));
    // Restated feet are not a second length: 2440 x 1220 is no 2400 x 1200 board.
    expect(titleTokens("MDF 18mm 2440 x 1220mm (8ft x 4ft)")).not.toContain("1200x2400");
    expect(titleTokens("Timber 16ft (4.8m) 47 x 100mm")).not.toContain("4500mm");
    // A size in feet is cut to measure ("12 x 9ft" dust sheet), not a stock length.
    expect(titleTokens("Dust Sheet 12 x 9ft")).not.toContain("3600mm");
  });

  it("joins a face or section with a thickness or length written apart into one three-number size", () => {
    expect(titleTokens("Plasterboard T/E 2.4 X 1.2M 12.5MM")).toEqual(
      expect.arrayContaining(["12.5x1200x2400", "12.5x1200", "1200x2400"]),
    );
    expect(titleTokens("Plasterboard 12.5mm 2400x1200")).toContain(
      tokeniseQuery("2400 x 1200 x 12.5").sizes[0]!.tokens[0],
    );
    expect(titleTokens("MDF 18mm 2440 x 1220mm (8ft x 4ft)")).toContain("18x1220x2440");
    // Two faces say nothing about which the thickness belongs to.
    expect(titleTokens("Board 600 x 1200 or 1200 x 2400 18mm")).not.toContain("18x600x1200");
  });

  it("joins a diameter or width and a length written apart into one size, and a metric thread by its length", () => {
    expect(titleTokens("Copper Pipe Half Hard - 15mm - 7ft (2m)")).toEqual(expect.arrayContaining(["15x2000"]));
    expect(titleTokens("Stop Bead 13mm 3000mm")).toContain("13x3000");
    // One length restated ("3ft (1m)") is no size; nor is a thickness beside a face, which the face joins.
    expect(titleTokens("Threaded Bar M10 3ft (1m)").filter((t) => t.includes("x"))).toEqual([]);
    expect(titleTokens("Coach Bolts M10 x 150mm 10 No.")).toContain("10x150");
  });

  it("indexes a trade section written in inches or with its length under the nominal token too", () => {
    expect(titleTokens("Sawn Timber 4in x 2in")).toContain(nominalToken([4, 2]));
    expect(titleTokens("CLS 4x2 x 3.6m")).toEqual(expect.arrayContaining([nominalToken([4, 2]), "3600mm"]));
  });

  it("indexes how many come in a pack, however the title writes it", () => {
    for (const title of [
      "Screws 4 x 40mm (200 Pack)",
      "Screws 4x40 200No",
      "Screws 4x40 Pk 200",
      "Screws 4x40 Box of 200",
    ]) {
      expect(titleTokens(title)).toEqual(expect.arrayContaining(["4x40", "pk200"]));
    }
    expect(titleTokens("Screws 4 x 40mm")).not.toContain("pk200");
  });

  it("indexes a bulk bag as one whatever weight it states, but not a mini bag", () => {
    expect(titleTokens("Sharp Sand Jumbo Bag")).toContain("bulkbag");
    expect(titleTokens("MOT Type 1 Bulk Bag 850kg")).toEqual(expect.arrayContaining(["850kg", "bulkbag"]));
    expect(titleTokens("Sharp Sand Mini Bag")).not.toContain("bulkbag");
    expect(titleTokens("Sharp Sand 25kg")).not.toContain("bulkbag");
    // A title's weight in the band is not a bulk bag by itself: only a query's weight asks for one.
    expect(titleTokens("Concrete Mixer 800kg")).not.toContain("bulkbag");
  });

  it("indexes a product's thickness: a three-number size's smallest, a section beside its length, a lone length", () => {
    expect(titleTokens("Dense Block 440 x 215 x 100mm")).toContain("t100");
    expect(titleTokens("Hollow Block 440 x 215 x 215mm")).toContain("t215");
    expect(titleTokens("Trench Block 300mm 440 x 215mm")).toContain("t300");
    expect(titleTokens("MDF Board 8ft x 4ft (2.44m x 1.22m) 18mm")).toContain("t18");
    expect(titleTokens("Soil Pipe 110mm x 3m")).toContain("t110");
    expect(titleTokens("Loft Roll 150mm")).toContain("t150");
    // A block's face alone, a screw and a stock length state no thickness.
    expect(titleTokens("Hollow Block 440 x 215mm").filter((t) => t.startsWith("t"))).toEqual([]);
    expect(titleTokens("Wood Screws 4 x 40mm").filter((t) => t.startsWith("t"))).toEqual([]);
    expect(titleTokens("Spirit Level 1200mm").filter((t) => t.startsWith("t"))).toEqual([]);
    // A width written with its unit on the length only is millimetres; a size group's numbers already share one.
    expect(titleTokens("Zinc Flashing 225 6m")).toContain("225x6000");
    expect(titleTokens("Roofing Batten 25 x 50 3.6m")).toContain("25x50x3600");
    // A strip's or a section's smallest side is no thickness a lone size asks for: the sheet's is.
    expect(titleTokens("Pine Architrave 18 x 69 x 2100mm")).not.toContain("t18");
    expect(titleTokens("Sawn Timber 47 x 100 x 3600mm")).not.toContain("t47");
    expect(titleTokens("Joist 47 x 200 x 4800mm")).toContain("t47");
  });

  it("returns nothing for a title without sizes", () => {
    expect(titleTokens("Facing Brick Red Multi")).toEqual([]);
  });
});

describe("querySizeConstraints and nominalToken", () => {
  it("writes nominal tokens with the numbers sorted", () => {
    expect(nominalToken([4, 2])).toBe("n2x4");
    expect(nominalToken([2, 4])).toBe("n2x4");
  });

  it("matches the nominal title token from a query naming the trade size", () => {
    const [tokens] = queryTokens("4x2");
    expect(tokens![0]).toBe("47x100");
    expect(tokens).toContain(titleTokens("4x2 CLS")[0]);
  });

  it("reads a length in feet as the metric stock length first, then its exact millimetres", () => {
    expect(queryTokens("16ft")).toEqual([["4800mm", "4880mm"]]);
    expect(queryTokens("6 foot")).toEqual([["1800mm", "1830mm"]]);
    expect(queryTokens("3.6m")).toEqual([["3600mm"]]);
    // A size in feet: as converted first (8 x 4 ft sheets are 2440 x 1220), then at 300 mm a foot.
    expect(queryTokens("8ft x 4ft x 18mm")).toEqual([["18x1220x2440", "18x1200x2400"]]);
  });

  it("reads a query's whole inches at the trade's 25 mm an inch first, then exactly; titles' inches exactly", () => {
    // Then the planed width a board named in those inches is sold at, about 6 mm under.
    expect(queryTokens("4 inch")).toEqual([["100mm", "101.6mm", "94mm", "110mm"]]);
    expect(queryTokens("7in")[0]).toContain("169mm");
    expect(queryTokens('3"')).toEqual([["75mm", "76.2mm", "69mm", "82mm"]]);
    // A fraction of an inch is no nail length: a sheet's metric thickness or a pipe's bore (spoken-sizes.ts).
    expect(queryTokens("1/2in")).toEqual([["12mm", "12.5mm", "15mm", "12.7mm"]]);
    expect(titleTokens("Round Wire Nails 4in")).not.toContain("100mm");
  });

  it("reads a query's longer whole inches as the metric side sold under that name, then exactly", () => {
    // A slab, a sheet or a panel named in inches: 25 mm an inch, as a foot is 300 mm.
    expect(queryTokens("15 inch")).toEqual([["375mm", "381mm"]]);
    expect(queryTokens("24in")).toEqual([["600mm", "609.6mm"]]);
    // Beyond four feet a length is said in feet: read exactly.
    expect(queryTokens("60 inch")).toEqual([["1520mm"]]);
  });

  it("reads an inch section with its length as the trade size and a length", () => {
    const [section, length] = queryTokens("4 x 2 x 12ft");
    expect(section![0]).toBe("47x100");
    expect(section).toContain("n2x4");
    expect(length).toEqual(["3600mm", "3660mm"]);
  });

  it("reads sheet and fence panel sizes in feet by their trade names", () => {
    expect(queryTokens("6x3")[0]).toEqual(expect.arrayContaining(["75x150", "900x1800"]));
    expect(queryTokens("6 x 4")[0]).toContain("1220x1830");
    expect(queryTokens("6x6")[0]).toEqual(expect.arrayContaining(["150x150", "1830x1830"]));
  });

  it("reads a pack count as a size that ranks but never filters beside words", () => {
    const constraints = querySizeConstraints(parseMeasurements(normaliseText("pack of 200 screws 4x40")));
    expect(constraints).toEqual([
      { label: "4x40", tokens: ["4x40"] },
      { label: "pack of 200", tokens: ["pk200"], bare: true },
    ]);
    expect(queryTokens("box of 1000")).toEqual([["pk1000"]]);
    expect(tokeniseQuery("box of 1000").words).toEqual([]);
  });

  it("gives one constraint per size named", () => {
    expect(queryTokens("18mm 2440 x 1220")).toEqual([["1220x2440"], ["18mm"]]);
  });

  it("prefers a product's thickness for a single length under a metre", () => {
    expect(querySizeConstraints(parseMeasurements(normaliseText("215mm")))).toEqual([
      { label: "215mm", tokens: ["215mm"], thickness: "t215" },
    ]);
    expect(querySizeConstraints(parseMeasurements(normaliseText("2.4m")))[0]!.thickness).toBeUndefined();
    expect(querySizeConstraints(parseMeasurements(normaliseText("47x100")))[0]!.thickness).toBeUndefined();
  });
});
