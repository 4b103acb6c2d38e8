import { describe, expect, it } from "vitest";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";
import { applyUseWords } from "./use-words.ts";

/** The groups the query's first term reads, as prepare-search reads a query's head and clause. */
function groupsOf(q: string): readonly string[] | undefined {
  const t = tokeniseQuery(q);
  const r = applyUseWords(buildQueryTerms(t.words.slice(0, t.contextFrom)).terms, t.words.slice(t.contextFrom), {
    task: true,
    text: t.text,
  });
  return r.terms[0]?.groupKeys;
}

describe("decorating and garden jobs by the leading verb", () => {
  it("reads loose material poured into its holder as the material, not a filler", () => {
    expect(groupsOf("filling the new sand pit")).toEqual(["playsand"]);
    expect(groupsOf("filling patio tubs")).toEqual(["topsoil"]);
    expect(groupsOf("topping up a dip in the lawn")).toEqual(["topsoil"]);
    // A crack is still a filler's job.
    expect(groupsOf("filling a crack in the hallway ceiling")).toContain("interiorfiller");
  });

  it("reads masking as masking tape, and keeping paint off something as its tape and dust sheet", () => {
    expect(groupsOf("masking the skirting before painting")).toEqual(["maskingtape", "dustsheet"]);
    expect(groupsOf("masking window frames")).toEqual(["maskingtape", "dustsheet"]);
    expect(groupsOf("stopping paint splatter on the worktop")).toEqual(["maskingtape", "dustsheet"]);
  });

  it("reads edging a lawn, border, path or drive as edging, and new turf as its topsoil", () => {
    expect(groupsOf("edging the front lawn")).toEqual(["kerb"]);
    expect(groupsOf("edging a gravel drive")).toEqual(["kerb"]);
    expect(groupsOf("laying new turf at the back")).toEqual(["topsoil"]);
    expect(groupsOf("turfing the garden")).toEqual(["topsoil"]);
    // Artificial turf is no turf: it is laid on a membrane over sharp sand.
    expect(groupsOf("laying artificial turf in the back garden")).toEqual([
      "artificialgrass",
      "weedfabric",
      "sharpsand",
    ]);
  });

  it("reads masonry laid or poured in frost as a frost proofer before the materials", () => {
    expect(groupsOf("laying blocks in frosty weather")?.[0]).toBe("frostproofer");
    expect(groupsOf("pouring a slab in winter")?.[0]).toBe("frostproofer");
    expect(groupsOf("laying blocks for a garden wall")).not.toContain("frostproofer");
  });

  it("reads concrete laid as its mix and ballast, after the tiles laid on it", () => {
    expect(groupsOf("laying concrete for a garage base")?.[0]).toBe("concretemix");
    expect(groupsOf("laying ceramic tiles on a concrete floor")).toEqual(["tileadhesive", "grout"]);
  });

  it("reads wood sanded as sandpaper, with its finish as a second job", () => {
    expect(groupsOf("sanding and oiling the decking")).toEqual(["sandpaper", "deckingoil"]);
    expect(groupsOf("sanding sealer")).not.toContain("sandpaper");
  });

  it("reads a house clad or a wall battened out by the trade's boards and battens", () => {
    expect(groupsOf("cladding a garage gable")).toEqual(["cladding", "batten", "breathable"]);
    expect(groupsOf("battening out a brick wall")?.[0]).toBe("batten");
  });

  it("reads paving slabs laid as the slabs on their bed, and a slab alone as concrete", () => {
    expect(groupsOf("laying sandstone paving")).toEqual(["pavingslab", "sharpsand", "mortarmix"]);
    expect(groupsOf("laying a slab for the shed")?.[0]).toBe("concretemix");
  });

  it("reads bolting or drilling into masonry, tiles or a hollow wall by what holds there", () => {
    expect(groupsOf("bolting a ledger into the blockwork")?.[0]).toBe("anchorbolt");
    expect(groupsOf("drilling through bathroom tiles")).toEqual(["wallplug", "maskingtape"]);
    expect(groupsOf("drilling into a stud partition")).toEqual(["cavityfixing"]);
    expect(groupsOf("rendering the chimney")?.[0]).toBe("render");
  });

  it("lets a verb doing another job on a new project's thing decide over the project", () => {
    expect(groupsOf("staining a brand new fence")).toEqual(["fencestain"]);
    // Building the thing is the project's own job: the project's materials stay.
    expect(groupsOf("building a brand new fence")?.[0]).toBe("fencepanel");
  });

  it("reads a radiator or pipework painted as a metal paint or gloss", () => {
    expect(groupsOf("repainting the bathroom radiator")).toEqual(["metalpaint", "glosspaint", "primer"]);
    expect(groupsOf("painting the skirting")?.[0]).toBe("glosspaint");
  });
});
