import { describe, expect, it } from "vitest";
import { TIMBER_CARE_JOB_PHRASES } from "./job-phrases-timber-care.ts";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const of = (q: string, task = true) => jobPhraseOf(tokeniseQuery(q).words, task)?.groups ?? null;

describe("outdoor timber protected by the thing", () => {
  it("reads the finish each outdoor timber takes", () => {
    expect(of("weatherproof the new decked area")).toEqual(["deckingoil"]);
    expect(of("protecting a brand new summerhouse")).toEqual(["fencestain", "woodstain"]);
    expect(of("stop the picnic table turning grey")).toEqual(["woodstain", "varnish"]);
    expect(of("preserve the cut ends of the posts")).toEqual(["woodstain", "varnish"]);
  });

  it("reads indoor timber finished after sanding or stripping as varnish, with sandpaper", () => {
    expect(of("a finish for the stripped floorboards")).toEqual(["varnish", "sandpaper"]);
    expect(of("sealing the oak floor after sanding")?.[0]).toBe("varnish");
    expect(of("floorboard finish", false)).toBeNull();
  });

  it("leaves a product named with its thing, and other sealing jobs, alone", () => {
    expect(of("waterproof glue for a garden bench")).toBeNull();
    // A tray's edge is sealed with sanitary silicone (job-phrases-plumbing-projects.ts), never a timber finish.
    expect(of("seal round the shower tray")).toEqual(["sealant"]);
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = TRADE_SYNONYMS.map((group) => group.key);
    for (const entry of TIMBER_CARE_JOB_PHRASES) for (const group of entry.groups) expect(keys, group).toContain(group);
  });
});
