import { describe, expect, it } from "vitest";
import { jobPhraseOf } from "./job-phrases.ts";
import { PROBLEM_JOB_PHRASES } from "./job-phrases-problems.ts";
import { FABRIC_JOB_PHRASES } from "./job-phrases-fabric.ts";
import { HOME_JOB_PHRASES } from "./job-phrases-home.ts";
import { HOUSEHOLD_JOB_PHRASES } from "./job-phrases-household.ts";
import { SYMPTOM_JOB_PHRASES } from "./job-phrases-symptoms.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const of = (q: string) => jobPhraseOf(tokeniseQuery(q).words);

describe("jobPhraseOf", () => {
  it("reads a problem on a thing as the product that treats the thing", () => {
    expect(of("burst pipes under the floor every winter")?.groups).toEqual(["pipelagging"]);
    expect(of("puddles on the patio after rain")?.groups).toEqual(["channeldrain", "gully", "soakaway"]);
    expect(of("lawn gets waterlogged every winter")?.groups).toEqual(["landdrain", "soakaway"]);
    expect(of("compression valve under the sink dripping")?.groups).toEqual(["ptfetape", "plumbjointing"]);
    expect(of("damp patch in the basement")?.groups).toEqual(["tanking", "waterproofer"]);
  });

  it("lets the thing decide between products of one problem", () => {
    expect(of("flat roof on the porch leaking")?.groups).toEqual(["epdm", "roofingfelt", "roofcoating"]);
    expect(of("leaking gutter at the back")?.groups).toEqual(["gutterunion", "sealant"]);
    expect(of("gap under the laminate at the doorframe")?.groups).toEqual(["scotia", "skirting"]);
    expect(of("gap along the floorboards by the hearth")?.groups).toEqual(["scotia", "caulk"]);
    expect(of("gap along the top of the skirting")?.groups).toEqual(["caulk", "sealant"]);
    expect(of("crumbling render by the back door")?.groups).toEqual(["render"]);
    expect(of("hole in the wall where the old waste pipe went")?.groups).toEqual(["expandingfoam"]);
    expect(of("brighten up the landing walls")?.groups).toEqual(["emulsion"]);
    expect(of("chalky render on the gable")?.groups).toEqual(["stabiliser"]);
    expect(of("dusty block wall to plaster")?.groups).toEqual(["pva", "sbr"]);
  });

  it("needs the thing as well as the problem when the entry names things", () => {
    expect(of("garden gate sticks every winter")).toBeNull();
    expect(of("framing a garden gate")).toBeNull();
    expect(tokeniseQuery("sand for joints").words).toEqual(["sand", "joint"]);
    expect(of("sand for joints")).toBeNull();
  });

  it("marks entries with a thing as specific, and reports the words it read", () => {
    const frost = of("frost split the pipe outside");
    expect(frost).toEqual({ groups: ["pipelagging"], read: ["frost", "pipe"], specific: true });
    expect(of("the neighbours music is too loud")?.specific).toBe(false);
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    const tables = [
      HOME_JOB_PHRASES,
      SYMPTOM_JOB_PHRASES,
      PROBLEM_JOB_PHRASES,
      HOUSEHOLD_JOB_PHRASES,
      FABRIC_JOB_PHRASES,
    ];
    for (const entry of tables.flat()) for (const group of entry.groups) expect(keys, group).toContain(group);
  });
});

describe("rain at a roof's edge", () => {
  it("reads rain pouring over the eaves as gutter and its fittings", () => {
    expect(of("rain pouring off the roof edge onto the path")?.groups).toEqual([
      "gutter",
      "rainwaterfitting",
      "gutterunion",
    ]);
  });
});

describe("phrases with the reader's stopwords", () => {
  it("reads a problem phrase from the words as typed when the reader dropped one of its words", () => {
    const q = "damp patch low down on the dining room wall";
    const reader = ["damp", "patch", "low", "dining", "room", "wall"];
    expect(jobPhraseOf(reader)).toBeNull();
    expect(jobPhraseOf(reader, true, q)?.groups).toEqual(["dpc"]);
  });
});

describe("how-often words", () => {
  it("reads a problem phrase across a word that says how often", () => {
    const q = "rain always getting in at the landing window";
    expect(jobPhraseOf(tokeniseQuery(q).words, true, q)?.groups).toEqual(["sealant"]);
  });
});
