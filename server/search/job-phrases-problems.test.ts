import { describe, expect, it } from "vitest";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";

const of = (q: string) => jobPhraseOf(tokeniseQuery(q).words, true, q)?.groups;

describe("problem families (job-phrases-problems.ts)", () => {
  it("re-felts a leaking outbuilding roof and membranes a house's flat roof", () => {
    expect(of("summerhouse roof dripping onto the desk")).toEqual(["roofingfelt", "epdm", "cloutnail"]);
    expect(of("dormer flat roof leaks in heavy rain")).toEqual(["epdm", "roofingfelt", "roofcoating"]);
  });

  it("reads where a gutter leaks: a fitting at an end or outlet, a union elsewhere", () => {
    expect(of("gutter corner dripping over the patio")).toEqual(["rainwaterfitting", "gutterunion", "sealant"]);
    expect(of("water leaking out of the running outlet")).toEqual(["rainwaterfitting", "gutterunion", "sealant"]);
    expect(of("gutter leaking halfway along the front")).toEqual(["gutterunion", "sealant"]);
  });

  it("catches rain for the garden in a butt, and drains water pooling at a door", () => {
    expect(of("saving rain water off the shed downpipe")).toEqual(["waterbutt"]);
    expect(of("puddle forms outside the patio door")).toEqual(["channeldrain", "gully", "soakaway"]);
    // Rain sent into the lawn is still a soakaway's.
    expect(of("downpipe just soaks the lawn")).toEqual(["soakaway"]);
    // A downpipe spilling onto the ground is connected: to a soakaway, a gully or a butt.
    expect(of("the back downpipe empties straight onto the grass")).toEqual(["soakaway", "gully", "waterbutt"]);
    expect(of("rainwater pipe just running onto the path")).toEqual(["soakaway", "gully", "waterbutt"]);
    // A downpipe splashing the wall below wants a shoe (a rainwater fitting) or a gully.
    expect(of("water from the downpipe splashes up the render")).toEqual(["rainwaterfitting", "gully"]);
    // Rain in under an outside door: a channel drain at the threshold, the frame resealed.
    expect(of("rain keeps getting in under the patio door")).toEqual(["channeldrain", "sealant"]);
  });

  it("keeps bare wood from rotting with a preserver", () => {
    expect(of("how to keep untreated timber from rotting outside")).toEqual(["woodstain", "fencestain"]);
    // A rotting floor is replaced, not preserved (job-phrases-fabric.ts).
    expect(of("rotting floor in the shed")).toEqual(["osb", "plywood"]);
  });

  it("repairs crumbling concrete steps and paths with a repair mortar or the trade's own mix", () => {
    expect(of("concrete doorstep has crumbled at the edge")).toEqual(["repairmortar", "rapidcement", "sbr"]);
  });

  it("reads a failing flat-roof covering and hollow render as their own repairs", () => {
    expect(of("blisters on the garage roof felt")).toEqual(["epdm", "roofingfelt", "roofcoating"]);
    expect(of("pebbledash sounds hollow and is coming away")).toEqual(["render"]);
  });

  it("refits a gutter's end when water pours out of it, not when it pours from a downpipe", () => {
    expect(of("rain spilling over the end of the guttering")).toEqual(["rainwaterfitting", "gutterunion", "sealant"]);
    expect(of("downpipe pours straight onto the patio")).not.toEqual(["rainwaterfitting", "gutterunion", "sealant"]);
  });

  it("lags a hot water cylinder or pipes that lose their heat", () => {
    expect(of("airing cupboard cylinder losing heat all night")).toEqual(["pipelagging"]);
    expect(of("hot water goes cold before it reaches the bathroom")).toEqual(["pipelagging"]);
  });

  it("drains a lawn said to be too wet underfoot", () => {
    expect(of("back lawn soggy all winter")).toEqual(["landdrain", "soakaway"]);
  });
});
