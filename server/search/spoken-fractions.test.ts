import { describe, expect, it } from "vitest";
import { tokeniseQuery } from "./parse-search-query.ts";
import { readSpokenFractions } from "./spoken-fractions.ts";

const sizesOf = (q: string) => tokeniseQuery(q).sizes.map((s) => s.tokens);

describe("readSpokenFractions", () => {
  it("reads a fraction said before a pipe, fitting or sheet kind as inches", () => {
    expect(readSpokenFractions("three quarter copper")).toBe("3/4in copper");
    expect(readSpokenFractions("half mdf")).toBe("1/2in mdf");
    expect(readSpokenFractions("a quarter ply")).toBe("1/4in ply");
    expect(readSpokenFractions("five eighths plasterboard")).toBe("5/8in plasterboard");
  });

  it("reads a longer fraction said last after the kind", () => {
    expect(readSpokenFractions("copper tee three quarters")).toBe("copper tee 3/4in");
  });

  it("leaves half and quarter that size something else", () => {
    for (const q of ["half round gutter", "half sheet ply", "quarter bend", "half bag cement", "half a bag"]) {
      expect(readSpokenFractions(q)).toBe(q);
    }
  });

  it("reads glyphs, endings, an inch and a part, and a bare whole and fraction", () => {
    expect(readSpokenFractions("¾ elbow")).toBe("3/4 elbow");
    expect(readSpokenFractions("1½ waste")).toBe("1 1/2in waste");
    expect(readSpokenFractions("5/8ths board")).toBe("5/8 board");
    expect(readSpokenFractions("inch and a quarter waste")).toBe("1.25in waste");
    expect(readSpokenFractions("two and a half inch downpipe")).toBe("2.5 inch downpipe");
    expect(readSpokenFractions("1 1/4 overflow")).toBe("1 1/4in overflow");
  });
});

describe("spoken fractions in a query", () => {
  it("ask for the metric sizes the inch name is sold as", () => {
    expect(sizesOf("three quarter copper")[0]).toContain("22mm");
    expect(sizesOf("¾ ply")[0]![0]).toBe("18mm");
    expect(sizesOf("inch and a half waste pipe")[0]![0]).toBe("40mm");
    expect(sizesOf("one and a quarter inch waste")[0]![0]).toBe("32mm");
    expect(sizesOf("one inch copper")[0]).toContain("28mm");
    expect(tokeniseQuery("half round gutter").sizes).toEqual([]);
  });
});
