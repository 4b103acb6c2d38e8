import { describe, expect, it } from "vitest";
import { tokeniseQuery } from "./parse-search-query.ts";
import { bareNumberSize } from "./query-sizes.ts";

// Through tokeniseQuery: the rewrites only mean something once the measurement reader has read their output.
const sizeTokens = (q: string) => tokeniseQuery(q).sizes.map((s) => s.tokens);

describe("tokeniseQuery: sizes", () => {
  it("reads two small unitless numbers with a decimal point as metres, never part of a longer size", () => {
    expect(sizeTokens("1.5 x 1.25")).toEqual([["1250x1500"]]);
    expect(sizeTokens("0.6 by 1.2 panel")).toEqual([["600x1200"]]);
    // A screw's gauge by its length stays millimetres; a sheet's face and thickness are one size (below).
    expect(sizeTokens("4.5 x 50")[0]![0]).toBe("4.5x50");
    expect(sizeTokens("1.2 x 2.4 x 12.5")[0]![0]).toBe("12.5x1200x2400");
  });

  it("drops a container after a weight or a volume in any spelling, and a bore or outside-diameter word", () => {
    expect(tokeniseQuery("20 kilos sacks")).toMatchObject({ words: [], sizes: [{ tokens: ["20kg"] }] });
    expect(tokeniseQuery("2.5 litre tin")).toMatchObject({ words: [], sizes: [{ tokens: ["2.5l"] }] });
    // An aggregate's grade then its bag: the bag says how it is sold.
    expect(tokeniseQuery("slate chippings 40mm bags").words).toEqual(["slate", "chipping"]);
    // A tub says which product (ready-mixed against powder): kept.
    expect(tokeniseQuery("10 litre tub").words).toEqual(["tub"]);
    expect(tokeniseQuery("28mm bore").words).toEqual([]);
    expect(tokeniseQuery("22mm od copper").words).toEqual(["copper"]);
  });

  it("reads '8x2' as the timber section and as the 2400 x 600 sheet", () => {
    expect(sizeTokens("8x2 chipboard")[0]).toEqual(["47x200", "50x200", "600x2400", "610x2440", "n2x8"]);
  });

  it("reads a unitless small length after a section as metres, and admits the section in other lengths", () => {
    // The section in other lengths, but not a 150 mm-wide anything 4.8 m long.
    expect(sizeTokens("47 x 150 x 4.8")).toEqual([["47x150x4800", "47x150"]]);
    // 18 is no length in metres: a sheet's thickness stays millimetres.
    expect(sizeTokens("2440 x 1220 x 18")).toEqual([["18x1220x2440", "18x1220", "1220x2440"]]);
  });

  it("admits a block's face or a board's face in another thickness", () => {
    const block = ["100x215x440", "99.5x215x440", "100.5x215x440", "100x214.5x440", "100x215.5x440"];
    expect(sizeTokens("440 x 215 x 100")).toEqual([[...block, "100x215", "215x440"]]);
    expect(sizeTokens("2400 x 1200 x 12.5")).toEqual([["12.5x1200x2400", "12.5x1200", "1200x2400"]]);
  });

  it("reads a unitless last number after a sheet's face as its thickness, not metres", () => {
    expect(sizeTokens("2400 x 1200 x 12.5")[0]![0]).toBe("12.5x1200x2400");
    expect(sizeTokens("1220 x 2440 x 9")[0]![0]).toBe("9x1220x2440");
  });

  it("reads a trade section run into a decimal length as the section in metres", () => {
    for (const q of ["4x2x3.6", "4 x 2 x 3.6", "4x2 3.6", "4 x 2 x 3.6m"]) {
      expect(sizeTokens(q)).toHaveLength(1);
      expect(sizeTokens(q)[0]!.slice(0, 2)).toEqual(["47x100x3600", "47x100"]);
    }
    // A stock length in feet admits both its readings beside the section.
    expect(sizeTokens("3x2 8ft")[0]!.slice(0, 3)).toEqual(["47x75x2400", "47x75x2440", "47x75"]);
  });

  it("reads a brick's half-millimetre side typed rounded, either way, ranked as a near size", () => {
    const [brick] = tokeniseQuery("215 x 103 x 65").sizes;
    expect(brick!.tokens[0]).toBe("65x103x215");
    expect(brick!.tokens).toContain("65x102.5x215");
    expect(brick!.tokens).toContain("65x103.5x215");
    expect(brick!.exact ?? 1).toBe(1);
    // A section's length or a sheet's face is stated whole: no half-millimetre readings.
    expect(sizeTokens("47 x 100 x 2400")[0]!.some((t) => t.includes("."))).toBe(false);
  });

  it("reads a size typed with slashes as its sides", () => {
    expect(sizeTokens("plasterboard 2400/1200/12.5mm")[0]![0]).toBe("12.5x1200x2400");
  });

  it("drops deep, high or tall right after a size at the query's end, where they say which measure it is", () => {
    expect(tokeniseQuery("loft insulation 200mm deep")).toMatchObject({
      words: ["loft", "insulation"],
      sizes: [{ tokens: ["200mm"] }],
    });
    expect(tokeniseQuery("fence post 2.4m high").words).toEqual(["fence", "post"]);
    // Elsewhere they name products.
    expect(tokeniseQuery("deep flow gutter 112mm").words).toEqual(["deep", "flow", "gutter"]);
  });

  it("drops words that only say which measure a size is, and reads a diameter sign", () => {
    expect(tokeniseQuery("100mm thick insulation").words).toEqual(["insulation"]);
    expect(tokeniseQuery("15mm diameter copper pipe").words).toEqual(["copper", "pipe"]);
    expect(tokeniseQuery("3m long waste pipe").words).toEqual(["waste", "pipe"]);
    expect(tokeniseQuery("Ø110 pipe")).toMatchObject({ words: ["pipe"], sizes: [{ tokens: ["110mm"] }] });
    // Without a size they may name the product.
    expect(tokeniseQuery("long handle shovel").words).toEqual(["long", "handle", "shovel"]);
  });

  it("drops a bag after a weight but keeps a bulk bag", () => {
    expect(tokeniseQuery("20kg bag").words).toEqual([]);
    expect(tokeniseQuery("20kg bag").sizes.map((s) => s.label)).toEqual(["20kg"]);
    expect(tokeniseQuery("sharp sand bulk bag").words).toEqual(["sharp", "sand", "bulk", "bag"]);
  });

  it.each(["47x100", "47 x 100", "100x47", "100 x 47", "47X100", "47 by 100"])(
    "reads %s as the 47 x 100 section",
    (q) => {
      const parsed = tokeniseQuery(q);
      expect(parsed.sizes).toEqual([{ label: "47x100", tokens: ["47x100"] }]);
      expect(parsed.words).toEqual([]);
    },
  );

  it("reads a decimal size in millimetres", () => {
    expect(sizeTokens("12.5mm")).toEqual([["12.5mm"]]);
    expect(sizeTokens("12.5 mm")).toEqual([["12.5mm"]]);
  });

  it("reads metres as millimetres, so 2.4m and 2400mm are the same size", () => {
    expect(sizeTokens("2.4m")).toEqual([["2400mm"]]);
    expect(sizeTokens("2400mm")).toEqual([["2400mm"]]);
    expect(sizeTokens("2.4 metres")).toEqual([["2400mm"]]);
  });

  it("reads weights in kilograms", () => {
    expect(sizeTokens("25kg")).toEqual([["25kg"]]);
    expect(sizeTokens("25 kg")).toEqual([["25kg"]]);
  });

  it("splits a size from the words around it", () => {
    const parsed = tokeniseQuery("18mm osb");
    expect(parsed.sizes.map((s) => s.tokens)).toEqual([["18mm"]]);
    expect(parsed.words).toEqual(["osb"]);
    const timber = tokeniseQuery("treated timber 47 x 100 2.4m");
    expect(timber.words).toEqual(["treated", "timber"]);
    // Beside words the section and the length each rank (sizes alone: one size, below).
    expect(timber.sizes.map((s) => s.tokens[0])).toEqual(["47x100", "2400mm"]);
    expect(sizeTokens("47 x 100 2.4m")).toEqual([["47x100x2400", "47x100"]]);
  });

  it("reads a lone decimal after a section as a stock length in metres", () => {
    expect(sizeTokens("150 x 47 4.8")).toEqual([["47x150x4800", "47x150"]]);
    const nominal = sizeTokens("two by four 3.6");
    expect(nominal).toHaveLength(1);
    expect(nominal[0]!.slice(0, 2)).toEqual(["47x100x3600", "47x100"]);
    // The trade name's other sections only in that length; a title naming only "4x2" in any length.
    expect(nominal[0]).toContain("38x89x3600");
    expect(nominal[0]).not.toContain("38x89");
    expect(nominal[0]).toContain("n2x4");
    // A whole number stays bare, and a screw's gauge is not a section.
    expect(tokeniseQuery("100 x 50 25").words).toEqual(["25"]);
    expect(sizeTokens("3.5 x 35").map((t) => t[0])).toEqual(["3.5x35"]);
  });

  it.each(["4x2", "2x4", "4 x 2", "2 by 4", "two by four", "four by two"])(
    "reads the trade name %s as 47 x 100 first, with 38 x 89 CLS as an alternative",
    (q) => {
      const [size, ...rest] = tokeniseQuery(q).sizes;
      expect(rest).toEqual([]);
      expect(size!.tokens[0]).toBe("47x100");
      expect(size!.tokens).toContain("38x89");
      // Titles that only say "4x2" are indexed under the nominal token.
      expect(size!.tokens).toContain("n2x4");
      expect(tokeniseQuery(q).words).toEqual([]);
    },
  );

  it("reads 3x2 as 47 x 75 and 8x4 as a 2440 x 1220 sheet", () => {
    expect(sizeTokens("3x2")[0]![0]).toBe("47x75");
    expect(sizeTokens("8x4")[0]).toEqual(expect.arrayContaining(["1220x2440", "1200x2400"]));
    expect(sizeTokens("8 by 4")[0]![0]).toBe("1220x2440");
  });

  it("keeps a size that has no trade name as the millimetres typed", () => {
    expect(sizeTokens("63 x 38")).toEqual([["38x63"]]);
  });
});

