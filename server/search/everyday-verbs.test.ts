import { describe, expect, it } from "vitest";
import { EVERYDAY_VERBS } from "./everyday-verbs.ts";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";
import { USE_VERBS } from "./use-verbs.ts";
import { applyUseWords } from "./use-words.ts";

/** The groups the query's first term reads, as prepare-search reads a query's head and clause. */
function groupsOf(q: string): readonly string[] | undefined {
  const t = tokeniseQuery(q);
  const r = applyUseWords(buildQueryTerms(t.words.slice(0, t.contextFrom)).terms, t.words.slice(t.contextFrom));
  return r.terms[0]?.groupKeys;
}

describe("everyday verbs read as the table's verbs", () => {
  it("reads an alias exactly as its verb, objects and all", () => {
    expect(groupsOf("patching cracks in a ceiling")).toEqual(groupsOf("filling cracks in a ceiling"));
    expect(groupsOf("teeing into copper pipe")).toEqual(groupsOf("connecting into copper pipe"));
    expect(groupsOf("harling a gable wall")).toEqual(groupsOf("rendering a gable wall"));
    expect(groupsOf("slabbing the patio")).toEqual(groupsOf("laying the patio"));
    expect(groupsOf("patching cracks in a ceiling")?.length).toBeGreaterThan(0);
  });

  it("leaves a verb the table already has to its own entries, and a product's first word alone", () => {
    // "masking" is the table's own verb (masking tape): it is not also read as hiding.
    const hiding = USE_VERBS.filter((e) => e.verbs.includes("hiding"));
    expect(hiding.length).toBeGreaterThan(0);
    for (const entry of hiding) expect(entry.verbs).not.toContain("masking");
    expect(groupsOf("tee 15mm push fit") ?? []).toEqual([]);
  });

  it("keys every alias by a verb the table reads", () => {
    const verbs = new Set(USE_VERBS.flatMap((e) => e.verbs));
    for (const verb of Object.keys(EVERYDAY_VERBS)) expect(verbs.has(verb)).toBe(true);
  });
});
