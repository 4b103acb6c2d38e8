import { describe, expect, it } from "vitest";
import { tokeniseQuery } from "./parse-search-query.ts";

// Through tokeniseQuery: the rewrites only mean something once the measurement reader has read their output.
const sizeTokens = (q: string) => tokeniseQuery(q).sizes.map((s) => s.tokens);

describe("tokeniseQuery: sizes", () => {
  it("reads a unitless small length after a section as metres, and admits the section in other lengths", () => {
    // The section in other lengths, but not a 150 mm-wide anything 4.8 m long.
    expect(sizeTokens("47 x 150 x 4.8")).toEqual([["47x150x4800", "47x150"]]);
    // 18 is no length in metres: a sheet's thickness stays millimetres.
    expect(sizeTokens("2440 x 1220 x 18")).toEqual([["18x1220x2440", "18x1220", "1220x2440"]]);
  });

  it("admits a block's face or a board's face in another thickness", () => {
    expect(sizeTokens("440 x 215 x 100")).toEqual([["100x215x440", "100x215", "215x440"]]);
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
    expect(sizeTokens("3.5 x 35")).toEqual([["3.5x35"]]);
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
