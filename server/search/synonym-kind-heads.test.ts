import { describe, expect, it } from "vitest";
import { askedAsKind, familyGroupsOf } from "./synonym-kind-heads.ts";

describe("familyGroupsOf", () => {
  it("reads a bare kind word as the family of kinds whose terms it heads", () => {
    expect([...familyGroupsOf("membrane")].sort()).toEqual(["breathable", "dpm", "geotextile"]);
    // "no more nails" ends in nails, but most of grab adhesive's terms end in adhesive: nails are no adhesive.
    expect(familyGroupsOf("nail")).not.toContain("grabadhesive");
    expect(familyGroupsOf("adhesive")).toContain("grabadhesive");
    // A head only one group has names that kind, not a family.
    expect(familyGroupsOf("liner")).toEqual([]);
  });
});

describe("askedAsKind (session 16: plain head words)", () => {
  it("reads a plain word as the kind only where askedAsKind is asked, the query's head", () => {
    expect(askedAsKind(["wood"])).toEqual(["timber"]);
    expect(askedAsKind(["drywall"])).toEqual(["plasterboard"]);
  });
});
