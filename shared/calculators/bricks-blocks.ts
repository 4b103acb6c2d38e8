/**
 * Bricks or blocks for a wall: the wall's face less its openings, times the units laid per m² of one skin,
 * times the skins, plus waste, rounded up to whole bricks or blocks.
 */
import {
  type CalculatorOutcome,
  type CalculatorSpec,
  type CalculatorValues,
  type NumberField,
  checkedCalculation,
  choiceValue,
  figure,
  numberValue,
  plural,
  wasteField,
  wholeUp,
  withWaste,
} from "./calculator-kit.ts";

const metres = (name: string, label: string, max: number, hint?: string): NumberField => ({
  kind: "number",
  name,
  label,
  unit: "m",
  default: null,
  min: 0.1,
  max,
  ...(hint ? { hint } : {}),
});

const opening = (n: number, side: "width" | "height"): NumberField => ({
  kind: "number",
  name: `opening${n}${side === "width" ? "Width" : "Height"}`,
  label: `Opening ${n} ${side}`,
  unit: "m",
  default: 0,
  min: 0,
  max: 20,
});

/** The openings a visitor can give one by one; anything more goes in the total. */
const OPENINGS = [1, 2, 3] as const;

export const bricksBlocksCalculator: CalculatorSpec = {
  id: "bricks",
  title: "Bricks and blocks for a wall",
  intro: "How many bricks or blocks a wall needs, less its doors and windows.",
  submitLabel: "Count bricks or blocks",
  groups: [
    {
      legend: "The wall",
      fields: [
        metres("length", "Wall length", 200),
        metres("height", "Wall height", 20),
        {
          kind: "choice",
          name: "unit",
          label: "Built in",
          default: "bricks",
          options: [
            { value: "bricks", label: "Bricks" },
            { value: "blocks", label: "Blocks" },
          ],
        },
        {
          kind: "choice",
          name: "skins",
          label: "Skins",
          default: "1",
          hint: "A double skin (two leaves side by side) needs twice as many.",
          options: [
            { value: "1", label: "Single skin" },
            { value: "2", label: "Double skin" },
          ],
        },
      ],
    },
    {
      legend: "Openings (doors, windows)",
      fields: [
        ...OPENINGS.flatMap((n) => [opening(n, "width"), opening(n, "height")]),
        {
          kind: "number",
          name: "openingsArea",
          label: "Other openings, total area",
          unit: "m²",
          default: 0,
          min: 0,
          max: 1000,
        },
      ],
    },
    {
      legend: "Assumptions",
      fields: [
        {
          kind: "number",
          name: "bricksPerM2",
          label: "Bricks per m² (one skin)",
          default: 60,
          min: 1,
          max: 200,
          hint: "60 for standard 215 × 65 mm bricks with 10 mm joints (59.3, rounded up).",
        },
        {
          kind: "number",
          name: "blocksPerM2",
          label: "Blocks per m² (one skin)",
          default: 10,
          min: 1,
          max: 50,
          hint: "10 for standard 440 × 215 mm blocks with 10 mm joints (9.9, rounded up).",
        },
        wasteField(5, "5% covers cuts and breakages on a plain wall; allow 10% for many cuts or reclaimed bricks."),
      ],
    },
    {
      legend: "Products to suggest",
      fields: [
        {
          kind: "choice",
          name: "brickType",
          label: "Brick type",
          default: "any",
          options: [
            { value: "any", label: "Any standard brick" },
            { value: "common", label: "Common" },
            { value: "facing", label: "Facing" },
            { value: "engineering", label: "Engineering" },
          ],
        },
        {
          kind: "choice",
          name: "blockThickness",
          label: "Block thickness",
          default: "100",
          options: [
            { value: "100", label: "100 mm" },
            { value: "140", label: "140 mm" },
            { value: "215", label: "215 mm" },
          ],
        },
        {
          kind: "choice",
          name: "blockType",
          label: "Block type",
          default: "any",
          options: [
            { value: "any", label: "Any" },
            { value: "dense", label: "Dense concrete" },
            { value: "aircrete", label: "Aircrete" },
          ],
        },
        {
          kind: "choice",
          name: "blockStrength",
          label: "Block strength",
          default: "any",
          options: [
            { value: "any", label: "Any" },
            { value: "3.6", label: "3.6 N/mm²" },
            { value: "7.3", label: "7.3 N/mm²" },
          ],
        },
      ],
    },
  ],
  calculate: calculateBricksBlocks,
};

/** Checks the values against the fields, then computes. */
export function calculateBricksBlocks(values: CalculatorValues): CalculatorOutcome {
  return checkedCalculation(bricksBlocksCalculator, values, compute);
}

function compute(values: CalculatorValues): CalculatorOutcome {
  const length = numberValue(values, "length");
  const height = numberValue(values, "height");
  const wallArea = length * height;
  const errors: Record<string, string> = {};
  const working: string[] = [`Wall: ${figure(length)} m × ${figure(height)} m = ${figure(wallArea)} m².`];

  let openingsArea = numberValue(values, "openingsArea");
  for (const n of OPENINGS) {
    const width = numberValue(values, `opening${n}Width`);
    const high = numberValue(values, `opening${n}Height`);
    if (width > 0 !== high > 0) {
      errors[width > 0 ? `opening${n}Height` : `opening${n}Width`] =
        `Opening ${n} needs both a width and a height (or leave both at 0)`;
      continue;
    }
    if (width > length || high > height) {
      errors[width > length ? `opening${n}Width` : `opening${n}Height`] =
        `Opening ${n} (${figure(width)} × ${figure(high)} m) does not fit in a ${figure(length)} × ${figure(height)} m wall`;
      continue;
    }
    if (width > 0) {
      openingsArea += width * high;
      working.push(`Opening ${n}: ${figure(width)} m × ${figure(high)} m = ${figure(width * high)} m².`);
    }
  }
  if (Object.keys(errors).length === 0 && openingsArea >= wallArea) {
    errors.openingsArea = `The openings (${figure(openingsArea)} m²) are as large as the wall (${figure(wallArea)} m²) or larger: nothing is left to build`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const netArea = wallArea - openingsArea;
  if (openingsArea > 0) working.push(`Less openings of ${figure(openingsArea)} m²: ${figure(netArea)} m² to build.`);

  const blocks = choiceValue(values, "unit") === "blocks";
  const perM2 = numberValue(values, blocks ? "blocksPerM2" : "bricksPerM2");
  const skins = Number(choiceValue(values, "skins"));
  const waste = numberValue(values, "waste");
  const exact = netArea * perM2 * skins;
  const count = wholeUp(withWaste(exact, waste));
  const noun = blocks ? "block" : "brick";
  working.push(
    `${figure(netArea)} m² × ${perM2} ${noun}s per m²${skins === 2 ? " × 2 skins" : ""} = ${figure(exact, 1)} ${noun}s.`,
    `Plus ${waste}% waste, rounded up: ${plural(count, noun)}.`,
  );

  return {
    ok: true,
    result: {
      quantities: [{ label: blocks ? "Blocks" : "Bricks", amount: count, unit: blocks ? "blocks" : "bricks" }],
      working,
      needs: [
        blocks
          ? {
              material: "blocks",
              label: "Blocks",
              count,
              thicknessMm: Number(choiceValue(values, "blockThickness")),
              blockType: choiceValue(values, "blockType"),
              strength: choiceValue(values, "blockStrength"),
            }
          : { material: "bricks", label: "Bricks", count, brickType: choiceValue(values, "brickType") },
      ],
    },
  };
}
