import { describe, expect, it } from "vitest";
import type { PreparedSearch } from "./prepared-search.ts";
import { taskHeadText } from "./task-head.ts";

/** A prepared query with the given terms (each a list of words) and corrections; the rest as a plain reading. */
function prepared(text: string, terms: string[][], corrections: PreparedSearch["corrections"] = []): PreparedSearch {
  return {
    text,
    read: text,
    key: text,
    terms: terms.map((words) => ({ words, groupKeys: [] })),
    textQueries: null,
    contextTerms: [],
    sizes: [],
    corrections,
    ignoredWords: [],
    empty: false,
  };
}

describe("taskHeadText", () => {
  it("reads a job sentence as the last term it names", () => {
    expect(taskHeadText(prepared("moving a radiator pipe", [["moving"], ["radiator"], ["pipe"]]))).toBe("pipe");
    expect(taskHeadText(prepared("fix sleepers together without drilling", [["fix"], ["sleeper"]]))).toBe("sleeper");
    expect(taskHeadText(prepared("laying a damp proof course", [["laying"], ["damp", "proof", "course"]]))).toBe(
      "damp proof course",
    );
  });

  it("reads no head from a noun phrase, a lone term or a guessed word", () => {
    expect(taskHeadText(prepared("upvc window white", [["upvc"], ["window"], ["white"]]))).toBeNull();
    expect(taskHeadText(prepared("clumping cat litter", [["plumbing"], ["litre"]]))).toBeNull();
    expect(taskHeadText(prepared("sand for the patio", [["sand"]]))).toBeNull();
    const guessed = prepared("a shed for the litter", [["shed"], ["litre"]], [{ from: "litter", to: "litre" }]);
    expect(taskHeadText(guessed)).toBeNull();
  });
});
