import { describe, expect, it } from "vitest";
import { BUILDING_DEPARTMENT_KINDS, BUILDING_EVERYDAY_KINDS } from "./department-kinds-building.ts";
import { everydayKindsOf, kindFamilyOf } from "./department-words.ts";
import { asFamily } from "./family-terms.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

describe("heavy-side category words", () => {
  const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));

  it("names only synonym groups", () => {
    for (const table of [BUILDING_DEPARTMENT_KINDS, BUILDING_EVERYDAY_KINDS])
      for (const [word, kinds] of Object.entries(table))
        for (const key of kinds) expect(keys, `${word}: ${key}`).toContain(key);
  });

  it("asks for the kinds a bare category word means whose titles never carry it", () => {
    expect(kindFamilyOf("sheet")).toEqual(expect.arrayContaining(["osb", "mdf", "chipboard", "hardboard"]));
    expect(kindFamilyOf("aggregate")).toEqual(expect.arrayContaining(["ballast", "subbase", "sharpsand"]));
    expect(kindFamilyOf("stone")).toEqual(expect.arrayContaining(["chippings", "peagravel"]));
    expect(kindFamilyOf("slab")).toContain("pavingslab");
  });

  it("ranks the everyday kinds of each word first, each a kind the word asks for", () => {
    for (const word of Object.keys(BUILDING_EVERYDAY_KINDS))
      for (const key of everydayKindsOf([word]) ?? []) expect(kindFamilyOf(word), `${word}: ${key}`).toContain(key);
    expect(everydayKindsOf(["board"])).not.toContain("skirting");
    expect(everydayKindsOf(["sheet"])).not.toContain("dustsheet");
    // Session 23: ply, OSB and MDF first; hardboard and flooring chipboard are still sheets, after them.
    expect(everydayKindsOf(["sheet"])).toEqual(expect.arrayContaining(["plywood", "osb", "mdf"]));
    expect(everydayKindsOf(["sheet"])).not.toContain("hardboard");
    expect(everydayKindsOf(["brick"])).not.toContain("airbrick");
    expect(everydayKindsOf(["slab"])).not.toContain("cavitybatt");
    expect(everydayKindsOf(["post"])).not.toContain("newel");
    expect(everydayKindsOf(["concrete"])).not.toContain("scalpings");
    expect(kindFamilyOf("bead")).toEqual(expect.arrayContaining(["anglebead", "stopbead"]));
    // Session 21: a deck's balustrade and a gutter's fittings are on the shelf, after the boards and lengths.
    expect(kindFamilyOf("decking")).toEqual(expect.arrayContaining(["decking", "spindle", "newel"]));
    expect(everydayKindsOf(["decking"])).not.toContain("spindle");
    expect(kindFamilyOf("guttering")).toEqual(expect.arrayContaining(["gutter", "downpipe", "gutterunion"]));
    expect(everydayKindsOf(["gutter"])).not.toContain("rainwaterfitting");
  });

  it("reads a form word and a framer's word as the department's core products (session 24)", () => {
    expect(everydayKindsOf(["sheeting"])).toEqual(expect.arrayContaining(["roofsheet", "dpm"]));
    expect(kindFamilyOf("sheeting")).not.toContain("sandpaper");
    expect(kindFamilyOf("sheeting")).not.toContain("dustsheet");
    expect(everydayKindsOf(["stud"])).toEqual(["cls"]);
    expect(asFamily({ words: ["stud"], groupKeys: ["cls"] }).groupKeys).toEqual(
      expect.arrayContaining(["cls", "sawn", "strengthgraded"]),
    );
  });
});
