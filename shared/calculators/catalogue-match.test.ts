import { describe, expect, it } from "vitest";
import type { MaterialNeed } from "./calculator-kit.ts";
import { perUnitLabel, unitsForNeed } from "./catalogue-match.ts";

const bricks: MaterialNeed = { material: "bricks", label: "Bricks", count: 630, brickType: "any" };
const sand: MaterialNeed = { material: "building-sand", label: "Building sand", kg: 1021.44 };
const roll: MaterialNeed = { material: "insulation", label: "Insulation", areaM2: 42, thicknessMm: 100, form: "roll" };

describe("unitsForNeed", () => {
  it("rounds each product's own selling unit up", () => {
    expect(unitsForNeed(bricks, 1)).toBe(630);
    expect(unitsForNeed(bricks, 500)).toBe(2);
    expect(unitsForNeed(sand, 850)).toBe(2);
    expect(unitsForNeed(sand, 25)).toBe(41);
    expect(unitsForNeed(roll, 11.63)).toBe(4);
    // A bulk bag for 30 kg is still one bag.
    expect(unitsForNeed({ ...sand, kg: 30 }, 850)).toBe(1);
  });

  it("refuses a unit that holds nothing rather than dividing by it", () => {
    expect(() => unitsForNeed(sand, 0)).toThrow("A selling unit must hold something");
  });
});

describe("perUnitLabel", () => {
  it("says what one unit holds", () => {
    expect(perUnitLabel(bricks, 1)).toBe("1 brick");
    expect(perUnitLabel(bricks, 500)).toBe("pack of 500 bricks");
    expect(perUnitLabel(sand, 850)).toBe("850 kg");
    expect(perUnitLabel(roll, 4.368)).toBe("4.37 m²");
  });
});
