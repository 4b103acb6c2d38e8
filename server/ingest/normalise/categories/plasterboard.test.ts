import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { attrKey } from "../test-helpers.ts";

const facts = (title: string) => extractProductFacts({ title }).facts;

describe("plasterboard", () => {
  it("combines performance flags and defaults to tapered edge", () => {
    expect(facts("Gyproc FireLine MR 12.5mm 2400x1200").type).toBe("fire+moisture");
    expect(facts("Gyproc Wallboard 12.5mm 2400x1200").edge).toBe("tapered edge");
    expect(attrKey("Gyproc Wallboard TE 12.5mm 2400x1200")).toBe(attrKey("Gyproc Wallboard 12.5mm 2400x1200"));
    expect(facts("Gyproc Wallboard SE 12.5mm 2400x1200").edge).toBe("square edge");
  });
});
