import { describe, expect, it } from "vitest";
import { attrKey } from "../test-helpers.ts";

describe("aggregates", () => {
  it("defaults ballast grading to 20 mm but keys gravel grading as stated", () => {
    expect(attrKey("Ballast Bulk Bag")).toBe(attrKey("All-in Ballast 20mm Bulk Bag"));
    expect(attrKey("Gravel Bulk Bag")).toBeNull();
    expect(attrKey("20mm Shingle Bulk Bag")).toBe(attrKey("Gravel 20mm Jumbo Bag"));
  });
});
