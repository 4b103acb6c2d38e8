import { describe, expect, it } from "vitest";
import { FINISHING_DEPARTMENT_KINDS, FINISHING_EVERYDAY_KINDS } from "./department-kinds-finishing.ts";
import { everydayKindsOf, kindFamilyOf } from "./department-words.ts";
import { asFamily } from "./family-terms.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

describe("finishing-side category words", () => {
  const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));

  it("names only synonym groups", () => {
    for (const table of [FINISHING_DEPARTMENT_KINDS, FINISHING_EVERYDAY_KINDS])
      for (const [word, kinds] of Object.entries(table))
        for (const key of kinds) expect(keys, `${word}: ${key}`).toContain(key);
  });

  it("asks for the kinds a bare shelf word means whose titles never carry it", () => {
    expect(kindFamilyOf("paint")).toEqual(expect.arrayContaining(["glosspaint", "paintundercoat", "emulsion"]));
    expect(kindFamilyOf("plug")).toEqual(expect.arrayContaining(["wallplug", "framefixing", "cavityfixing"]));
    expect(kindFamilyOf("tool")).toEqual(expect.arrayContaining(["handtool", "clubhammer", "plastertrowel"]));
    expect(kindFamilyOf("sundry")).toEqual(expect.arrayContaining(["painttool", "maskingtape", "dustsheet"]));
    expect(kindFamilyOf("valve")).toEqual(expect.arrayContaining(["isolatingvalve", "radiatorvalve"]));
    expect(kindFamilyOf("flooring")).toEqual(expect.arrayContaining(["floorchipboard", "selflevelling"]));
  });

  it("ranks the everyday kinds of each word first, each a kind the word asks for", () => {
    for (const word of Object.keys(FINISHING_EVERYDAY_KINDS))
      for (const key of everydayKindsOf([word]) ?? []) expect(kindFamilyOf(word), `${word}: ${key}`).toContain(key);
    expect(everydayKindsOf(["foam"])).not.toContain("foamgun");
    expect(everydayKindsOf(["tool"])).not.toContain("sealantgun");
    expect(everydayKindsOf(["filler"])).toEqual(["interiorfiller"]);
    expect(everydayKindsOf(["flooring"])).not.toContain("skirting");
    expect(everydayKindsOf(["tape"])).toEqual(["maskingtape"]);
  });

  it("reads 'sundries' typed first as the shelf, and after a kind word as which of it", () => {
    expect(tokeniseQuery("sundries").words).toEqual(["sundry"]);
    expect(tokeniseQuery("sundries for painters").words).toContain("sundry");
    expect(tokeniseQuery("sealant sundries").words).toEqual(["sealant"]);
    // A trade's sundries are its small things (department-kinds-sundries.ts).
    expect(tokeniseQuery("plumbing sundries").words).toEqual(["plumbingsundry"]);
  });

  it("reads the primer, filler and render shelves with the rest of their aisle (session 23)", () => {
    const primer = asFamily({ words: ["primer"], groupKeys: ["primer"] });
    expect(primer.groupKeys[0]).toBe("primer");
    expect(primer.groupKeys).toEqual(expect.arrayContaining(["paintundercoat", "stainblock"]));
    expect(primer.groupKeys).not.toContain("pva");
    expect(asFamily({ words: ["filler"], groupKeys: ["interiorfiller"] }).groupKeys).toContain("caulk");
    expect(asFamily({ words: ["render"], groupKeys: ["render"] }).groupKeys).toEqual(
      expect.arrayContaining(["render", "waterproofer", "plasteringsand"]),
    );
    expect(everydayKindsOf(["render"])).toEqual(["render"]);
  });

  it("reads a shelf word that is also a group's name as the group, then the rest of its shelf", () => {
    const sealant = asFamily({ words: ["sealant"], groupKeys: ["sealant"] });
    expect(sealant.groupKeys[0]).toBe("sealant");
    expect(sealant.groupKeys).toEqual(expect.arrayContaining(["caulk", "firesealant"]));
    expect(sealant.groupKeys).not.toContain("expandingfoam");
    const glue = asFamily({ words: ["glue"], groupKeys: ["grabadhesive", "pva"] });
    expect(glue.groupKeys).toEqual(expect.arrayContaining(["grabadhesive", "pva", "tileadhesive"]));
    expect(asFamily({ words: ["silicone"], groupKeys: ["sealant"] }).groupKeys).toEqual(["sealant"]);
  });

  it("reads a paint's finish typed alone as the paint of that finish (session 24)", () => {
    expect(everydayKindsOf(["gloss"])).toEqual(["glosspaint"]);
    expect(asFamily({ words: ["gloss"], groupKeys: [] }).groupKeys).not.toContain("varnish");
    expect(everydayKindsOf(["matt"])).toEqual(["emulsion"]);
  });
});
