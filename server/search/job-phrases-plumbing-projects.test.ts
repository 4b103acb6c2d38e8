import { describe, expect, it } from "vitest";
import { PLUMBING_PROJECT_JOB_PHRASES } from "./job-phrases-plumbing-projects.ts";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const of = (q: string, task = true) => jobPhraseOf(tokeniseQuery(q).words, task)?.groups ?? null;

describe("plumbing and drainage projects", () => {
  it("reads a radiator moved or added as its pipe fittings, in task phrases only", () => {
    expect(of("relocating the hall radiator to the other wall")?.[0]).toBe("compressionfitting");
    expect(of("adding an extra towel rail in the en suite")).toEqual([
      "compressionfitting",
      "pushfit",
      "endfeed",
      "pipeclip",
    ]);
    expect(of("new radiator 600 x 1000", false)).toBeNull();
  });

  it("reads a radiator put in or plumbed in as its valves first", () => {
    expect(of("installing a radiator in the loft room")?.[0]).toBe("radiatorvalve");
    expect(of("radiator valves 15mm", false)).toBeNull();
  });

  it("reads a drain run extended or tied into as underground drainage", () => {
    expect(of("extending the drain for a utility room")?.[0]).toBe("drainpipe");
    expect(of("tying the garage into the main drain")).toContain("drainjunction");
  });

  it("reads a waste and its trap said as a pair as both", () => {
    expect(of("utility sink waste and trap", false)).toEqual(["trap", "wastepipe"]);
    expect(of("basin trap and waste pipe", false)).toEqual(["trap", "wastepipe"]);
  });

  it("reads the edge of a tray or bath sealed as sanitary sealant, and leaves trims alone", () => {
    expect(of("resealing round the bath", false)).toEqual(["sealant"]);
    expect(of("gaps along the shower tray", false)).toEqual(["sealant"]);
    expect(of("bath edging trim white", false)).toBeNull();
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of PLUMBING_PROJECT_JOB_PHRASES)
      for (const group of entry.groups) expect(keys, group).toContain(group);
  });
});
