import { describe, expect, it } from "vitest";
import { valuesWith } from "./calculator-kit.ts";
import { bricksBlocksCalculator, calculateBricksBlocks } from "./bricks-blocks.ts";

const wall = (given: Record<string, number | string>) =>
  calculateBricksBlocks(valuesWith(bricksBlocksCalculator, { length: 5, height: 2, ...given }));

describe("calculateBricksBlocks", () => {
  it("counts 60 bricks per m² of one skin plus 5% waste, rounded up", () => {
    const outcome = wall({});
    // 10 m² × 60 = 600, × 1.05 = 630.
    expect(outcome).toMatchObject({ ok: true, result: { quantities: [{ amount: 630, unit: "bricks" }] } });
    if (!outcome.ok) return;
    expect(outcome.result.needs).toEqual([{ material: "bricks", label: "Bricks", count: 630, brickType: "any" }]);
    expect(outcome.result.working.join(" ")).toContain("10 m² × 60 bricks per m² = 600 bricks");
  });

  it("takes openings off, doubles for two skins and uses the edited rate and waste", () => {
    // 4 × 2.5 = 10 m², less a 0.9 × 2.1 door (1.89) and 1 m² more: 7.11 m² × 2 skins × 59 = 838.98, +10% = 922.878.
    const outcome = wall({
      length: 4,
      height: 2.5,
      opening1Width: 0.9,
      opening1Height: 2.1,
      openingsArea: 1,
      skins: "2",
      bricksPerM2: 59,
      waste: 10,
    });
    expect(outcome).toMatchObject({ ok: true, result: { quantities: [{ amount: 923 }] } });
  });

  it("counts blocks at 10 per m² with the chosen thickness and type for the catalogue", () => {
    const outcome = wall({ unit: "blocks", waste: 0, blockThickness: "140", blockType: "dense" });
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        quantities: [{ amount: 100, unit: "blocks" }],
        needs: [{ material: "blocks", count: 100, thicknessMm: 140, blockType: "dense", strength: "any" }],
      },
    });
  });

  it("refuses openings as large as the wall, naming the field", () => {
    expect(wall({ openingsArea: 10 })).toEqual({
      ok: false,
      errors: { openingsArea: expect.stringContaining("as large as the wall (10 m²)") },
    });
  });

  it("refuses an opening given only one side, or one wider than the wall", () => {
    expect(wall({ opening2Width: 1 })).toEqual({
      ok: false,
      errors: { opening2Height: "Opening 2 needs both a width and a height (or leave both at 0)" },
    });
    expect(wall({ opening1Width: 6, opening1Height: 1 })).toEqual({
      ok: false,
      errors: { opening1Width: expect.stringContaining("does not fit") },
    });
  });

  it("does not round an exact whole number up by floating-point noise", () => {
    // 0.1 × 3 = 0.30000000000000004 m² × 100 = 30.000000000000004 bricks: 30, not 31.
    const outcome = wall({ length: 0.1, height: 3, bricksPerM2: 100, waste: 0 });
    expect(outcome).toMatchObject({ ok: true, result: { quantities: [{ amount: 30 }] } });
  });

  it("checks its own values when called directly: no NaN, no negative sizes, no unknown choices", () => {
    expect(calculateBricksBlocks({ length: Number.NaN, height: -2, skins: "3" })).toEqual({
      ok: false,
      errors: {
        length: "Wall length must be a number (m)",
        height: "Wall height cannot be negative",
        skins: "Skins: choose one of Single skin, Double skin",
      },
    });
    expect(calculateBricksBlocks({ height: 2 })).toEqual({ ok: false, errors: { length: "Enter the wall length" } });
  });
});
