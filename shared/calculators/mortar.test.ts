import { describe, expect, it } from "vitest";
import { valuesWith } from "./calculator-kit.ts";
import { calculateMortar, mortarCalculator } from "./mortar.ts";

const mortar = (given: Record<string, number | string>) => calculateMortar(valuesWith(mortarCalculator, given));

describe("calculateMortar", () => {
  it("turns 1,000 bricks into bags of cement and sand at 1:4", () => {
    const outcome = mortar({ count: 1000, waste: 0, sandPackKg: "25" });
    // 0.6 m³ wet × 1.33 = 0.798 m³ dry; cement 0.1596 m³ × 1440 = 229.8 kg → 10 bags of 25 kg;
    // sand 0.6384 m³ × 1600 = 1021.4 kg → 41 bags of 25 kg.
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        quantities: [
          { label: "Cement", amount: 10, unit: "25 kg bags" },
          { label: "Building sand", amount: 41, unit: "25 kg bags" },
        ],
      },
    });
    if (!outcome.ok) return;
    expect(outcome.result.needs[0]).toMatchObject({ material: "cement", bagKg: 25 });
    expect(outcome.result.needs[0]?.material === "cement" && outcome.result.needs[0].kg).toBeCloseTo(229.824, 3);
    expect(outcome.result.needs[1]?.material === "building-sand" && outcome.result.needs[1].kg).toBeCloseTo(1021.44, 2);
  });

  it("uses less cement for a weaker mix and counts sand in bulk bags by default", () => {
    const outcome = mortar({ count: 1000, waste: 0, ratio: "6" });
    // 0.798 / 7 × 1440 = 164.2 kg → 7 bags; sand 0.684 × 1600 = 1094.4 kg → 2 bulk bags of 850 kg.
    expect(outcome).toMatchObject({
      ok: true,
      result: { quantities: [{ amount: 7 }, { amount: 2, unit: "bulk bags" }] },
    });
  });

  it("reads blocks through the blockwork area", () => {
    // 500 blocks ÷ 10 = 50 m² × 0.01 = 0.5 m³, + 10% = 0.55 × 1.33 = 0.7315 dry; cement /5 × 1440 = 210.7 kg → 9 bags.
    const outcome = mortar({ unit: "blocks", count: 500 });
    expect(outcome.ok && outcome.result.quantities[0]).toMatchObject({ label: "Cement", amount: 9 });
  });
});
