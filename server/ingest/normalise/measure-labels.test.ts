import { describe, expect, it } from "vitest";
import { withoutMeasureLabels } from "./measure-labels.ts";
import { attrKey } from "./test-helpers.ts";

describe("measure labels in a title", () => {
  it("go before their values, and an attribute record opens", () => {
    expect(withoutMeasureLabels('Exterior Ply {"thickness":"12mm","size":"2440x1220mm"}')).toBe(
      "Exterior Ply 12mm 2440x1220mm",
    );
    expect(withoutMeasureLabels('Wall Plugs Red {"qty":100}')).toBe("Wall Plugs Red qty 100");
    expect(withoutMeasureLabels("Fence Panel Lap Height: 1.8m")).toBe("Fence Panel Lap 1.8m");
  });
  it("stay when no value follows", () => {
    expect(withoutMeasureLabels("Full Length Mirror Door")).toBe("Full Length Mirror Door");
  });
  it("key like the title without them", () => {
    expect(attrKey('Wood Filler Light Oak {"volume":"250ml"}')).toBe(attrKey("Wood Filler Light Oak 250ml"));
  });
});
