import { describe, expect, it } from "vitest";
import { NAMED_JOB_PHRASES } from "./job-phrases-named-jobs.ts";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const of = (q: string, task = true) => jobPhraseOf(tokeniseQuery(q).words, task)?.groups ?? null;

describe("jobs the trade names by their purpose, read before the problem tables", () => {
  it("reads fire stopping round services as intumescent sealant, not the gap's foam", () => {
    expect(of("fire stopping the gaps round the soil pipe")?.[0]).toBe("firesealant");
    expect(of("firestopping where cables go through the ceiling")?.[0]).toBe("firesealant");
  });

  it("reads fire proofing a hatch or a cupboard as fire board", () => {
    expect(of("fireproofing the boiler cupboard")).toEqual(["fireboard"]);
  });

  it("reads paint kept off glass, tiles and fittings as masking tape, and off a carpet as dust sheets", () => {
    expect(of("keep paint off the kitchen tiles")?.[0]).toBe("maskingtape");
    expect(of("how to keep paint off the light switch")?.[0]).toBe("maskingtape");
    expect(of("keep paint off the landing carpet")?.[0]).toBe("dustsheet");
  });

  it("reads protecting outdoor timber as its finish before any state of rot", () => {
    expect(of("protecting the new shed from rot")?.[0]).toBe("fencestain");
    expect(of("preserving a new oak gate from rotting")?.[0]).toBe("woodstain");
  });

  it("reads what to wear for a dusty or noisy job, and the worker's eyes or hands protected, as PPE", () => {
    expect(of("what should i wear when chasing walls")).toEqual(["ppe"]);
    expect(of("protecting your ears when breaking concrete")).toEqual(["ppe"]);
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of NAMED_JOB_PHRASES) for (const group of entry.groups) expect(keys, group).toContain(group);
  });
});
