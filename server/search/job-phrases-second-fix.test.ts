import { describe, expect, it } from "vitest";
import { SECOND_FIX_JOB_PHRASES, TRIM_JOB_PHRASES } from "./job-phrases-second-fix.ts";
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

  it("reads a door hung in a stud wall as its lining", () => {
    expect(of("putting a new door into the studwork")).toEqual(["doorlining", "architrave"]);
    expect(of("hanging a door in a stud wall")?.[0]).toBe("doorlining");
  });

  it("reads the trim round a door or a window, not its paint or its sealant", () => {
    expect(of("finishing round the new bathroom door")).toEqual(["architrave", "caulk"]);
    expect(of("trimming out the doorway once plastered")?.[0]).toBe("architrave");
    expect(of("trim out the new window in the lounge")?.[0]).toBe("windowboard");
    expect(of("repainting the kitchen door")?.[0]).not.toBe("architrave");
    expect(of("sealing round the window frame")?.[0]).not.toBe("windowboard");
    expect(of("upvc window trim", false)).toBeNull();
  });

  it("reads a new covering over old boards as their overlay", () => {
    expect(of("putting lino down over the old floorboards")).toEqual(["hardboard", "plywood", "selflevelling"]);
    expect(of("porcelain tiles on a wooden floor in the utility")).toEqual(["plywood", "tileadhesive"]);
    expect(of("sanding the old floorboards")).toBeNull();
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of [...SECOND_FIX_JOB_PHRASES, ...TRIM_JOB_PHRASES])
      for (const group of entry.groups) expect(keys, group).toContain(group);
  });
});
