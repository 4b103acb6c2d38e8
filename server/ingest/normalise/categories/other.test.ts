import { describe, expect, it } from "vitest";
import { attrKey } from "../test-helpers.ts";

describe("other", () => {
  it("keys sundries on model codes plus measurements", () => {
    expect(attrKey("Everbuild 502 All Purpose PVA 5L")).toBe(attrKey("Everbuild PVA 502 5ltr"));
    expect(attrKey("Everbuild 502 PVA 5L")).not.toBe(attrKey("Everbuild 502 PVA 1L"));
    expect(attrKey("Visqueen DPM 1200 gauge 4 x 25m")).not.toBe(attrKey("Visqueen DPM 1000 gauge 4 x 25m"));
  });
  it("ignores merchant SKU numbers in model words", () => {
    expect(attrKey("Everbuild 502 PVA 5L (123456)")).toBe(attrKey("Everbuild 502 PVA 5L"));
  });
  it("needs a measurement", () => {
    expect(attrKey("Everbuild PVA")).toBeNull();
  });
});
