import { describe, expect, it } from "vitest";
import { TRADE_JOB_PHRASES } from "./job-phrases-trades.ts";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const of = (q: string, task = true) => jobPhraseOf(tokeniseQuery(q).words, task)?.groups ?? null;

describe("trade job families", () => {
  it("reads a trade job by its work and the thing worked on", () => {
    expect(of("ties to hold both skins of the wall")).toEqual(["walltie"]);
    expect(of("courses of brickwork under the dpc")).toEqual(["engineeringbrick"]);
    expect(of("lime for pointing a georgian terrace")).toEqual(["hydrauliclime", "hydratedlime", "buildingsand"]);
    expect(of("putting in a vanity unit I built myself")).toEqual(["mdf", "plywood", "contiboard"]);
    expect(of("isolate the supply to the cistern")).toEqual(["isolatingvalve", "stoptap"]);
    expect(of("cap the top of the boundary wall")).toEqual(["coping"]);
    expect(of("cleaning gloss off the rollers")).toEqual(["whitespirit"]);
  });

  it("reads frames in masonry, beam ends, boarding up, privacy, sub-bases, roofs retiled and render painted", () => {
    const frame = ["framefixing", "concretescrew", "expandingfoam", "sealant"];
    expect(of("fixing the new patio door frame into the blockwork")).toEqual(frame);
    expect(of("what goes under each end of an rsj")).toEqual(["padstone"]);
    expect(of("board up a vacant flat")).toEqual(["osb", "plywood"]);
    expect(of("stop being overlooked from the garden next door")).toEqual(["fencepanel", "trellis"]);
    expect(of("hardcore layer for a new path")).toEqual(["subbase", "sharpsand"]);
    expect(of("reslating the roof of an old terrace")).toEqual(["rooftile", "slate", "batten", "roofunderlay"]);
    expect(of("lick of paint for the pebbledash")).toEqual(["masonrypaint"]);
    expect(of("turn the water to the boiler")).toEqual(["isolatingvalve", "stoptap"]);
    expect(of("boxing for a concrete plinth")).toEqual(["plywood", "osb"]);
    expect(of("trench for the footings of a porch")?.[0]).toBe("trenchblock");
    expect(of("scratch coat on blockwork before the skim")).toEqual(["bondingplaster", "hardwall"]);
    // A product's own name is no job: a sill is no frame, "masonry paint" is the product, battens are a name.
    expect(of("brick window sill", false)).toBeNull();
    expect(of("white masonry paint 10 litre", false)).toBeNull();
    expect(of("roof batten 25 x 50 treated", false)).toBeNull();
  });

  it("leaves a problem on the same thing to the problem families", () => {
    expect(of("frost split the pipe outside")).toEqual(["pipelagging"]);
    expect(of("damp coming up the chimney breast in the cellar")).toEqual(["tanking", "waterproofer"]);
  });

  it("reads joists bought for a house's floor as strength-graded timber, never joists named as a place", () => {
    const joists = ["strengthgraded", "sawn", "joisthanger"];
    expect(of("joists to span 3.5m over the new utility extension")).toEqual(joists);
    expect(of("renewing a sagging landing floor joist")).toEqual(joists);
    expect(of("mineral wool between the floor joists")).toBeNull();
    expect(of("strapping floor joists to the gable")).not.toEqual(joists);
    expect(of("floor joist 47 x 200 replacing", false)).toBeNull();
  });

  it("reads a stud wall named by its room as the wall built: CLS first", () => {
    expect(of("stud partition in the cellar")).toEqual(["cls", "sawn", "plasterboard"]);
    expect(of("studwork in the attic")?.[0]).toBe("cls");
    expect(of("stud wall garage", false)).toBeNull();
  });

  it("reads a task-only family in a task phrase, never in a product's name", () => {
    expect(of("footing blocks for the garage")).toEqual(["trenchblock", "concreteblock"]);
    expect(of("aircrete foundation block 300mm", false)).toBeNull();
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of TRADE_JOB_PHRASES) for (const group of entry.groups) expect(keys, group).toContain(group);
  });
});
