import { describe, expect, it } from "vitest";
import { describingAsContext, isDescribingWord, withCorrections } from "./describing-words.ts";

describe("isDescribingWord", () => {
  it("reads colours, packs, places, quality and counts as describing", () => {
    for (const word of ["anthracite", "grey", "bags", "sacks", "bulk", "x20", "loft", "outdoor", "sturdy", "spare"])
      expect(isDescribingWord(word), word).toBe(true);
  });

  it("reads a word for a sort of thing or for its look as describing (session 22)", () => {
    for (const word of ["type", "style", "sort", "version", "rustic", "traditional", "textured", "golden"])
      expect(isDescribingWord(word), word).toBe(true);
    expect(describingAsContext("ridge tile rustic style")).toBe("ridge tile for rustic style");
  });

  it("never reads a kind, a material or a size as describing", () => {
    for (const word of ["lintel", "timber", "sand", "cement", "100mm", "4x2", "trellis"])
      expect(isDescribingWord(word), word).toBe(false);
  });
});

describe("describingAsContext", () => {
  it("moves describing words behind a for-clause and keeps the kind words in order", () => {
    expect(describingAsContext("sturdy galvanised joist hangers black")).toBe(
      "galvanised joist hangers for sturdy black",
    );
    expect(describingAsContext("cream ridge tiles 20 bags")).toBe("ridge tiles 20 for cream bags");
  });

  it("adds the moved words after a for-clause the query already has", () => {
    expect(describingAsContext("decent screws for decking")).toBe("screws for decking decent");
  });

  it("leaves out a pack's count: it says how many come, not which product", () => {
    expect(describingAsContext("box of 200 wall plugs")).toBe("wall plugs for box");
    expect(describingAsContext("coach bolts x20")).toBe("coach bolts");
  });

  it("hands over no lone container or pack word: it names no kind (session 24)", () => {
    expect(describingAsContext("tub complete")).toBeNull();
    expect(describingAsContext("bucket kit")).toBeNull();
    expect(describingAsContext("sealant tube grey")).toBe("sealant for tube grey");
  });

  it("moves what a kind gives or stands up to, as a preference (session 24)", () => {
    expect(describingAsContext("scrubbable kitchen paint")).toBe("kitchen paint for scrubbable");
    expect(describingAsContext("secure frostproof padlock")).toBe("padlock for secure frostproof");
    // What is wrong with the part: the counter hands over the part.
    expect(describingAsContext("cracked ridge tiles")).toBe("ridge tiles for cracked");
  });

  it("keeps a place typed right before the last word: the compound is the product asked for", () => {
    expect(describingAsContext("kitchen sink")).toBeNull();
    expect(describingAsContext("loft hatch white")).toBe("loft hatch for white");
  });

  it("keeps a trade phrase's words: the phrase names the kind", () => {
    expect(describingAsContext("heavy duty anchor grey")).toBe("heavy duty anchor for grey");
  });

  it("answers null when nothing is describing or nothing else would be left", () => {
    expect(describingAsContext("timber decking boards")).toBeNull();
    expect(describingAsContext("new grey")).toBeNull();
    expect(describingAsContext("white 10 each")).toBeNull();
  });

  it("keeps a size with its unit as what names the products", () => {
    expect(describingAsContext("20kg x10")).toBe("20kg");
    expect(describingAsContext("bulk 100 x 50 green")).toBe("100 x 50");
  });
});

describe("withCorrections", () => {
  it("puts the first reading's corrections in place, whole words only", () => {
    expect(withCorrections("6x4 gardn shed", [{ from: "gardn", to: "garden" }])).toBe("6x4 garden shed");
    expect(withCorrections("gardns gardn", [{ from: "gardn", to: "garden" }])).toBe("gardns garden");
  });
});
