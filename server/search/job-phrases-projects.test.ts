import { describe, expect, it } from "vitest";
import { PROJECT_JOB_PHRASES } from "./job-phrases-projects.ts";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const of = (q: string, task = true) => jobPhraseOf(tokeniseQuery(q).words, task)?.groups ?? null;

describe("house and garden projects", () => {
  it("reads a project named by the thing made, its main material first", () => {
    expect(of("timber for raised herb beds")?.[0]).toBe("sleeper");
    expect(of("raised veg bed timber")).toEqual(["sleeper", "gravelboard", "topsoil", "landscapescrew", "coachscrew"]);
    expect(of("soil to fill my raised flower bed")).toEqual(["topsoil"]);
    expect(of("laying out a patio from scratch")?.[0]).toBe("pavingslab");
    expect(of("a patio for the rear garden")).toEqual(["pavingslab", "subbase", "sharpsand"]);
    expect(of("garden patio slabs", false)).toBeNull();
    expect(of("what goes under a greenhouse to stand on", true)?.[0]).toBe("subbase");
    expect(of("retaining wall along a steep bank")?.[0]).toBe("concreteblock");
    expect(of("opening up the lounge into the kitchen")).toEqual(["lintel", "padstone"]);
    expect(of("dividing the box room from the landing")?.[0]).toBe("cls");
    expect(of("concrete for a rotary airer")?.[0]).toBe("postfix");
    expect(of("roof for the bin store")?.[0]).toBe("roofsheet");
    expect(of("shelving for both alcoves")?.[0]).toBe("mdf");
    expect(of("strap the rafters to the gable")?.[0]).toBe("restraintstrap");
    expect(of("grass that needs no mowing")?.[0]).toBe("artificialgrass");
    expect(of("stones round the pond edge")?.[0]).toBe("pebble");
    expect(of("kitchen ceiling collapsed after a leak")?.[0]).toBe("plasterboard");
    expect(of("closing in the underside of the eaves")?.[0]).toBe("soffit");
    expect(of("rotten timber along the roof edge")?.[0]).toBe("fasciaboard");
    expect(of("a deck that needs no maintenance")).toEqual(["compositedeck"]);
    expect(of("porcelain tiles for the garden")).toEqual(["pavingslab"]);
  });

  it("reads each folded family once, with the phrasings of both old entries", () => {
    expect(of("knocking the back room through to the dining room")).toEqual(["lintel", "padstone"]);
    expect(of("knock through a cavity brick wall between rooms")).toEqual(["lintel", "padstone"]);
    expect(of("keep the rain off a woodshed")?.[0]).toBe("roofsheet");
    expect(of("a lid for the dog kennel")?.[0]).toBe("roofsheet");
    expect(of("turf that stays green without mowing")).toEqual(["artificialgrass", "weedfabric"]);
    expect(of("built in bookcase for the recess")?.[0]).toBe("mdf");
    expect(of("partition off part of the garage")).toEqual(["cls", "plasterboard", "sawn"]);
    expect(of("stop paint splashes on the stair carpet")).toEqual(["dustsheet", "maskingtape"]);
    expect(of("cheap way to cover the side passage")?.[0]).toBe("peagravel");
  });

  it("reads a whole project framed by pricing or newness as its main materials, in task phrases only", () => {
    expect(of("costing up a brand new terrace")).toEqual(["pavingslab", "subbase", "sharpsand"]);
    expect(of("quote for doing the hardstanding")?.[0]).toBe("blockpaving");
    expect(of("materials for a new boundary fence")?.[0]).toBe("fencepanel");
    expect(of("redoing the whole decked area")?.[0]).toBe("decking");
    expect(of("estimate for a dwarf wall at the front")?.[0]).toBe("facingbrick");
    expect(of("stepping stones through the border")).toEqual(["pavingslab"]);
    // "new" only right before the thing: boards named first are the product.
    expect(of("new gravel boards along the fence")).not.toEqual(expect.arrayContaining(["fencepanel"]));
    expect(of("brand new fence panel", false)).toBeNull();
  });

  it("reads a deck's frame as its joists, and leaves boards fixed to a frame alone", () => {
    expect(of("framing the decking on a slope")).toEqual(["joist", "treated", "coachbolt"]);
    expect(of("decking bearers over a concrete base")?.[0]).toBe("joist");
    expect(of("screwing deck boards onto the frame")).not.toEqual(["joist", "treated", "coachbolt"]);
  });

  it("never reads a place that is also a problem phrase as its own thing", () => {
    expect(of("side return extension ideas")).toBeNull();
    expect(of("muddy side alley")?.[0]).toBe("peagravel");
  });

  it("leaves product names and other jobs alone", () => {
    // A product named with a project word: no project word beside it.
    expect(of("riven patio pack buff")).toBeNull();
    expect(of("curtain pole set")).toBeNull();
    // A shed base only in a task phrase: "shed base" names products of its own.
    expect(of("shed base 8x6", false)).toBeNull();
  });

  it("reads a solid fence, a low-maintenance garden, sleeper steps, boxed-in pipes and a bank held back", () => {
    expect(of("a private fence along the back boundary")?.[0]).toBe("fencepanel");
    expect(of("making the back garden low maintenance")?.[0]).toBe("chippings");
    expect(of("garden stairs out of railway sleepers")).toEqual(["sleeper", "landscapescrew", "coachbolt"]);
    expect(of("hiding the pipework behind the toilet")?.[0]).toBe("mdf");
    expect(of("shore up the soil bank at the end of the garden")?.[0]).toBe("concreteblock");
    expect(of("radiator pipe covers white", false)).toBeNull();
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of PROJECT_JOB_PHRASES) for (const group of entry.groups) expect(keys, group).toContain(group);
  });
});
