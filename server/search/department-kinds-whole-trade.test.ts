import { describe, expect, it } from "vitest";
import { WHOLE_TRADE_DEPARTMENT_KINDS, WHOLE_TRADE_EVERYDAY_KINDS } from "./department-kinds-whole-trade.ts";
import { everydayKindsOf, isNamedShelf, kindFamilyOf } from "./department-words.ts";
import { isReaderWord } from "./reader-words.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

describe("whole shop, trade-work, timber-class and place words", () => {
  const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));

  it("names only synonym groups", () => {
    for (const table of [WHOLE_TRADE_DEPARTMENT_KINDS, WHOLE_TRADE_EVERYDAY_KINDS])
      for (const [word, kinds] of Object.entries(table))
        for (const key of kinds) expect(keys, `${word}: ${key}`).toContain(key);
  });

  it("ranks first only kinds the word asks for", () => {
    for (const word of Object.keys(WHOLE_TRADE_EVERYDAY_KINDS))
      for (const key of everydayKindsOf([word]) ?? []) expect(kindFamilyOf(word), `${word}: ${key}`).toContain(key);
  });

  it("answers a department word with its staples, not another trade's kind", () => {
    expect(kindFamilyOf("diy")).toEqual(expect.arrayContaining(["maskingtape", "dustsheet", "woodscrew"]));
    expect(everydayKindsOf(["merchant"])).toEqual(expect.arrayContaining(["opc", "buildingsand", "facingbrick"]));
    expect(everydayKindsOf(["merchant"])).not.toContain("plasterboard");
    expect(kindFamilyOf("metalwork")).toEqual(expect.arrayContaining(["joisthanger", "restraintstrap"]));
    expect(everydayKindsOf(["softwood"])).toContain("sawn");
    expect(everydayKindsOf(["garden"])).toEqual(expect.arrayContaining(["pavingslab", "fencepanel"]));
    // A driveway's block paving is no garden's first buy.
    expect(everydayKindsOf(["garden"])).not.toContain("blockpaving");
    // Wall and floor tiling, not the roofer's tiles its stem also finds.
    expect(everydayKindsOf(["tiling"])).toEqual(["tileadhesive", "grout"]);
    expect(everydayKindsOf(["joiner"])).toEqual(expect.arrayContaining(["skirting", "architrave"]));
    expect(everydayKindsOf(["hardware"])).toEqual(expect.arrayContaining(["woodscrew", "wallplug"]));
    expect(everydayKindsOf(["outdoor"])).toEqual(everydayKindsOf(["garden"]));
    // A builder's supplies are the merchant's heavy side.
    expect(everydayKindsOf(["builder"])).toEqual(everydayKindsOf(["merchant"]));
  });

  it("reads a trade-work word whole and with its whole range when a synonym also names it", () => {
    expect(isReaderWord("groundwork")).toBe(true);
    expect(isNamedShelf("blockwork")).toBe(true);
    expect(kindFamilyOf("blockwork")).toEqual(expect.arrayContaining(["concreteblock", "aircrete"]));
  });

  it("reads a query of shop words only as the merchant", () => {
    expect(tokeniseQuery("builders merchants near me").words).toEqual(["merchant"]);
    expect(tokeniseQuery("local trade counter").words).toEqual(["merchant"]);
    expect(tokeniseQuery("sand merchant").words).toEqual(["sand"]);
    // A yard or a shop alone is no merchant: a yard brush is a brush.
    expect(tokeniseQuery("yard brush").words).toEqual(["yard", "brush"]);
    expect(tokeniseQuery("shop").words).toEqual([]);
  });

  it("reads the merchant's whole range by its shop words as the merchant (session 23)", () => {
    expect(tokeniseQuery("builders yard essentials").words).toEqual(["merchant"]);
    expect(tokeniseQuery("trade counter goods").words).toEqual(["merchant"]);
    // A kind word beside them is still the query.
    expect(tokeniseQuery("builders merchant sand essentials").words).toContain("sand");
    expect(tokeniseQuery("garden essentials").words).toEqual(["garden"]);
  });

  it("reads an aisle's run-together name whole", () => {
    expect(isReaderWord("woodcare")).toBe(true);
    expect(kindFamilyOf("woodcare")).toEqual(expect.arrayContaining(["woodstain", "fencestain", "deckingoil"]));
  });

  it("reads a sheet named by its stuff as the sheet", () => {
    expect(tokeniseQuery("sheet timber").words).toEqual(["sheet"]);
    expect(tokeniseQuery("wood sheets").words).toEqual(["sheet"]);
    expect(tokeniseQuery("timber lengths").words).toEqual(["timber"]);
  });
});
