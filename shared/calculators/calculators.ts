/** The page's calculators, in the order it shows them. */
import { bricksBlocksCalculator } from "./bricks-blocks.ts";
import type { CalculatorId, CalculatorSpec } from "./calculator-kit.ts";
import { concreteCalculator } from "./concrete.ts";
import { insulationCalculator } from "./insulation.ts";
import { mortarCalculator } from "./mortar.ts";
import { plasterboardCalculator } from "./plasterboard.ts";
import { studWallCalculator } from "./stud-wall.ts";

export const CALCULATORS: readonly CalculatorSpec[] = [
  bricksBlocksCalculator,
  mortarCalculator,
  concreteCalculator,
  plasterboardCalculator,
  studWallCalculator,
  insulationCalculator,
];

export function findCalculator(id: string | null | undefined): CalculatorSpec | undefined {
  return CALCULATORS.find((spec) => spec.id === id);
}

export type { CalculatorId };
