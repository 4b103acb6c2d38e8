import { describe, expect, it } from "vitest";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";
import { applyUseWords } from "./use-words.ts";
import { USE_VERBS } from "./use-verbs.ts";
import { BUILDING_PARTS } from "./building-parts.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

/** The groups a job sentence reads, as prepare-search reads its head and clause. */
function groupsOf(q: string): readonly string[] | undefined {
  const t = tokeniseQuery(q);
  const head = buildQueryTerms(t.words.slice(0, t.contextFrom)).terms;
  return applyUseWords(head, t.words.slice(t.contextFrom), { task: true, text: q }).terms[0]?.groupKeys;
}

describe("a part of the building read with a job verb's family", () => {
  it("reads the kinds the part takes for the family's job, whichever verb of the family", () => {
    expect(groupsOf("hanging the new floor joists off the wall")?.[0]).toBe("joisthanger");
    expect(groupsOf("securing joists onto a steel")?.[0]).toBe("joisthanger");
    expect(groupsOf("skimming round a door reveal")?.[0]).toBe("anglebead");
    expect(groupsOf("digging out footings for a garage")).toEqual(["concretemix", "ballast", "opc"]);
    expect(groupsOf("neatening the verge on a tiled roof")).toEqual(["dryverge"]);
    expect(groupsOf("boarding out a chimney breast")?.[0]).toBe("dabadhesive");
    expect(groupsOf("protecting the stair treads")?.[0]).toBe("varnish");
  });

  it("reads a side of the building the reader drops as a clause's start with its part", () => {
    expect(groupsOf("repainting the outside walls")).toEqual(["masonrypaint"]);
    expect(groupsOf("repainting the walls")).toEqual(["emulsion"]);
  });

  it("keeps a hand-written entry of the verb first, and the verb's reading over a phrase read from the clause", () => {
    // "laying … inner leaf" is a hand-written building entry (blocks, mortar, sand).
    expect(groupsOf("laying the inner leaf")).toEqual(["concreteblock", "mortarmix", "buildingsand"]);
    expect(groupsOf("making a pergola above the patio")?.[0]).toBe("fencepost");
    expect(groupsOf("making a pergola above the patio")).not.toContain("pavingslab");
  });

  it("leaves a verb on a thing no part names to the tables as before", () => {
    expect(groupsOf("painting a radiator")?.[0]).toBe("metalpaint");
    expect(groupsOf("fixing a mirror to a tiled wall")?.[0]).not.toBe("joisthanger");
    // A part only in the clause, after another thing in the head, is where that thing goes.
    expect(groupsOf("fitting a carpet over the joists")).not.toContain("joisthanger");
  });

  it("names only trade-synonym groups, each verb of a part's family in the table", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const part of BUILDING_PARTS)
      for (const groups of Object.values(part.jobs)) for (const g of groups) expect(keys.has(g), g).toBe(true);
    expect(USE_VERBS.some((e) => e.verbs.includes("constructing") && e.objects?.includes("pergola"))).toBe(true);
  });
});
