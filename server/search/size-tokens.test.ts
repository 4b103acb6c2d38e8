import { describe, expect, it } from "vitest";
import { normaliseText } from "../ingest/normalise/text.ts";
import { parseMeasurements } from "../ingest/normalise/measurements.ts";
import { nominalToken, productSizeTokens, querySizeConstraints } from "./size-tokens.ts";
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

  it("gives one constraint per size named", () => {
    expect(queryTokens("18mm 2440 x 1220")).toEqual([["1220x2440"], ["18mm"]]);
  });
});
