import { describe, expect, it } from "vitest";
import { SECOND_FIX_JOB_PHRASES } from "./job-phrases-second-fix.ts";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const of = (q: string, task = true) => jobPhraseOf(tokeniseQuery(q).words, task)?.groups ?? null;

describe("second-fix carpentry", () => {
  it("reads an internal doorway's frame as its lining and architrave, not frame fixings", () => {
    expect(of("frame for the new bedroom doorway")).toEqual(["doorlining", "architrave"]);
    expect(of("interior door frame kit for a stud wall", false)?.[0]).toBe("doorlining");
    expect(of("upvc back door frame into brickwork")?.[0]).toBe("framefixing");
    expect(of("hanging an internal door")).toBeNull();
  });

  it("reads the bottom of the walls finished as skirting, and leaves tile trims alone", () => {
    expect(of("trim for the bottom of the wall once plastered")).toEqual(["skirting"]);
    expect(of("neaten the foot of the walls after plastering")).toEqual(["skirting"]);
    expect(of("wall and floor tile trim", false)).toBeNull();
  });

  it("reads walls panelled as matchboard and MDF", () => {
    expect(of("tongue and groove half way up the hall walls")).toEqual(["cladding", "mdf"]);
    expect(of("wainscoting for a landing")?.[0]).toBe("cladding");
    expect(of("osb tongue and groove 18mm", false)).toBeNull();
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of SECOND_FIX_JOB_PHRASES) for (const group of entry.groups) expect(keys, group).toContain(group);
  });
});
