import { describe, expect, it } from "vitest";
import { attrKey } from "../test-helpers.ts";
import { extractProductFacts } from "../extract-product-facts.ts";

describe("plaster", () => {
  it("needs a product line and bag size", () => {
    expect(attrKey("Thistle Plaster")).toBeNull();
    expect(attrKey("Thistle Hardwall 25kg")).toContain("hardwall|25kg");
  });
});

describe("jointing", () => {
  it("reads joint cement as plasterboard jointing (plaster), not cement", () => {
    expect(extractProductFacts({ title: "GYPROC JOINT CEMENT 12.5KG" }).category).toBe("plaster");
  });
});
