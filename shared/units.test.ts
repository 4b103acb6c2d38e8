import { describe, expect, it } from "vitest";
import { unitLabel } from "./units.ts";

describe("unitLabel", () => {
  it("labels every unit", () => {
    expect(unitLabel("kg")).toBe("per kg");
    expect(unitLabel("m")).toBe("per m");
    expect(unitLabel("m2")).toBe("per m²");
    expect(unitLabel("m3")).toBe("per m³");
    expect(unitLabel("item")).toBe("each");
  });
});
