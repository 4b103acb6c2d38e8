import { describe, expect, it } from "vitest";
import { tokeniseQuery } from "./parse-search-query.ts";
import { readSpokenSizes, tradeInchFraction, tradePipeBore } from "./spoken-sizes.ts";

const sizesOf = (q: string) => tokeniseQuery(q).sizes.map((s) => s.tokens);

describe("readSpokenSizes", () => {
  it("reads numbers written as words before a unit", () => {
    expect(readSpokenSizes("five inch nails")).toBe("5 inch nails");
    expect(readSpokenSizes("fourteen foot batten")).toBe("14 foot batten");
    expect(readSpokenSizes("one and a half inch screws")).toBe("1.5 inch screws");
  });

  it("reads inch fractions said as words, only before an inch", () => {
    expect(readSpokenSizes("half inch hardboard")).toBe("1/2 inch hardboard");
    expect(readSpokenSizes("three quarter inch board")).toBe("3/4 inch board");
    expect(readSpokenSizes("a quarter inch sheet")).toBe("1/4 inch sheet");
    expect(readSpokenSizes("half round gutter")).toBe("half round gutter");
  });

  it("reads the trade's mil as millimetres, only after a number", () => {
    expect(readSpokenSizes("28 mil pipe")).toBe("28mm pipe");
    expect(readSpokenSizes("9mil osb")).toBe("9mm osb");
    expect(readSpokenSizes("mil finish")).toBe("mil finish");
  });

  it("reads a unitless width and a plural trade section", () => {
    expect(readSpokenSizes("lintel 100 wide")).toBe("lintel 100mm wide");
    expect(readSpokenSizes("6 x 2s")).toBe("6 x 2");
    expect(readSpokenSizes("two by sixes")).toBe("two by six");
    expect(readSpokenSizes("two-by-fours for a stud wall")).toBe("two by four for a stud wall");
    expect(readSpokenSizes("two by fours")).toBe("two by four");
  });
});

describe("spoken sizes in a query", () => {
  it("become the sizes a written query asks for", () => {
    expect(sizesOf("five inch nails")[0]![0]).toBe("125mm");
    expect(sizesOf("sheet 9 mil")).toEqual([["9mm"]]);
    expect(tokeniseQuery("lintel 100 wide").words).toEqual(["lintel"]);
    expect(sizesOf("6 x 2s")[0]).toContain("47x150");
  });

  it("asks for an inch fraction in the metric sizes it is sold as", () => {
    expect(sizesOf("half inch hardboard")[0]!.slice(0, 2)).toEqual(["12mm", "12.5mm"]);
    expect(tradeInchFraction(0.75)).toEqual(["18mm", "22mm"]);
    expect(tradeInchFraction(0.3)).toBeNull();
  });

  it("asks for a pipe's old inch name as the bore it is sold at", () => {
    // Drainage "4 inch" is 110 mm, soil "3 inch" 82 mm, waste "1 1/2 inch" 40 mm: after the 25 mm an inch reading.
    expect(sizesOf("4 inch drain pipe")[0]).toContain("110mm");
    expect(sizesOf("3 inch soil pipe")[0]).toContain("82mm");
    expect(sizesOf("1 1/2 inch waste")[0]!.slice(0, 2)).toEqual(["40mm", "38.1mm"]);
    expect(tradePipeBore(5)).toEqual([]);
  });
});