describe("tokeniseQuery: sizes typed as trade counters and buyers type them", () => {
  it("splits a unit run into the word after it", () => {
    expect(tokeniseQuery("100mmPIR")).toMatchObject({ words: ["pir"], sizes: [{ tokens: ["100mm"] }] });
    expect(tokeniseQuery("18mmply")).toMatchObject({ words: ["ply"], sizes: [{ tokens: ["18mm"] }] });
    // A size run into another stays one size.
    expect(sizeTokens("47x100mmx4.8m")).toEqual([["47x100x4800", "47x100"]]);
  });

  it("reads a range of lengths as each stock length in it, all ranking as the size asked for", () => {
    const [range] = tokeniseQuery("post 1.8-2.4m").sizes;
    expect(range).toMatchObject({ tokens: ["1800mm", "2100mm", "2400mm"], exact: 3 });
    expect(tokeniseQuery("post 1.8-2.4m").words).toEqual(["post"]);
    expect(sizeTokens("2.4 to 3m")).toEqual([["2400mm", "2700mm", "3000mm"]]);
    // Feet at 300 mm a foot, with their exact conversions.
    expect(sizeTokens("6-8ft")).toEqual([["1800mm", "2100mm", "2400mm", "1830mm", "2440mm"]]);
    // A section beside a range: the section in each length of it ranks first, in other lengths next.
    const [timber] = tokeniseQuery("4x2 3-3.6m").sizes;
    expect(timber!.tokens.slice(0, 4)).toEqual(["47x100x3000", "47x100x3300", "47x100x3600", "47x100"]);
    expect(timber!.exact).toBe(3);
  });

  it("leaves gradings and a section's length alone", () => {
    expect(tokeniseQuery("20-40mm gravel").sizes).toEqual([]);
    expect(sizeTokens("18x144 - 4.2m")).toEqual([["18x144x4200", "18x144"]]);
    expect(sizeTokens("3-2.4m")).toEqual([["2400mm"]]);
  });

  it("reads a count after a fixing's size as the pack, not a third dimension", () => {
    expect(sizeTokens("4x40 x200 wood screws").map((t) => t[0])).toEqual(["4x40", "pk200"]);
    expect(sizeTokens("3.5 x 25 x 1000").map((t) => t[0])).toEqual(["3.5x25", "pk1000"]);
    expect(sizeTokens("10x100mm x 50")).toEqual([["10x100"], ["pk50"]]);
    // A section's third number is still its length or thickness.
    expect(sizeTokens("440 x 215 x 100")[0]![0]).toBe("100x215x440");
  });

  it("admits a fixing's other stock gauges and lengths below its own size, never a section's", () => {
    const [screw] = sizeTokens("4.5 x 60");
    expect(screw![0]).toBe("4.5x60");
    expect(screw).toEqual(expect.arrayContaining(["4x40", "5x100", "3.5x30"]));
    // A gauge with a length under four gauges is no fixing; a trade section never is.
    expect(sizeTokens("6 x 20")).toEqual([["6x20"]]);
    expect(sizeTokens("47 x 100")[0]).not.toContain("4x40");
  });

  it("reads a metric thread's length and a wood screw's gauge as millimetres", () => {
    expect(tokeniseQuery("m10 x 100 bolts")).toMatchObject({ words: ["m10", "bolt"], sizes: [{ tokens: ["10x100"] }] });
    expect(tokeniseQuery("No.8 screws")).toMatchObject({ words: ["screw"], sizes: [{ tokens: ["4mm"] }] });
    expect(sizeTokens("no 10 x 60").map((t) => t[0])).toEqual(["5x60"]);
    // A count written "no" is not a gauge.
    expect(sizeTokens("200no")).toEqual([["pk200"]]);
  });

  it("lets a bulk bag's weight find bulk bags that do not state it", () => {
    expect(sizeTokens("850kg ballast")).toEqual([["850kg", "bulkbag"]]);
    expect(sizeTokens("25kg ballast")).toEqual([["25kg"]]);
  });
});

