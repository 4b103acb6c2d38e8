/**
 * Mortar for N bricks or blocks, as cement and building sand: the wet mortar the joints take, scaled up to
 * the dry materials that make it (sand's voids fill with cement paste, so dry volume exceeds wet), split by
 * the mix ratio and weighed at loose bulk densities, then rounded up to whole bags.
 */
import {
  type CalculatorOutcome,
  type CalculatorSpec,
  type CalculatorValues,
  checkedCalculation,
  choiceValue,
  figure,
  numberValue,
  plural,
  wasteField,
  wholeUp,
  withWaste,
} from "./calculator-kit.ts";

export const SAND_PACKS = [
  { value: "25", label: "25 kg bags" },
  { value: "400", label: "Mini bulk bags (about 400 kg)" },
  { value: "850", label: "Bulk bags (about 850 kg)" },
] as const;

export const mortarCalculator: CalculatorSpec = {
  id: "mortar",
  title: "Mortar: cement and building sand",
  intro: "Bags of cement and building sand to lay a number of bricks or blocks.",
  submitLabel: "Work out the mortar",
  groups: [
    {
      legend: "What you are laying",
      fields: [
        {
          kind: "choice",
          name: "unit",
          label: "Laying",
          default: "bricks",
          options: [
            { value: "bricks", label: "Bricks" },
            { value: "blocks", label: "Blocks" },
          ],
        },
        {
          kind: "number",
          name: "count",
          label: "Number of bricks or blocks",
          default: null,
          min: 1,
          max: 1_000_000,
          integer: true,
          hint: "The bricks and blocks calculator above gives this number.",
        },
      ],
    },
    {
      legend: "Mix and packs",
      fields: [
        {
          kind: "choice",
          name: "ratio",
          label: "Mix (cement : sand)",
          default: "4",
          hint: "1:4 is a general-purpose mortar; 1:5 or 1:6 is softer, for sheltered or internal work.",
          options: [
            { value: "3", label: "1:3" },
            { value: "4", label: "1:4" },
            { value: "5", label: "1:5" },
            { value: "6", label: "1:6" },
          ],
        },
        { kind: "number", name: "cementBagKg", label: "Cement bag size", unit: "kg", default: 25, min: 1, max: 100 },
        { kind: "choice", name: "sandPackKg", label: "Building sand sold in", default: "850", options: SAND_PACKS },
      ],
    },
    {
      legend: "Assumptions",
      fields: [
        {
          kind: "number",
          name: "mortarPer1000Bricks",
          label: "Wet mortar per 1,000 bricks",
          unit: "m³",
          default: 0.6,
          min: 0.1,
          max: 2,
          hint: "About 0.6 m³ for 10 mm joints with the frog filled; less for bricks laid frog down.",
        },
        {
          kind: "number",
          name: "mortarPerM2Blocks",
          label: "Wet mortar per m² of blockwork",
          unit: "m³",
          default: 0.01,
          min: 0.001,
          max: 0.1,
          hint: "About 0.01 m³ for 100 mm blocks with 10 mm joints; scale up with the block's thickness.",
        },
        { kind: "number", name: "blocksPerM2", label: "Blocks per m²", default: 10, min: 1, max: 50 },
        {
          kind: "number",
          name: "dryFactor",
          label: "Dry materials per m³ of wet mortar",
          unit: "m³",
          default: 1.33,
          min: 1,
          max: 2,
          hint: "Sand's voids fill with cement paste, so about a third more dry material than wet mortar.",
        },
        {
          kind: "number",
          name: "cementDensity",
          label: "Cement, loose",
          unit: "kg/m³",
          default: 1440,
          min: 500,
          max: 3000,
        },
        {
          kind: "number",
          name: "sandDensity",
          label: "Building sand, loose and damp",
          unit: "kg/m³",
          default: 1600,
          min: 500,
          max: 3000,
        },
        wasteField(10, "10% for mortar dropped or left to go off on the board."),
      ],
    },
  ],
  calculate: calculateMortar,
};

/** Checks the values against the fields, then computes. */
export function calculateMortar(values: CalculatorValues): CalculatorOutcome {
  return checkedCalculation(mortarCalculator, values, compute);
}

function compute(values: CalculatorValues): CalculatorOutcome {
  const blocks = choiceValue(values, "unit") === "blocks";
  const count = numberValue(values, "count");
  const working: string[] = [];
  let wet: number;
  if (blocks) {
    const perM2 = numberValue(values, "blocksPerM2");
    const mortarPerM2 = numberValue(values, "mortarPerM2Blocks");
    wet = (count / perM2) * mortarPerM2;
    working.push(
      `${plural(count, "block")} ÷ ${perM2} per m² = ${figure(count / perM2)} m² of blockwork × ${mortarPerM2} m³ per m² = ${figure(wet, 3)} m³ of mortar.`,
    );
  } else {
    const perThousand = numberValue(values, "mortarPer1000Bricks");
    wet = (count / 1000) * perThousand;
    working.push(`${plural(count, "brick")} × ${perThousand} m³ per 1,000 = ${figure(wet, 3)} m³ of mortar.`);
  }
  const waste = numberValue(values, "waste");
  const wetWithWaste = withWaste(wet, waste);
  const dryFactor = numberValue(values, "dryFactor");
  const dry = wetWithWaste * dryFactor;
  const sandParts = Number(choiceValue(values, "ratio"));
  const cementVolume = dry / (1 + sandParts);
  const sandVolume = dry - cementVolume;
  const cementKg = cementVolume * numberValue(values, "cementDensity");
  const sandKg = sandVolume * numberValue(values, "sandDensity");
  const cementBagKg = numberValue(values, "cementBagKg");
  const sandPackKg = Number(choiceValue(values, "sandPackKg"));
  const cementBags = wholeUp(cementKg / cementBagKg);
  const sandPacks = wholeUp(sandKg / sandPackKg);
  const sandUnit = sandPackKg === 25 ? "25 kg bag" : sandPackKg === 400 ? "mini bulk bag" : "bulk bag";
  working.push(
    `Plus ${waste}% waste: ${figure(wetWithWaste, 3)} m³ wet; × ${dryFactor} = ${figure(dry, 3)} m³ of dry materials.`,
    `At 1:${sandParts}: ${figure(cementVolume, 3)} m³ of cement (${figure(cementKg, 0)} kg) and ${figure(sandVolume, 3)} m³ of sand (${figure(sandKg, 0)} kg).`,
    `Cement: ${figure(cementKg, 0)} kg ÷ ${cementBagKg} kg bags, rounded up: ${plural(cementBags, "bag")}.`,
    `Sand: ${figure(sandKg, 0)} kg ÷ ${sandPackKg} kg, rounded up: ${plural(sandPacks, sandUnit)}.`,
  );
  return {
    ok: true,
    result: {
      quantities: [
        { label: "Cement", amount: cementBags, unit: `${cementBagKg} kg bags` },
        { label: "Building sand", amount: sandPacks, unit: `${sandUnit}s` },
      ],
      working,
      needs: [
        { material: "cement", label: "Cement", kg: cementKg, bagKg: cementBagKg },
        { material: "building-sand", label: "Building sand", kg: sandKg },
      ],
    },
  };
}
