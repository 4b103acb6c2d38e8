import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { attrKey } from "../test-helpers.ts";

const facts = (title: string) => extractProductFacts({ title }).facts;

describe("cement", () => {
  it("defaults unnamed cement to general purpose in a paper bag", () => {
    expect(attrKey("Blue Circle Cement 25kg")).toBe(attrKey("Blue Circle General Purpose Cement 25kg Paper Bag"));
    expect(facts("Blue Circle GP Cement 25kg Plastic").packaging).toBe("plastic");
  });
  it("separates product lines", () => {
    expect(attrKey("Blue Circle Mastercrete 25kg")).not.toBe(attrKey("Blue Circle Snowcrete 25kg"));
  });
});
