import { describe, expect, it } from "vitest";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";

const of = (q: string, task = true) => jobPhraseOf(tokeniseQuery(q).words, task, q)?.groups;

describe("a part of the house read with its state (part-states.ts)", () => {
  it("reads a part and a state class no row words as the kinds for that part", () => {
    expect(of("balustrade by the patio doors is shaky")).toEqual(["landscapescrew", "coachbolt", "handrail"]);
    expect(of("utility room concrete floor is all wonky")).toEqual(["selflevelling", "floorscreed", "sbr"]);
    expect(of("bargeboard on the gable gone rotten")).toEqual(["fasciaboard", "soffit"]);
    expect(of("clear roof sheet on the carport has a crack in it")).toEqual(["roofsheet"]);
    expect(of("soffit boards broken where the squirrels got in")).toEqual(["soffit", "fasciaboard"]);
    expect(of("the heating pipes knocking under the floor")).toEqual(["pipeclip"]);
    expect(of("iron gate at the front rusted badly")).toEqual(["metalpaint", "sandpaper"]);
  });

  it("reads a wanted quality of the finish as the kind that has it", () => {
    expect(of("oak worktop wants a finish that is tough")).toEqual(["varnish", "glosspaint", "woodstain"]);
    expect(of("workshop floor paint that is hard wearing")).toEqual(["floorpaint"]);
    expect(of("kids bedroom walls need something wipeable")).toEqual(["emulsion"]);
    // A finish said with its quality reads over the same thing's plain "finish" row (gloss).
    expect(of("the wooden stairs need a clear finish that shows the grain")).toEqual(["varnish", "woodstain"]);
  });

  it("reads what the fix must not need or must let through as the kind chosen for it", () => {
    expect(of("insulating a van floor where there is little depth")).toEqual([
      "pir",
      "insulatedplasterboard",
      "multifoil",
    ]);
    expect(of("new deck boards that are low maintenance")).toEqual(["compositedeck"]);
    expect(of("porch roof that lets light through")).toEqual(["roofsheet"]);
    expect(of("repointing with a darker mortar")).toEqual(["mortarcolour", "mortarmix"]);
    expect(of("ply for a planter that will get wet")).toEqual(["marineply"]);
    expect(of("external wall of the extension is bulging")).toEqual(["walltie", "restraintstrap"]);
  });

  it("lets a more specific part win over a broader row's thing", () => {
    // The foot of a fence, not the fence: a concrete gravel board under the panel.
    expect(of("base of the fence panels has rotted away")).toEqual(["gravelboard", "concretepost"]);
    // The shed's walls, not its roof.
    expect(of("water getting in at the shed walls in heavy rain")).toEqual(["cladding", "fencestain"]);
  });

  it("lets the sentence's subject win over a place named after it", () => {
    // A frame loose in a wall is fixed to the wall, not the wall repointed.
    expect(of("window frame loose in the brickwork")).toEqual(["framefixing", "expandingfoam"]);
    // Plasterboard gone mouldy in a shower is replaced by a wet-room board, not re-sealed.
    expect(of("plasterboard behind the shower gone mouldy")).toEqual(["mrboard", "cementboard"]);
  });

  it("reads only in a sentence, and leaves products' names and jobs alone", () => {
    expect(of("grey composite decking boards", false)).toBeUndefined();
    expect(of("hard wearing floor paint grey", false)).toBeUndefined();
    expect(of("clear silicone for the kitchen worktop")).not.toEqual(["varnish", "woodstain"]);
    expect(of("moving a radiator pipe")).not.toEqual(["pipeclip"]);
    expect(of("retaining wall for a sloping garden")).not.toEqual(["multifinish", "pva"]);
    // "outside" is no word the reader keeps: a damp wall indoors is not waterproofed as render.
    expect(of("damp wall in the back bedroom")).not.toEqual(["waterproofer", "masonrypaint"]);
    expect(of("tile spacers 3mm")).toBeUndefined();
  });
});
