import { describe, expect, it } from "vitest";
import { extractProductFacts } from "./extract-product-facts.ts";
import type { MatchProfile } from "./match-profile.ts";
import { compareProfiles } from "./similarity-matching.ts";
import { tokenSimilarity } from "./token-similarity.ts";
import { loftRoll, loftRollWith } from "./test-helpers.ts";

const profile = (title: string, brand: string | null = null, merchantName = "Test Merchant"): MatchProfile =>
  extractProductFacts({ title, brand, merchantName }).profile;

describe("compareProfiles hard conflicts", () => {
  it("rejects a different category", () => {
    expect(compareProfiles(loftRoll, loftRollWith({ category: "roofing" })).same).toBe(false);
  });
  it("rejects two different known brands but allows a missing one", () => {
    expect(compareProfiles(loftRoll, loftRollWith({ brandFamily: "knauf" })).same).toBe(false);
    expect(compareProfiles(loftRoll, loftRollWith({ brandFamily: null })).same).toBe(true);
  });
  it("rejects a number that differs", () => {
    const r = compareProfiles(loftRoll, loftRollWith({ numbers: { dims: "170", count: "1" } }));
    expect(r).toMatchObject({ same: false, reason: "dims 100 ≠ 170" });
  });
  it("rejects an identity number stated on one side only, but not an optional one", () => {
    expect(compareProfiles(loftRoll, loftRollWith({ numbers: { count: "1" } })).same).toBe(false);
    expect(compareProfiles(loftRoll, loftRollWith({ numbers: { ...loftRoll.numbers, area: "13.89m2" } })).same).toBe(
      true,
    );
  });
  it("lets a pack's stated coverage stand for a count one side left out, never two different counts", () => {
    const slabs = loftRollWith({ numbers: { dims: "100", count: "6", area: "2.88m2" } });
    expect(compareProfiles(slabs, loftRollWith({ numbers: { dims: "100", count: "1", area: "2.88m2" } })).same).toBe(
      true,
    );
    expect(compareProfiles(slabs, loftRollWith({ numbers: { dims: "100", count: "1", area: "5.76m2" } })).same).toBe(
      false,
    );
    expect(compareProfiles(slabs, loftRollWith({ numbers: { dims: "100", count: "4", area: "2.88m2" } })).same).toBe(
      false,
    );
    expect(compareProfiles(slabs, loftRollWith({ numbers: { dims: "100", count: "1" } })).same).toBe(false);
  });
  it("rejects a different attribute but allows one left unsaid", () => {
    expect(compareProfiles(loftRoll, loftRollWith({ attributes: { form: "board" } })).same).toBe(false);
    expect(compareProfiles(loftRoll, loftRollWith({ attributes: {} })).same).toBe(true);
  });
  it("rejects two different model codes", () => {
    const a = loftRollWith({ tokens: ["502", "foam"] });
    expect(compareProfiles(a, loftRollWith({ tokens: ["503", "foam"] })).same).toBe(false);
  });
});

