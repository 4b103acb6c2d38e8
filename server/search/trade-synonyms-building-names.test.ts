import { describe, expect, it } from "vitest";
import { BUILDING_WORDS } from "./trade-synonyms-building-names.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const kindsOf = (typed: string) => matchSynonymPhrases(typed.split(" ")).flatMap((m) => m.groupKeys);

describe("session 19 heavy-side names", () => {
  it("adds names only to groups that exist, in their alsoFrom", () => {
    for (const [key, names] of Object.entries(BUILDING_WORDS)) {
      const group = TRADE_SYNONYMS.find((g) => g.key === key);
      expect(group, key).toBeDefined();
      expect(group!.alsoFrom).toEqual(expect.arrayContaining([...names]));
    }
  });

  it("reads split spellings, older and American names as the stocked kind", () => {
    expect(kindsOf("clinker block")).toContain("concreteblock");
    expect(kindsOf("crush and run")).toContain("subbase");
    expect(kindsOf("feb mix")).toContain("plasticiser");
    expect(kindsOf("ship lap")).toContain("cladding");
    expect(kindsOf("tgv")).toContain("cladding");
    expect(kindsOf("sandbox sand")).toContain("playsand");
    expect(kindsOf("waferboard")).toContain("osb");
    expect(kindsOf("aquacell")).toContain("soakaway");
    expect(kindsOf("concrete beam")).toContain("lintel");
    expect(kindsOf("celotex backed plasterboard")).toContain("insulatedplasterboard");
    expect(kindsOf("internal window cill")).toContain("windowboard");
    expect(kindsOf("formwork ply")).toContain("plywood");
  });

  it("reads green MDF as MDF, not as the green plasterboard", () => {
    expect(kindsOf("green mdf")).toEqual(["mrmdf"]);
  });

  it("adds no kind's own title words with a pack or a grade word, which would hide its exact names", () => {
    for (const name of ["cavity lintel", "hydraulic lime", "loft insulation roll", "osb board"])
      expect(Object.values(BUILDING_WORDS).flat()).not.toContain(name);
  });

  it("leaves bare everyday words that other trades use as no kind", () => {
    expect(kindsOf("clinker")).not.toContain("concreteblock");
    expect(kindsOf("beam")).not.toContain("lintel");
    expect(kindsOf("rosemary")).not.toContain("plaintile");
  });

  it("asks for the breathable kind with a bare 'roofing membrane' but never indexes EPDM sheets as it", () => {
    const breathable = TRADE_SYNONYMS.find((g) => g.key === "breathable")!;
    expect(breathable.terms).not.toContain("roofing membrane");
    expect(kindsOf("roofing membrane")).toContain("breathable");
  });
});

describe("session 19 heavy-side titles", () => {
  it("indexes a merchant's plain washed or sized gravel and timber edgings as their kinds", () => {
    expect(kindsOf("washed gravel")).toContain("peagravel");
    expect(kindsOf("20mm gravel")).toContain("peagravel");
    expect(kindsOf("log roll edging")).toContain("kerb");
    // A gravel board is fencing, never gravel.
    expect(kindsOf("gravel board")).not.toContain("peagravel");
  });
});
