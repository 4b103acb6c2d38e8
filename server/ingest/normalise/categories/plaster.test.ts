import { describe, expect, it } from "vitest";
import { attrKey } from "../test-helpers.ts";

describe("plaster", () => {
  it("needs a product line and bag size", () => {
    expect(attrKey("Thistle Plaster")).toBeNull();
    expect(attrKey("Thistle Hardwall 25kg")).toContain("hardwall|25kg");
  });
});
