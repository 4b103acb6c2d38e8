import { describe, expect, it } from "vitest";
import type { QueryTerm } from "./parse-search-query.ts";
import { isCompoundName, qualifiersDroppable } from "./qualifier-words.ts";
import { familyGroupsOf } from "./synonym-kind-heads.ts";

const word = (w: string): QueryTerm => ({ words: [w], groupKeys: [] });
/** A catalogue where "brick", "insulation", "door", "building" and "fencing" are names' words; "thermal", "garage" descriptions'. */
const NAMES = new Set(["brick", "insulation", "door", "building", "adhesive", "fencing"]);
const DESCRIPTIONS = new Set(["thermal", "garage"]);
const analysis = (w: string) =>
  NAMES.has(w) || DESCRIPTIONS.has(w) ? { strong: NAMES.has(w), known: true } : undefined;
const unknownIn = (terms: QueryTerm[]) => (t: QueryTerm) =>
  terms.includes(t) && t.groupKeys.length === 0 && t.words.length === 1 && !NAMES.has(t.words[0]!);

describe("qualifiersDroppable", () => {
  it("drops a pack word beside a kind", () => {
    const terms = [{ words: ["gripfill"], groupKeys: ["grabadhesive"] }, word("tube")];
    expect(qualifiersDroppable(terms, unknownIn(terms), analysis)).toBe(true);
    const bucket = [{ words: ["drywall", "mud"], groupKeys: ["jointfiller"] }, word("bucket")];
    expect(qualifiersDroppable(bucket, unknownIn(bucket), analysis)).toBe(true);
  });

  it("drops a word descriptions use before a category's head noun", () => {
    const terms = [word("thermal"), word("insulation")];
    expect(qualifiersDroppable(terms, unknownIn(terms), analysis)).toBe(true);
  });

  it("drops any word before a synonym group's own term, unless that head was read in for a typed word", () => {
    const terms = [word("garage"), { words: ["sealant"], groupKeys: ["sealant"] }];
    expect(qualifiersDroppable(terms, unknownIn(terms), analysis)).toBe(true);
    const glass = [word("glass"), { words: ["sealant"], groupKeys: ["sealant"] }];
    expect(qualifiersDroppable(glass, unknownIn(glass), analysis)).toBe(true);
    // "cat litter" read as "cat lintel": the head is the reader's word, not the buyer's.
    const cat = [word("cat"), { words: ["lintel"], groupKeys: ["lintel"] }];
    expect(qualifiersDroppable(cat, unknownIn(cat), analysis, false)).toBe(false);
  });

  it("drops a trade's person no product text uses ('plumbers thread tape'), not any word ending in -er", () => {
    const plumbers = [word("plumber"), { words: ["thread", "tape"], groupKeys: ["ptfetape"] }];
    expect(qualifiersDroppable(plumbers, unknownIn(plumbers), analysis)).toBe(true);
    // Beside a head no group names, so only the trade's person is dropped.
    const plumbersGlue = [word("plumber"), word("adhesive")];
    expect(qualifiersDroppable(plumbersGlue, unknownIn(plumbersGlue), analysis)).toBe(true);
    const jumper = [word("jumper"), word("adhesive")];
    expect(qualifiersDroppable(jumper, unknownIn(jumper), analysis)).toBe(false);
  });

  it("keeps a trade's '-er' word typed last: it is the thing asked for ('brick heater' is a heater, no brick)", () => {
    const heater = [word("brick"), word("heater")];
    expect(qualifiersDroppable(heater, unknownIn(heater), analysis)).toBe(false);
  });

  it("drops a colour no product prints before a kind, but not an unknown word before a head no group names", () => {
    const pink = [word("pink"), { words: ["fire", "board"], groupKeys: ["fireboard"] }];
    expect(qualifiersDroppable(pink, unknownIn(pink), analysis)).toBe(true);
    const plonk = [word("plonk"), word("brick")];
    expect(qualifiersDroppable(plonk, unknownIn(plonk), analysis)).toBe(false);
  });

  it("keeps a word descriptions use before a trade's name ('laminate flooring' is not sold)", () => {
    const terms = [word("thermal"), word("fencing")];
    expect(qualifiersDroppable(terms, unknownIn(terms), analysis)).toBe(false);
  });

  it("drops where the product goes beside one trade or kind, wherever it is typed ('fencing materials garden')", () => {
    const before = [word("garage"), word("fencing")];
    expect(qualifiersDroppable(before, unknownIn(before), analysis)).toBe(true);
    const after = [word("fencing"), word("outdoor")];
    expect(qualifiersDroppable(after, unknownIn(after), analysis)).toBe(true);
    // Beside two kept words the place is one of several qualifiers, and beside an unknown head it says nothing.
    const two = [word("brick"), word("fencing"), word("garage")];
    expect(qualifiersDroppable(two, unknownIn(two), analysis)).toBe(false);
    const plonk = [word("garage"), word("plonk")];
    expect(qualifiersDroppable(plonk, unknownIn(plonk), analysis)).toBe(false);
    // A name that only asks for kinds (a loose phrase, a maker's name) is the kind as surely (session 16).
    const loose = [{ words: ["timber", "coating"], groupKeys: ["woodstain", "fencestain"] }, word("outdoor")];
    expect(qualifiersDroppable(loose, unknownIn(loose), analysis)).toBe(true);
  });

  // Session 17: a bare word heading a family of kinds names a kind though no category's label holds it.
  it("drops where the product goes beside a word that heads a family of kinds ('garage membrane')", () => {
    expect(familyGroupsOf("membrane").length).toBeGreaterThan(0);
    const terms = [word("garage"), word("membrane")];
    const placeOnly = (t: QueryTerm) => t.words[0] === "garage";
    expect(qualifiersDroppable(terms, placeOnly, analysis)).toBe(true);
    const plonk = [word("garage"), word("plonk")];
    expect(qualifiersDroppable(plonk, placeOnly, analysis)).toBe(false);
  });

  it("drops a second word for the same range that no title prints ('fencing landscaping'), not any unknown word", () => {
    const pair = [word("fencing"), word("landscaping")];
    expect(qualifiersDroppable(pair, unknownIn(pair), analysis)).toBe(true);
    const plonk = [word("fencing"), word("plonk")];
    expect(qualifiersDroppable(plonk, unknownIn(plonk), analysis)).toBe(false);
  });

  it("keeps a word no product text uses, and any word before a head that names no category", () => {
    const glass = [word("glass"), word("brick")];
    expect(qualifiersDroppable(glass, unknownIn(glass), analysis)).toBe(false);
    const garage = [word("garage"), word("door")];
    expect(qualifiersDroppable(garage, unknownIn(garage), analysis)).toBe(false);
  });

  it("keeps the query when its last word is the unknown one", () => {
    const terms = [word("insulation"), word("gun")];
    expect(qualifiersDroppable(terms, unknownIn(terms), analysis)).toBe(false);
  });
});

describe("isCompoundName", () => {
  const strong = (w: string) => NAMES.has(w);
  it("reads an -ing word the names use before a typed plural as one name", () => {
    expect(isCompoundName("building blocks", strong)).toBe(true);
  });

  it("does not count a price or pack word beside the name (session 24)", () => {
    expect(isCompoundName("building blocks cheapest", strong)).toBe(true);
    expect(isCompoundName("best price building blocks", strong)).toBe(true);
    expect(isCompoundName("building blocks bulk", strong)).toBe(true);
    expect(isCompoundName("building blocks wall", strong)).toBe(false);
  });

  it("leaves jobs: an article, more words, a singular, or a verb no name uses", () => {
    expect(isCompoundName("building a wall", strong)).toBe(false);
    expect(isCompoundName("building block", strong)).toBe(false);
    expect(isCompoundName("laying bricks", strong)).toBe(false);
  });
});
