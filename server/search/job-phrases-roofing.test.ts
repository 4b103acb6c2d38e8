import { describe, expect, it } from "vitest";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";

const of = (q: string, task = true) => jobPhraseOf(tokeniseQuery(q).words, task)?.groups ?? null;

describe("pitched roofs", () => {
  it("reads a house's roof renewed, said of the house, as its tiles or slates first", () => {
    expect(of("re-tiling the bungalow")).toEqual(["rooftile", "slate", "batten", "roofunderlay"]);
    expect(of("a new roof on a semi")?.[0]).toBe("rooftile");
    expect(of("battens for retiling the porch")).toEqual(["batten", "roofunderlay"]);
  });
});
