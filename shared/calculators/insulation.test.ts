import { describe, expect, it } from "vitest";
import { valuesWith } from "./calculator-kit.ts";
import { calculateInsulation, insulationCalculator } from "./insulation.ts";

describe("calculateInsulation", () => {
  it("divides the area, times the layers and waste, by one roll's coverage", () => {
    const outcome = calculateInsulation(
      valuesWith(insulationCalculator, { length: 5, width: 4, layers: 2, coverageM2: 11.63, thicknessMm: "100" }),
    );
    // 20 m² × 2 = 40 × 1.05 = 42 ÷ 11.63 = 3.61 → 4.
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        quantities: [{ amount: 4, unit: "rolls or packs, 100 mm" }],
        needs: [{ material: "insulation", areaM2: 42, thicknessMm: 100, form: "roll" }],
      },
    });
  });

  it("counts boards at the default 2.88 m²", () => {
    const outcome = calculateInsulation(
      valuesWith(insulationCalculator, { length: 2.4, width: 1.2, form: "board", waste: 0 }),
    );
    expect(outcome).toMatchObject({ ok: true, result: { quantities: [{ amount: 1, unit: "boards, 100 mm" }] } });
  });
});