describe("tokeniseQuery: words that say what a number is", () => {
  it("reads a unitless number beside a diameter or thickness word, or a diameter sign after it, as millimetres", () => {
    expect(tokeniseQuery("110 dia pipe")).toMatchObject({ words: ["pipe"], sizes: [{ tokens: ["110mm"] }] });
    expect(tokeniseQuery("dia 110 pipe")).toMatchObject({ words: ["pipe"], sizes: [{ tokens: ["110mm"] }] });
    expect(tokeniseQuery("100 thick insulation")).toMatchObject({
      words: ["insulation"],
      sizes: [{ tokens: ["100mm"] }],
    });
    expect(tokeniseQuery("110mm Ø")).toMatchObject({ words: [], sizes: [{ tokens: ["110mm"] }] });
  });

  it("drops how a product is priced", () => {
    expect(tokeniseQuery("paving per m²")).toMatchObject({ words: ["paving"], sizes: [] });
    expect(tokeniseQuery("sharp sand per tonne").words).toEqual(["sharp", "sand"]);
  });

  it("reads a millimetre section with a length in feet as the section and a stock length", () => {
    expect(sizeTokens("47 x 100 x 12ft")).toEqual([["47x100x3600", "47x100x3660", "47x100"]]);
    expect(tokeniseQuery("75x75x8' post")).toMatchObject({
      words: ["post"],
      sizes: [{ tokens: ["75x75"] }, { tokens: ["2400mm", "2440mm"] }],
    });
  });

  it("reads a millimetre section with a length in centimetres as the section and its length", () => {
    expect(sizeTokens("75 x 200 x 420cm")[0]).toContain("75x200x4200");
    // Centimetres under a metre are every number's ("60 x 60 x 5cm" is a 600 mm slab, 50 mm thick).
    expect(sizeTokens("60 x 60 x 5cm")[0]).toContain("50x600x600");
  });

  it("reads a handy bag as nothing to match: titles name the small bag by its weight", () => {
    expect(tokeniseQuery("lime 10kg handy bag")).toMatchObject({ words: ["lime"], sizes: [{ tokens: ["10kg"] }] });
    expect(tokeniseQuery("gravel handi pack").words).toEqual(["gravel"]);
  });

  it("reads a side with 'sq' or 'square' as a square item, not before an area's unit or a part's shape", () => {
    expect(tokeniseQuery("600 sq paving")).toMatchObject({ words: ["paving"], sizes: [{ tokens: ["600x600"] }] });
    expect(sizeTokens("300mm square tiles")).toEqual([["300x300"]]);
    expect(sizeTokens("20 sq m")).toEqual([["20m2"]]);
    expect(sizeTokens("15mm square edge board")).toEqual([["15mm"]]);
  });
});

