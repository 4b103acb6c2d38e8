import { describe, expect, it } from "vitest";
import { departmentGroupsOf, everydayKindsOf, isDepartmentWord, kindFamilyOf } from "./department-words.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

describe("departmentGroupsOf", () => {
  it("reads a trade typed as one word as the kinds whose names share its stem", () => {
    expect(departmentGroupsOf("fencing")).toEqual(expect.arrayContaining(["fencepanel", "fencepost", "featheredge"]));
    expect(departmentGroupsOf("drainage")).toEqual(expect.arrayContaining(["drainpipe", "gully", "inspectionchamber"]));
    expect(departmentGroupsOf("decorating")).toEqual(expect.arrayContaining(["maskingtape", "dustsheet", "caulk"]));
  });

  it("leaves out an adjective made from the stem ('decorative chippings')", () => {
    expect(departmentGroupsOf("decorating")).not.toContain("chippings");
  });

  it("is no department for a kind's own name, a short stem, a pack's stem or a word that is no activity", () => {
    expect(departmentGroupsOf("skirting")).toEqual([]);
    // Session 22: "tiling" is listed by trade knowledge (department-kinds-whole-trade.ts), never by its stem's roof tiles.
    expect(departmentGroupsOf("tiling")).not.toContain("rooftile");
    expect(departmentGroupsOf("fence")).toEqual([]);
    // Session 24: a pack's stem is no trade; "sheeting" names its kinds in the table (roof sheets, polythene) only.
    expect(departmentGroupsOf("sheeting")).toEqual(["roofsheet", "dpm"]);
    expect(departmentGroupsOf("tubing")).toEqual([]);
    expect(isDepartmentWord("sheeting")).toBe(false);
  });

  it("adds the kinds a department sells whose names never carry its word, each a synonym group", () => {
    expect(departmentGroupsOf("landscaping")).toEqual(expect.arrayContaining(["pavingslab", "chippings", "sleeper"]));
    expect(departmentGroupsOf("decorating")).toEqual(expect.arrayContaining(["emulsion", "painttool"]));
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const word of ["decorating", "landscaping", "fixing", "fastener", "guttering", "rainwater"])
      for (const key of departmentGroupsOf(word)) expect(keys, `${word}: ${key}`).toContain(key);
  });

  it("reads the joiner's words for the whole range of mouldings as its kinds, the everyday ones first", () => {
    for (const word of ["moulding", "trim"])
      expect(departmentGroupsOf(word)).toEqual(expect.arrayContaining(["skirting", "architrave", "dadorail"]));
    expect(everydayKindsOf(["trim"])).toEqual(["skirting", "architrave"]);
    expect(everydayKindsOf(["moulding"])).toBeUndefined();
  });

  it("reads the bare words for mix additives and roof slates as those kinds (session 20)", () => {
    expect(kindFamilyOf("additive")).toEqual(expect.arrayContaining(["plasticiser", "waterproofer", "frostproofer"]));
    expect(kindFamilyOf("admixture")).toEqual(expect.arrayContaining(["plasticiser", "sbr"]));
    expect(kindFamilyOf("slate")).toEqual(["slate"]);
    // Mortar: the ready-mixed bag first (its family), then what a mix is made from.
    expect(kindFamilyOf("mortar")[0]).toBe("mortarmix");
    expect(kindFamilyOf("mortar")).toEqual(expect.arrayContaining(["opc", "buildingsand", "plasticiser"]));
    expect(everydayKindsOf(["additive"])).toEqual(["plasticiser", "waterproofer", "frostproofer"]);
  });

  it("reads a tradesperson as their trade's department and everyday kinds (session 20)", () => {
    expect(departmentGroupsOf("decorator")).toEqual(departmentGroupsOf("decorating"));
    expect(everydayKindsOf(["plasterer"])).toEqual(everydayKindsOf(["plastering"]));
    expect(kindFamilyOf("roofer")).toEqual(expect.arrayContaining(["rooftile", "slate"]));
  });

  it("asks for a word's family first, then its department ('fixings')", () => {
    const fixings = kindFamilyOf("fixing");
    expect(fixings.slice(0, 2)).toEqual(expect.arrayContaining(["framefixing", "cavityfixing"]));
    expect(fixings).toEqual(expect.arrayContaining(["woodscrew", "wallplug"]));
  });
});

describe("everydayKindsOf", () => {
  it("lists a trade word's everyday kinds, each a kind the word asks for and a synonym group", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const word of [
      "decorating",
      "roofing",
      "fencing",
      "drainage",
      "drain",
      "landscaping",
      "fixing",
      "insulation",
    ]) {
      const everyday = everydayKindsOf([word]) ?? [];
      expect(everyday.length, word).toBeGreaterThan(0);
      for (const key of everyday) {
        expect(keys, `${word}: ${key}`).toContain(key);
        expect(kindFamilyOf(word), `${word}: ${key}`).toContain(key);
      }
    }
  });

  it("lists a kind word's commonest kind when the word loosely names that kind ('paint': emulsion)", () => {
    expect(everydayKindsOf(["paint"])).toEqual(["emulsion"]);
  });

  it("leaves out the kinds only named after the trade, and words that are no lone trade word", () => {
    expect(everydayKindsOf(["roofing"])).not.toContain("batten");
    expect(everydayKindsOf(["fencing"])).not.toContain("fencestain");
    expect(everydayKindsOf(["roofing", "felt"])).toBeUndefined();
    expect(everydayKindsOf(["membrane"])).toBeUndefined();
  });
});
