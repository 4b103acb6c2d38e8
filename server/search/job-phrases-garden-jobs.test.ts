import { describe, expect, it } from "vitest";
import { GARDEN_JOB_PHRASES } from "./job-phrases-garden-jobs.ts";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const of = (q: string, task = true) => jobPhraseOf(tokeniseQuery(q).words, task)?.groups ?? null;

describe("garden jobs named by the thing and what is done to it", () => {
  it("reads a lawn, bed, path or drive given an edge as edging", () => {
    expect(of("a crisp edge along the lawn")).toEqual(["kerb"]);
    expect(of("something to divide the grass from the border")).toEqual(["kerb"]);
    expect(of("edges for the new gravel path")).toEqual(["kerb"]);
  });

  it("reads top dressing as topsoil on a lawn and decorative stone on pots and borders", () => {
    expect(of("top dressing for a bumpy lawn")).toEqual(["topsoil"]);
    expect(of("mulch for the patio pots")?.[0]).toBe("chippings");
  });

  it("reads a pergola or log store made as sawn treated timber, only in a task phrase", () => {
    expect(of("making a garden arch")?.[0]).toBe("sawn");
    expect(of("diy log store")?.[0]).toBe("sawn");
    expect(of("pergola post", false)).toBeNull();
  });

  it("reads a gate, kennel or coop made as treated timber, and furniture made indoors as planed timber and sheet", () => {
    expect(of("making a side gate")?.[0]).toBe("sawn");
    expect(of("building a hen house")).toEqual(["sawn", "treated", "osb", "roofingfelt"]);
    expect(of("diy workbench for the garage")).toEqual(["planed", "mdf", "plywood", "woodscrew"]);
    expect(of("oak bookcase", false)).toBeNull();
  });

  it("reads a timber planter or trough made as sleepers or feather edge, screwed", () => {
    expect(of("making a wooden trough for herbs")).toEqual(["sleeper", "featheredge", "landscapescrew", "woodscrew"]);
    expect(of("build my own herb garden from sleepers")?.[0]).toBe("sleeper");
    expect(of("large planter", false)).toBeNull();
  });

  it("reads a french drain or soakaway dug as its pipe or crates, wrapped in geotextile", () => {
    expect(of("digging a french drain along the fence")).toEqual(["landdrain", "geotextile", "peagravel"]);
    expect(of("installing a soakaway for the downpipe")).toEqual(["soakaway", "geotextile"]);
  });

  it("leaves a raised bed's edge to its sleepers (job-phrases-projects.ts)", () => {
    expect(of("edging for the raised veg beds")).toBeNull();
    expect(of("building a raised bed with timber edges")?.[0]).toBe("sleeper");
  });

  it("reads steps made in a garden as sleepers or slabs on concrete, not the part a query names", () => {
    expect(of("cutting steps into a grassy slope")?.[0]).toBe("sleeper");
    expect(of("building steps down to the lawn")).toEqual(["sleeper", "pavingslab", "landscapescrew", "concretemix"]);
    expect(of("edging for the garden steps")?.[0]).not.toBe("sleeper");
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of GARDEN_JOB_PHRASES) for (const group of entry.groups) expect(keys, group).toContain(group);
  });
});
