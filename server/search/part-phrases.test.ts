import { describe, expect, it } from "vitest";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";
import { applyUseWords } from "./use-words.ts";
import { PART_JOB_PHRASES } from "./part-phrases.ts";

/** Every term's groups a sentence reads, as prepare-search reads its head and clause in a task phrase. */
function groupsOf(q: string): string[][] {
  const t = tokeniseQuery(q);
  const head = buildQueryTerms(t.words.slice(0, t.contextFrom)).terms;
  return applyUseWords(head, t.words.slice(t.contextFrom), { task: true, text: q }).terms.map((x) => x.groupKeys);
}

describe("a part of the building named with no verb", () => {
  it("asks for what is bought for the part", () => {
    expect(groupsOf("new door frame for the back bedroom")[0]).toEqual(["doorlining", "architrave"]);
    expect(groupsOf("balustrade round a raised deck")[0]).toEqual(["handrail", "spindle", "newel"]);
  });

  it("is never read from a clause saying where the product goes", () => {
    expect(groupsOf("new carpet laid over the door frame threshold").flat()).not.toContain("doorlining");
  });

  it("yields to a kind the head names besides the part", () => {
    expect(groupsOf("door lining for a new door frame").flat()).toContain("doorlining");
    expect(groupsOf("architrave for the door frame")[0]).toEqual(["architrave"]);
  });

  it("is read only in a task phrase", () => {
    expect(PART_JOB_PHRASES.every((p) => p.taskOnly && p.part)).toBe(true);
  });
});