describe("bareNumberSize and inch fractions", () => {
  it("reads a unitless decimal that is a stock length as metres first, other numbers as millimetres or kilograms", () => {
    expect(bareNumberSize("2.4")).toEqual({ label: "2.4", tokens: ["2400mm", "2.4mm", "2.4kg"], bare: true });
    expect(bareNumberSize("4.8").tokens[0]).toBe("4800mm");
    // A board's thickness, a whole number and a decimal no stock length is stay as typed.
    expect(bareNumberSize("12.5").tokens).toEqual(["12.5mm", "12.5kg"]);
    expect(bareNumberSize("100").tokens).toEqual(["100mm", "100kg"]);
    expect(bareNumberSize("2.5").tokens).toEqual(["2.5mm", "2.5kg"]);
  });

  it("reads an inch fraction typed apart from its unit as inches", () => {
    expect(tokeniseQuery("1/2 inch pipe")).toMatchObject({ words: ["pipe"] });
    expect(tokeniseQuery("1/2 inch pipe").sizes[0]!.tokens).toContain("12.7mm");
    expect(sizeTokens("3/4 in")).toEqual([["18mm", "22mm", "19mm"]]);
  });

  it("reads a sheet's face in metres then its thickness as one size, the thickness in millimetres", () => {
    expect(sizeTokens("2.4 x 1.2 x 18mm")[0]![0]).toBe("18x1200x2400");
    expect(tokeniseQuery("1.2 x 2.4 x 9 ply")).toMatchObject({ words: ["ply"] });
    expect(sizeTokens("1.2 x 2.4 x 9 ply")[0]![0]).toBe("9x1200x2400");
    // A section and its length in metres stays one ("47 x 150 x 4.8"), and three small decimals are no sheet.
    expect(sizeTokens("47 x 150 x 4.8")[0]![0]).toBe("47x150x4800");
    expect(sizeTokens("2.4 x 1.2 x 0.9")[0]![0]).toBe("0.9x1.2x2.4");
  });

  it("reads a proper inch fraction typed with no unit as inches, and leaves slashes between other numbers alone", () => {
    expect(tokeniseQuery("3/4 copper")).toMatchObject({ words: ["copper"] });
    expect(sizeTokens("3/4 copper")).toEqual([["18mm", "22mm", "19mm"]]);
    expect(sizeTokens("1/2 ply sheets")[0]).toContain("12mm");
    // Not a whole number over its denominator, a choice of lengths or a half round.
    expect(tokeniseQuery("5/4 decking").sizes.map((s) => s.label)).not.toContain("31.75mm");
    expect(sizeTokens("2.4/3.6m batten")[0]).not.toContain("18mm");
    expect(tokeniseQuery("1/2 round gutter").words).toContain("round");
    expect(sizeTokens("1/2 round gutter")).toEqual([]);
  });
});

