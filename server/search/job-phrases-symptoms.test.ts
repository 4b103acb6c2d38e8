import { describe, expect, it } from "vitest";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";

const of = (q: string) => jobPhraseOf(tokeniseQuery(q).words, true, q)?.groups;

describe("symptoms fixed by one part or one specialist kind (job-phrases-symptoms.ts)", () => {
  it("mends a closeboard fence part by part, not panel by panel", () => {
    expect(of("the back rail on our fence rail has snapped")).toEqual(["arrisrail", "featheredge"]);
    expect(of("couple of snapped boards on the closeboard")).toEqual(["featheredge", "arrisrail"]);
    expect(of("fence boards have gone rotten near the gate")).toEqual(["featheredge", "arrisrail"]);
    // A whole panel blown down is still a panel (job-phrases-fabric.ts).
    expect(of("fence panel blew down last night")).toEqual(["fencepanel", "fencepost"]);
  });

  it("seals a mark that bleeds through paint before repainting", () => {
    expect(of("brown mark on the lounge ceiling after a leak")).toEqual(["stainblock"]);
    expect(of("felt pen on the hall wall won't paint over")).toEqual(["stainblock"]);
    // A wood stain for a wall is a product asked for, not a mark.
    expect(of("stain for the garden wall")).toBeUndefined();
  });

  it("foams the gap a draught comes through round a pipe", () => {
    expect(of("cold air blowing in where the waste pipe goes out")).toEqual(["expandingfoam", "sealant"]);
  });

  it("re-beds loose porcelain paving on a slurry primer", () => {
    expect(of("porcelain paving has come loose by the step")).toEqual(["slurryprimer", "mortarmix", "pavingjoint"]);
    // Sandstone slabs rocking are re-bedded as before.
    expect(of("sandstone patio slab rocking")).toEqual(["sharpsand", "mortarmix", "opc"]);
  });

  it("reads a fire rating asked of a wall, a ceiling or a gap", () => {
    expect(of("loft conversion ceiling needs to meet fire regs")).toEqual(["fireboard"]);
    expect(of("gap round the pipe has to be fire rated")).toEqual(["firesealant"]);
  });

  it("reads a radiator that will not turn down or warm as its valve", () => {
    expect(of("radiator in the nursery is always on full blast")).toEqual(["radiatorvalve"]);
    expect(of("spare room radiator stone cold")).toEqual(["radiatorvalve"]);
  });

  it("sticks trim come away back to the wall (job-phrases-household.ts)", () => {
    expect(of("coving pulled away from the ceiling in the lounge")).toEqual(["grabadhesive"]);
  });

  it("re-fills weedy paving joints and membranes a floor water rises through", () => {
    expect(of("moss between slabs on the front path")).toEqual(["pavingjoint", "kilndried"]);
    expect(of("water seeping up through the garage floor")).toEqual(["dpm"]);
    expect(of("stopping damp coming up through a concrete floor")).toEqual(["dpm"]);
  });

  it("re-fixes popped nails and replaces a failed air brick", () => {
    expect(of("nail pops all over the landing ceiling")).toEqual(["drywallscrew", "interiorfiller"]);
    expect(of("air brick under the front bay is cracked")).toEqual(["airbrick"]);
  });

  it("remakes a leaking joint in the pipe's own fittings", () => {
    expect(of("basin waste weeping onto the vanity shelf")).toEqual(["trap", "wastepipe", "solventweld"]);
    expect(of("pan connector drips when it flushes")).toEqual(["soilpipe"]);
    expect(of("pinhole in the copper pipe under the boards")).toEqual([
      "compressionfitting",
      "pushfit",
      "plumbjointing",
    ]);
    // A compression valve's thread is still taped (job-phrases-problems.ts).
    expect(of("compression valve under the sink dripping")).toEqual(["ptfetape", "plumbjointing"]);
  });

  it("primes rusting metalwork, re-sheets a sheet roof and replaces a broken drain cover", () => {
    expect(of("wrought iron railings going rusty")).toEqual(["metalpaint", "primer", "glosspaint"]);
    expect(of("the bistro set on the patio has gone rusty")).toEqual(["metalpaint", "primer", "glosspaint"]);
    expect(of("rust coming through on the old towel rail")).toEqual(["metalpaint", "primer", "glosspaint"]);
    expect(of("rust bubbling through on the car bonnet")).toBeUndefined();
    expect(of("polycarbonate sheets on the carport cracked")).toEqual(["roofsheet"]);
    expect(of("drain cover on the drive rocking")).toEqual(["inspectionchamber"]);
  });

  it("ties timber that has moved off its wall back to it, and replaces a rotten joist in kind", () => {
    expect(of("loft joists coming away from the gable")).toEqual(["restraintstrap", "joisthanger"]);
    expect(of("rafters have moved away from the wall plate")).toEqual(["restraintstrap", "joisthanger"]);
    expect(of("a ceiling joist has rotted at the end")).toEqual(["strengthgraded", "sawn", "joisthanger"]);
    expect(of("loft joist snapped when I stood on it")).toEqual(["strengthgraded", "sawn", "joisthanger"]);
    // A rotten floor is still its boards (an outbuilding's in OSB or ply: job-phrases-fabric.ts).
    expect(of("rotten floor in the summerhouse")).toEqual(["osb", "plywood"]);
  });

  it("replaces a post that keeps rotting with a concrete one, and joints weeded slabs with a compound", () => {
    expect(of("gate post keeps rotting in the ground")).toEqual(["concretepost", "fencepost", "postfix"]);
    expect(of("moss growing between the paving slabs")).toEqual(["pavingjoint", "kilndried"]);
    // Block paving's narrow joints still take kiln-dried sand first.
    expect(of("weeds all over the monoblock drive")).toEqual(["kilndried", "pavingjoint"]);
  });

  it("seals a ceiling yellowed by smoke with a stain-blocking primer", () => {
    expect(of("lounge ceiling gone yellow from smoking")).toEqual(["stainblock"]);
  });

  it("reseals or re-sheets a leaking conservatory roof and re-panes a broken greenhouse", () => {
    expect(of("rain dripping through the conservatory roof")).toEqual(["sealant", "flashingtape", "roofsheet"]);
    expect(of("two panes smashed in the greenhouse")).toEqual(["roofsheet"]);
    // A greenhouse wanted is not a broken one.
    expect(of("base for a new greenhouse")).not.toEqual(["roofsheet"]);
  });

  it("insulates under boards the cold comes up through, and membranes a floor water comes up through", () => {
    expect(of("floorboards in the front room icy cold all winter")).toEqual(["mineralwool", "pir"]);
    expect(of("water coming up through the utility floor")).toEqual(["dpm"]);
    // Skirting boards are no floor.
    expect(of("draught under the skirting boards")).not.toEqual(["mineralwool", "pir"]);
  });
});