describe("compareProfiles token score", () => {
  it("scores shared rare words above shared vocabulary words", () => {
    expect(tokenSimilarity(["cotswold", "chipping"], ["cotswold", "chipping"])).toBe(1);
    expect(tokenSimilarity(["cotswold"], ["slate"])).toBe(0);
    expect(tokenSimilarity(["cotswold", "pir"], ["cotswold"])).toBeGreaterThan(
      tokenSimilarity(["cotswold", "pir"], ["pir"]),
    );
  });
  it("counts a word one side misspells, abbreviates or joins as agreement, with part credit", () => {
    const exact = tokenSimilarity(["stixall", "waterproofer"], ["stixall", "waterproofer"]);
    const typo = tokenSimilarity(["stixall", "waterprofer"], ["stixall", "waterproofer"]);
    const other = tokenSimilarity(["stixall", "plasticiser"], ["stixall", "waterproofer"]);
    expect(typo).toBeLessThan(exact);
    expect(typo).toBeGreaterThan(0.9);
    expect(other).toBeLessThan(0.6);
    expect(tokenSimilarity(["adhesive", "driwall"], ["adhesive", "dri", "wall"])).toBeGreaterThan(0.9);
  });
  it("lets two generic titles of a maker's category meet on their words, but not a generic and a branded one", () => {
    const padstone = {
      ...loftRoll,
      category: "other" as const,
      brandFamily: null,
      numbers: { dims: "100x140x215", count: "1" },
      attributes: {},
      tokens: ["concrete", "padstone", "precast"],
    };
    const other = { ...padstone, tokens: ["concrete", "padstone"] };
    expect(compareProfiles(other, padstone).same).toBe(true);
    expect(compareProfiles(other, { ...padstone, brandFamily: "forterra" }).reason).toMatch(/^no maker and no product/);
  });
  it("needs words when only one side names the product line", () => {
    const line = { ...loftRoll, category: "concrete-mortar" as const, numbers: { weight: "20kg", count: "1" } };
    const postcrete = { ...line, attributes: { line: "postcrete" }, tokens: ["bc"] };
    const unnamed = { ...line, attributes: {}, tokens: [] };
    expect(compareProfiles(unnamed, postcrete).reason).toBe("line postcrete on one side only, no words");
    expect(compareProfiles({ ...unnamed, attributes: { line: "postcrete" } }, postcrete).same).toBe(true);
  });
  it("explains the decision", () => {
    const r = compareProfiles(loftRoll, loftRoll);
    expect(r.same).toBe(true);
    expect(r.reason).toBe("same numbers 100; tokens 1.00: loft spacesaver");
  });
  it("needs a shared product name for maker-defined goods unless the maker is the same or neither names one", () => {
    const a = loftRollWith({ brandFamily: null, tokens: [] });
    expect(compareProfiles(a, loftRollWith({ tokens: [] })).same).toBe(false);
    expect(compareProfiles(loftRollWith({ tokens: [] }), loftRollWith({ tokens: [] })).same).toBe(true);
    // Two titles naming no maker whose facts agree are one generic product (decision 013).
    expect(compareProfiles(a, loftRollWith({ brandFamily: null, tokens: [] })).same).toBe(true);
  });
  it("allows a commodity with no words beyond its spec", () => {
    const sand = profile("Sharp Sand Bulk Bag");
    expect(compareProfiles(sand, profile("SHARP SAND BULK BAG 850KG")).same).toBe(true);
    expect(compareProfiles(sand, profile("Sharp Sand Mini Bulk Bag (approx. 400kg)")).same).toBe(false);
  });
});

describe("compareProfiles on real titles", () => {
  it("matches an unkeyed decorative aggregate that omits its grading", () => {
    const a = profile("Scottish Pebbles 20-40mm Bulk Bag (approx. 850kg)");
    expect(compareProfiles(profile("SCOTTISH PEBBLES BULK BAG 850KG"), a).same).toBe(true);
    expect(compareProfiles(profile("Cotswold Chippings 20mm Bulk Bag"), a).same).toBe(false);
  });
  it("matches loft rolls of one range whether or not the area is given", () => {
    const a = profile("Isover Spacesaver Loft Insulation Roll 100mm x 13.89m²", "Isover");
    expect(compareProfiles(profile("Spacesaver Loft Insulation Roll 100mm", "Saint-Gobain Isover"), a).same).toBe(true);
    expect(compareProfiles(profile("Spacesaver Loft Insulation Roll 170mm", "Saint-Gobain Isover"), a).same).toBe(
      false,
    );
  });
  it("keeps a standard board apart from a moisture resistant one", () => {
    const mr = profile("Moisture Resistant MDF Board 18mm 2440 x 1220mm");
    expect(compareProfiles(mr, profile("MDF 18MM 2440X1220")).same).toBe(false);
  });
  it("keeps two shades of one brick range apart, though both name the range", () => {
    const heather = profile("Ibstock Tradesman Heather Facing Brick 65mm", "Ibstock");
    expect(compareProfiles(profile("65mm Ibstock Tradesman Red Multi Facing Brick", "Ibstock"), heather).same).toBe(
      false,
    );
    expect(compareProfiles(profile("Ibstock Tradesman Heather Brick 65mm", "Ibstock plc"), heather).same).toBe(true);
  });
  it("keeps unbranded generic insulation apart from a named range, and one with other generic boards", () => {
    const generic = profile("PIR Insulation Board 100mm 2400 x 1200");
    expect(compareProfiles(generic, profile("Ecotherm Eco-Versal PIR Board 100mm 2400 x 1200", "Ecotherm")).same).toBe(
      false,
    );
    expect(compareProfiles(generic, profile("Insulation Board PIR 100mm 2400x1200")).same).toBe(true);
  });
});