describe("tokeniseQuery: counts and old screw sizes", () => {
  it("reads a plural container before a count as the pack's count", () => {
    expect(tokeniseQuery("boxes of 100").sizes).toEqual([{ label: "pack of 100", tokens: ["pk100"], bare: true }]);
    expect(tokeniseQuery("packs of 50 wall plugs")).toMatchObject({ words: ["wall", "plug"] });
    expect(sizeTokens("packs of 50 wall plugs")).toEqual([["pk50"]]);
  });

  it("reads a screw named by gauge and inches as its metric gauge and the nearest stocked length", () => {
    expect(sizeTokens("10 x 2 1/2 screws")[0]![0]).toBe("5x60");
    expect(sizeTokens("8 x 1-1/4 wood screws")[0]![0]).toBe("4x30");
    expect(sizeTokens("6 x 1in screws")[0]![0]).toBe("3.5x25");
    // A No.8 by an inch and a half is the 4 x 40, not a 38 mm length.
    expect(sizeTokens("8 x 1.5 screws")[0]![0]).toBe("4x40");
    // Not without a screw word, nor a No.4 (a 4 x 2 is timber).
    expect(sizeTokens("8 x 2 sheet")[0]![0]).not.toBe("4x50");
    expect(sizeTokens("4 x 2 screws")[0]![0]).toBe("47x100");
  });
});
