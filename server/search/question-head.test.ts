import { describe, expect, it } from "vitest";
import { tokeniseQuery } from "./parse-search-query.ts";
import { questionHead } from "./question-head.ts";

const read = (q: string) => questionHead(q, tokeniseQuery(q).words);

describe("questionHead", () => {
  it("reads the product a question names as the head, the rest as what it is for", () => {
    expect(read("building a garden wall which sand do i use")).toEqual({
      head: ["sand"],
      context: ["building", "garden", "wall", "use"],
    });
    expect(read("what adhesive for tiling a shower")?.head).toEqual(["adhesive"]);
  });

  it("reads no product from a question about a property, an auxiliary or a sentence with no question", () => {
    expect(read("what size screws for a hinge")).toBeNull();
    expect(read("what do slates hang on")).toBeNull();
    expect(read("sand for a garden wall")).toBeNull();
  });
});
