import { describe, expect, it } from "vitest";
import { valuesWith } from "./calculator-kit.ts";
import { calculateStudWall, studWallCalculator } from "./stud-wall.ts";

const wall = (given: Record<string, number | string>) =>
  calculateStudWall(valuesWith(studWallCalculator, { length: 3, height: 2.4, ...given }));

describe("calculateStudWall", () => {
  it("counts plates, studs and noggins from 2.4 m lengths of 38 × 89 CLS", () => {
    const outcome = wall({ waste: 0 });
    // Plates: 2 × ceil(3 / 2.4) = 4. Studs: 5 bays + 1 = 6 of 2.324 m, 1 per length = 6.
    // Noggins: 1 row × 5 bays = 5 of 0.562 m, 4 per length = 2. Total 12.
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        quantities: [{ amount: 12, unit: "2.4 m lengths of 38 × 89 mm CLS" }],
        needs: [{ material: "timber", lengths: 12, line: "cls", sectionMm: [38, 89], lengthMm: 2400 }],
      },
    });
  });

  it("adds extra studs, rows and waste at 400 mm centres", () => {
    // 4 m: plates 2 × ceil(4/4.8) = 2; studs 10 + 1 + 2 = 13 of 2.324 m, 2 per 4.8 m = 7;
    // noggins 2 × 10 = 20 of 0.362 m, 13 per length = 2. 11 × 1.1 = 12.1 → 13.
    const outcome = wall({ length: 4, studSpacingMm: "400", extraStuds: 2, nogginRows: 2, stockLengthMm: "4800" });
    expect(outcome).toMatchObject({ ok: true, result: { quantities: [{ amount: 13 }] } });
  });

  it("refuses a stock length shorter than the studs", () => {
    expect(wall({ height: 3 })).toEqual({
      ok: false,
      errors: { stockLengthMm: expect.stringContaining("2.924 m long") },
    });
  });
});
