import { describe, expect, it } from "vitest";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";

const of = (q: string) => jobPhraseOf(tokeniseQuery(q).words, true, q)?.groups;

describe("fitters' home jobs (job-phrases-home-fitters.ts)", () => {
  it("runs a new or moved waste in waste pipe to a trap, and one taken outside into a gully", () => {
    expect(of("moving the utility sink waste")).toEqual(["wastepipe", "trap"]);
    expect(of("new dishwasher waste under the worktop")).toEqual(["wastepipe", "trap"]);
    expect(of("taking the kitchen waste out to the gully")).toEqual(["wastepipe", "gully", "trap"]);
    // A gap round a waste where it goes through the wall is filled, not a new run.
    expect(of("gap round the waste pipe going through the wall")).not.toEqual(["wastepipe", "gully", "trap"]);
    // A leaking waste is the symptom table's (its own problem words), not a new run.
    expect(of("bath waste leaking under the floor")).toEqual(["trap", "wastepipe", "solventweld"]);
  });

  it("tees a branch off a hot or cold feed in fittings, but not a tee hinge", () => {
    expect(of("teeing into the cold main for an outside tap")).toEqual([
      "compressionfitting",
      "pushfit",
      "endfeed",
      "pipeclip",
    ]);
    expect(of("tee hinge for a shed door")).toBeUndefined();
  });

  it("makes good a chase or holes left by electrical work", () => {
    expect(of("filling round a cable where it goes through the wall")).not.toEqual([
      "onecoatplaster",
      "bondingplaster",
      "interiorfiller",
    ]);
    expect(of("patching up after the electrician")).toEqual(["onecoatplaster", "bondingplaster", "interiorfiller"]);
    expect(of("chases for the new sockets need filling")).toEqual([
      "onecoatplaster",
      "bondingplaster",
      "interiorfiller",
    ]);
  });

  it("prepares walls before paint, and seals a floor that dusts with floor paint", () => {
    expect(of("preparing the lounge for decorating")).toEqual([
      "interiorfiller",
      "sugarsoap",
      "sandpaper",
      "maskingtape",
      "dustsheet",
    ]);
    // Metal or a wall prepared for tiles is no wall prepared for emulsion.
    expect(of("preparing a metal gate for painting")).not.toEqual([
      "interiorfiller",
      "sugarsoap",
      "sandpaper",
      "maskingtape",
      "dustsheet",
    ]);
    expect(of("workshop floor dusting all the time")).toEqual(["floorpaint", "pva", "sbr"]);
    // A floor that dusts before it is stuck to is primed, and a dust sheet over a floor is no dusty floor.
    expect(of("dusty concrete floor before laying vinyl")).not.toEqual(["floorpaint", "pva", "sbr"]);
    expect(of("dust sheet to cover the floor")).not.toEqual(["floorpaint", "pva", "sbr"]);
  });

  it("tops a fence with trellis for height, and replaces broken slates with clouts", () => {
    expect(of("fence needs to be taller for privacy")).toEqual(["trellis"]);
    expect(of("couple of slates blown off in the storm")).toEqual(["slate", "cloutnail"]);
    // The top of a garden wall is coped, not trellised.
    expect(of("top of the garden wall crumbling")).not.toEqual(["trellis"]);
  });

  it("mist-coats bare plaster sealed before decorating, and seals an indoor damp patch with stain block", () => {
    expect(of("sealing newly plastered walls")).toEqual(["emulsion"]);
    expect(of("damp patches on the landing ceiling")).toEqual(["stainblock"]);
    // A damp wall is a cause to cure (a chimney's flashing, rising damp), not a stain to seal.
    expect(of("damp patch on the chimney breast")).not.toEqual(["stainblock"]);
    expect(of("damp patch on the lounge wall by the chimney")).not.toEqual(["stainblock"]);
  });

  it("reads a gutter or downpipe that keeps blocking as its fittings, never as concrete blocks", () => {
    expect(of("back gutter always clogged with moss")).toEqual(["rainwaterfitting", "gutter"]);
    expect(of("downpipe by the garage keeps getting blocked")).toEqual(["rainwaterfitting", "downpipe"]);
  });
});
