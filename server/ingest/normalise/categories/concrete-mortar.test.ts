import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { attrKey } from "../test-helpers.ts";

const facts = (title: string) => extractProductFacts({ title }).facts;

describe("concrete/mortar", () => {
  it("separates product lines", () => {
    expect(attrKey("Tarmac Mortar Mix 20kg")).not.toBe(attrKey("Tarmac Concrete Mix 20kg"));
  });
  it("prefers Postcrete over its 'post fix' strapline", () => {
    expect(facts("Postcrete Post Fix Concrete 20kg").line).toBe("postcrete");
  });
});
