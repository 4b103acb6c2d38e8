import { describe, expect, it } from "vitest";
import { valuesWith } from "./calculator-kit.ts";
import { calculateConcrete, concreteCalculator } from "./concrete.ts";

describe("calculateConcrete", () => {
  it("answers a 3 × 2 m, 100 mm slab as ready-mix bags, cement and ballast, or delivered m³", () => {
    const outcome = calculateConcrete(valuesWith(concreteCalculator, { length: 3, width: 2, waste: 0 }));
    // 0.6 m³: × 2200 = 1320 kg ÷ 20 = 66 bags. Dry 0.9 m³ at 1:5: cement 0.15 × 1440 = 216 kg → 9 bags;
    // ballast 0.75 × 1750 = 1312.5 kg → 2 bulk bags. Delivered: 0.6 → 0.75 m³ in 0.25 steps.
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        quantities: [
          { label: "Ready-to-use mix", amount: 66, unit: "20 kg bags" },
          { label: "Or cement", amount: 9, unit: "25 kg bags" },
          { label: "and all-in ballast", amount: 2, unit: "bulk bags" },
          { label: "Or ready-mixed, delivered", amount: 0.75, unit: "m³" },
        ],
      },
    });
    if (!outcome.ok) return;
    expect(outcome.result.needs.map((n) => n.material)).toEqual(["ready-mix-concrete", "cement", "ballast"]);
    expect(outcome.result.working[0]).toContain("0.6 m³");
  });

  it("applies waste and the edited bag size", () => {
    const outcome = calculateConcrete(
      valuesWith(concreteCalculator, { length: 1, width: 1, depthMm: 150, waste: 10, mixBagKg: 25 }),
    );
    // 0.15 × 1.1 = 0.165 m³ × 2200 = 363 kg ÷ 25 = 14.52 → 15 bags.
    expect(outcome.ok && outcome.result.quantities[0]).toMatchObject({ amount: 15, unit: "25 kg bags" });
  });
});
