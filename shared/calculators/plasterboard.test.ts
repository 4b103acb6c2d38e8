import { describe, expect, it } from "vitest";
import { valuesWith } from "./calculator-kit.ts";
import { calculatePlasterboard, plasterboardCalculator } from "./plasterboard.ts";

const board = (given: Record<string, number | string>) =>
  calculatePlasterboard(valuesWith(plasterboardCalculator, { length: 10, height: 2.4, ...given }));

describe("calculatePlasterboard", () => {
  it("counts 2400 × 1200 sheets with 10% waste and screws at 300 mm on 600 mm studs", () => {
    const outcome = board({});
    // 24 m² × 1.1 = 26.4 ÷ 2.88 = 9.17 → 10 sheets; 3 studs × 9 screws = 27 per board → 270 screws, 1 box.
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        quantities: [
          { amount: 10, unit: "sheets, 2400 × 1200 × 12.5 mm" },
          { amount: 1, unit: "boxes of 1000 (270 screws)" },
        ],
        needs: [
          {
            material: "plasterboard",
            sheets: 10,
            lengthMm: 2400,
            widthMm: 1200,
            thicknessMm: 12.5,
            boardType: "standard",
          },
        ],
      },
    });
  });

  it("uses the chosen board size, openings and closer centres", () => {
    // 20 m² less 2 = 18 × 1.1 = 19.8 ÷ 1.62 = 12.2 → 13 sheets; 900 at 400 → 3 lines × (1800/230 → 7 + 1 = 8) = 24.
    const outcome = board({
      length: 5,
      height: 4,
      surface: "ceiling",
      openingsArea: 2,
      boardSize: "1800x900",
      supportSpacingMm: "400",
      screwSpacingMm: 230,
      screwsPerBox: 200,
    });
    expect(outcome).toMatchObject({
      ok: true,
      result: { quantities: [{ amount: 13 }, { amount: 2, unit: "boxes of 200 (312 screws)" }] },
    });
  });

  it("refuses openings as large as the surface", () => {
    expect(board({ openingsArea: 30 })).toEqual({
      ok: false,
      errors: { openingsArea: expect.stringContaining("nothing is left to board") },
    });
  });
});
