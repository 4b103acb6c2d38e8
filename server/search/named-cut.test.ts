import { describe, expect, it } from "vitest";
import { tokeniseQuery } from "./parse-search-query.ts";
import { namedCutTokens } from "./named-cut.ts";

const cutOf = (q: string) => namedCutTokens(tokeniseQuery(q).sizes);

describe("namedCutTokens", () => {
  it("joins a section or a diameter with the length typed apart from it, sides in order", () => {
    expect(cutOf("treated batten 50 x 25 4.8m")).toContain("25x50x4800");
    expect(cutOf("soil pipe 110mm 3m")).toEqual(["110x3000"]);
  });

  it("asks for nothing without exactly one of each", () => {
    expect(cutOf("soil pipe 110mm")).toEqual([]);
    expect(cutOf("batten 3m")).toEqual([]);
    expect(cutOf("board 2400 x 1200 3m")).toEqual([]);
  });
});
