import { describe, expect, it } from "vitest";
import { normaliseText } from "./text.ts";
import { attrKey } from "./test-helpers.ts";

describe("trade abbreviations in context", () => {
  it.each([
    "FELLGARTH TAN C16 SAWN TIMBER 100X47 2.4M",
    "TAN CARCASSING 47X150 4.8M",
    "Tan Sawn Batten 25x50 4.8m",
    "TAN FENCE POST 100X100 2.4M",
  ])("reads tan beside a timber word as tanalised: %s", (title) => {
    expect(normaliseText(title)).toContain(" tanalised ");
  });
  it("leaves tan alone as a colour", () => {
    expect(normaliseText("Tan Gravel 20mm Bulk Bag")).toContain(" tan ");
    expect(normaliseText("Buff Tan Block Paving 200 x 100 x 50mm")).not.toContain(" tanalised ");
  });
  it("keys a TAN C16 as the treated C16 of the same size", () => {
    expect(attrKey("FELLGARTH TAN C16 SAWN TIMBER 100X47 2.4M")).toBe(
      attrKey("Fellgarth Sawn Timber Treated C16 47 x 100mm x 2400mm"),
    );
  });
  it("reads P/BOARD as plasterboard", () => {
    expect(normaliseText("12.5mm m/r p/board t/e")).toContain(" plasterboard ");
  });
  it("reads F/R and M/R as fire and moisture resistant", () => {
    expect(attrKey("CALCORA FLAMESTOP F/R P/BOARD T/E 12.5X1200X2400MM")).toBe(
      attrKey("12.5mm Calcora Flamestop Fire Resistant Plasterboard Tapered Edge 2.4 x 1.2m"),
    );
    expect(attrKey("M/R PLASTERBOARD T/E 12.5 X 1200 X 2400MM")).toBe(
      attrKey("Moisture Resistant Plasterboard Tapered Edge 12.5 x 1200 x 2400mm"),
    );
  });
});
