import { describe, expect, it } from "vitest";
import { sellingUnitLabel } from "./selling-unit.ts";

describe("sellingUnitLabel", () => {
  it("reads bags from the bag facts of bagged goods, and says item when they state no bag", () => {
    expect(sellingUnitLabel("cement", { line: "general-purpose", packaging: "paper", pack: "25 kg" })).toBe("bag");
    expect(sellingUnitLabel("aggregates", { pack: "bulk bag 850 kg" })).toBe("bulk bag");
    expect(sellingUnitLabel("sand", { pack: "mini bag 425 kg" })).toBe("mini bag");
    expect(sellingUnitLabel("plaster", { pack: "handy bag (weight not stated)" })).toBe("bag");
    expect(sellingUnitLabel("sand", { grading: "0-4mm" })).toBe("item");
  });

  it("names a pack when the matcher counted one, before the category's own unit", () => {
    expect(sellingUnitLabel("cement", { pack: "25 kg", count: "10 bags" })).toBe("pack of 10 bags");
    expect(sellingUnitLabel("bricks", { type: "facing", pack: "500 pack" })).toBe("pack of 500");
    expect(sellingUnitLabel("timber", { line: "cls", pack: "1 pack" })).toBe("length");
  });

  it("gives sheets, lengths, bricks, blocks and insulation forms by category", () => {
    expect(sellingUnitLabel("plasterboard", {})).toBe("sheet");
    expect(sellingUnitLabel("sheet-materials", { type: "osb" })).toBe("sheet");
    expect(sellingUnitLabel("timber", { line: "sawn-section" })).toBe("length");
    expect(sellingUnitLabel("skirting-architrave", {})).toBe("length");
    expect(sellingUnitLabel("bricks", { type: "engineering" })).toBe("brick");
    expect(sellingUnitLabel("blocks", {})).toBe("block");
    expect(sellingUnitLabel("insulation", { form: "board" })).toBe("board");
    expect(sellingUnitLabel("insulation", { form: "roll/slab" })).toBe("roll or slab pack");
    expect(sellingUnitLabel("insulation", {})).toBe("item");
  });

  it("falls back to item for categories that name no unit", () => {
    expect(sellingUnitLabel("drainage", {})).toBe("item");
    expect(sellingUnitLabel("roofing", { type: "batten" })).toBe("item");
    expect(sellingUnitLabel("other", {})).toBe("item");
    expect(sellingUnitLabel("no-such-category", {})).toBe("item");
  });
});
