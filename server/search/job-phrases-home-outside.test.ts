import { describe, expect, it } from "vitest";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";

const of = (q: string) => jobPhraseOf(tokeniseQuery(q).words, true, q)?.groups;

describe("outside home states (job-phrases-home-outside.ts)", () => {
  it("re-stains weathered garden furniture, and outbuildings with the shed-and-fence finish", () => {
    expect(of("teak garden bench looks weathered")).toEqual(["woodstain"]);
    // A front door is painted, not stained.
    expect(of("front door has gone shabby")).not.toEqual(["woodstain"]);
    expect(of("playhouse faded after two summers")).toEqual(["fencestain", "woodstain"]);
    // A colour is no state: a green door wanted is not a weathered one.
    expect(of("green paint for a front door")).not.toEqual(["woodstain"]);
  });

  it("re-sets the post of a gate that drops or will not shut", () => {
    expect(of("side gate dragging on the path")).toEqual(["postfix", "fencepost"]);
    expect(of("garden gate wont latch any more")).toEqual(["postfix", "fencepost"]);
  });

  it("reads a whole deck that wobbles as its frame, and loose trellis as trellis", () => {
    expect(of("raised deck feels shaky underfoot")).toEqual(["joist", "treated", "coachbolt"]);
    expect(of("trellis topper blew off in the gale")).toEqual(["trellis"]);
  });

  it("flashes a roof leaking at the wall or in its valley, before its covering", () => {
    expect(of("lean to roof leaks where it meets the wall")).toEqual(["leadflashing", "flashingtape"]);
    expect(of("valley gutter dripping into the loft")).toEqual(["leadflashing", "flashingtape"]);
    expect(of("flat roof leaking in the middle")).toEqual(["epdm", "roofingfelt", "roofcoating"]);
  });

  it("re-decks a sagging outbuilding roof, rebuilds a broken step and a rotten shed base", () => {
    expect(of("summerhouse roof sagging badly")).toEqual(["osb", "plywood", "roofingfelt"]);
    expect(of("front step crumbling at the corner")).toEqual(["repairmortar", "rapidcement", "sbr"]);
    expect(of("shed bearers rotted through")).toEqual(["treated", "sawn"]);
  });

  it("drains a lawn that drains badly, and tanks a wall before it is tiled", () => {
    expect(of("back garden never dries out in winter")).toEqual(["landdrain", "soakaway"]);
    expect(of("making the en suite watertight before tiling")).toEqual(["tanking", "cementboard"]);
    // A product's own quality is no wish to tank: "waterproof" leads sealants' names.
    expect(of("waterproof adhesive for bathroom panels")).toBeUndefined();
  });
});
