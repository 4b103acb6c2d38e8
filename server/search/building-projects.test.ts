import { describe, expect, it } from "vitest";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";
import { applyUseWords } from "./use-words.ts";
import { BUILDING_PROJECTS, PROJECT_ELEMENT_JOB_PHRASES, PROJECT_PARTS } from "./building-projects.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

/** Every term's groups a sentence reads, as prepare-search reads its head and clause in a task phrase. */
function groupsOf(q: string): string[] {
  const t = tokeniseQuery(q);
  const head = buildQueryTerms(t.words.slice(0, t.contextFrom)).terms;
  return applyUseWords(head, t.words.slice(t.contextFrom), { task: true, text: q }).terms.flatMap((x) => x.groupKeys);
}

describe("an element of a project named with the project", () => {
  it("reads the kinds that element of that project is built from, main material first", () => {
    expect(groupsOf("roof timbers for a carport")[0]).toBe("strengthgraded");
    expect(groupsOf("groundwork for an entrance porch")[0]).toBe("concretemix");
    expect(groupsOf("walls for a music room")).toEqual(["soundboard", "acousticinsulation"]);
    expect(groupsOf("drainage for a new cloakroom")[0]).toBe("drainpipe");
    expect(groupsOf("ceiling for the garage")[0]).toBe("fireboard");
    expect(groupsOf("floor for an attic conversion")[0]).toBe("floorchipboard");
  });

  it("tells one project's element from another's", () => {
    expect(groupsOf("roof for an entrance porch")[0]).toBe("roofingfelt");
    expect(groupsOf("roof for a veranda")[0]).toBe("roofsheet");
    expect(groupsOf("walls for an orangery")[0]).toBe("facingbrick");
    expect(groupsOf("subfloor for an ensuite")[0]).toBe("plywood");
    expect(groupsOf("tiling an ensuite wall")).toContain("tileadhesive");
  });

  it("reads the narrower element first", () => {
    expect(groupsOf("insulation for the walls of an extension")[0]).toBe("cavitybatt");
  });

  it("reads the element the head names over an earlier entry that read only the clause", () => {
    expect(groupsOf("rafters for a lean to roof")[0]).toBe("strengthgraded");
    expect(groupsOf("roof timbers for a bin store")[0]).toBe("strengthgraded");
  });

  it("yields to a kind the head names besides the element", () => {
    expect(groupsOf("wall ties for an orangery")).toEqual(["walltie"]);
    expect(groupsOf("gutter brackets for the double garage")).toEqual(["rainwaterfitting"]);
  });

  it("is read only in a task phrase, after a verb that reads another job", () => {
    expect(PROJECT_ELEMENT_JOB_PHRASES.every((p) => p.taskOnly && p.frame && p.part)).toBe(true);
  });
});

describe("a project worked on whole", () => {
  it("reads the project's kinds for the verb's family", () => {
    expect(groupsOf("retiling an entrance porch")[0]).toBe("rooftile");
    expect(groupsOf("building a double garage")[0]).toBe("concreteblock");
  });

  it("reads a standing named with no verb as what it is built from", () => {
    expect(groupsOf("hard standing for a motorhome")[0]).toBe("subbase");
  });
});

describe("the project table", () => {
  it("names only trade-synonym groups", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const project of BUILDING_PROJECTS)
      for (const element of project.elements) for (const g of element.groups) expect(keys.has(g), g).toBe(true);
    for (const part of PROJECT_PARTS)
      for (const groups of [...Object.values(part.jobs), part.bought ?? []])
        for (const g of groups) expect(keys.has(g), g).toBe(true);
  });
});
