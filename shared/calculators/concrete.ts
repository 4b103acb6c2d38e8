/**
 * Concrete for a slab, path or footing: length × width × depth, plus waste, answered three ways — bags of
 * ready-to-use mix, cement and all-in ballast to mix yourself, or cubic metres of ready-mixed concrete
 * delivered by truck — so the visitor can compare them.
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
import { SAND_PACKS } from "./mortar.ts";

export const concreteCalculator: CalculatorSpec = {
  id: "concrete",
  title: "Concrete",
  intro: "The volume of a slab, path or footing, as bags of ready-mix, cement and ballast, or ready-mixed concrete.",
  submitLabel: "Work out the concrete",
  groups: [
    {
      legend: "The pour",
      fields: [
        { kind: "number", name: "length", label: "Length", unit: "m", default: null, min: 0.05, max: 100 },
        { kind: "number", name: "width", label: "Width", unit: "m", default: null, min: 0.05, max: 100 },
        {
          kind: "number",
          name: "depthMm",
          label: "Depth",
          unit: "mm",
          default: 100,
          min: 25,
          max: 2000,
          hint: "100 mm suits a shed base or path; drives and footings are deeper.",
        },
        wasteField(5, "5% for an uneven sub-base and spillage."),
      ],
    },
    {
      legend: "Bagged ready-to-use mix",
      fields: [
        { kind: "number", name: "mixBagKg", label: "Bag size", unit: "kg", default: 20, min: 5, max: 1000 },
        {
          kind: "number",
          name: "mixKgPerM3",
          label: "Bagged mix per m³ of concrete",
          unit: "kg",
          default: 2200,
          min: 1000,
          max: 3000,
          hint: "About 2,200 kg, so a 20 kg bag makes about 0.009 m³ (check the bag's stated yield).",
        },
      ],
    },
    {
      legend: "Cement and ballast, mixed on site",
      fields: [
        {
          kind: "choice",
          name: "ratio",
          label: "Mix (cement : all-in ballast)",
          default: "5",
          hint: "1:5 for general slabs and paths, 1:6 for footings, 1:4 for a stronger mix.",
          options: [
            { value: "4", label: "1:4" },
            { value: "5", label: "1:5" },
            { value: "6", label: "1:6" },
          ],
        },
        { kind: "number", name: "cementBagKg", label: "Cement bag size", unit: "kg", default: 25, min: 1, max: 100 },
        { kind: "choice", name: "ballastPackKg", label: "Ballast sold in", default: "850", options: SAND_PACKS },
        {
          kind: "number",
          name: "dryFactor",
          label: "Dry materials per m³ of concrete",
          unit: "m³",
          default: 1.5,
          min: 1,
          max: 2,
          hint: "Ballast's voids fill with cement paste: about half as much again of dry material.",
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
          name: "ballastDensity",
          label: "Ballast, loose",
          unit: "kg/m³",
          default: 1750,
          min: 500,
          max: 3000,
        },
      ],
    },
    {
      legend: "Ready-mixed, delivered",
      fields: [
        {
          kind: "number",
          name: "orderStepM3",
          label: "Smallest step a supplier sells",
          unit: "m³",
          default: 0.25,
          min: 0.01,
          max: 1,
          hint: "Many suppliers sell in quarter or half cubic metres; check yours.",
        },
      ],
    },
  ],
  calculate: calculateConcrete,
};

/** Checks the values against the fields, then computes. */
export function calculateConcrete(values: CalculatorValues): CalculatorOutcome {
  return checkedCalculation(concreteCalculator, values, compute);
}

function compute(values: CalculatorValues): CalculatorOutcome {
  const length = numberValue(values, "length");
  const width = numberValue(values, "width");
  const depthMm = numberValue(values, "depthMm");
  const waste = numberValue(values, "waste");
  const volume = length * width * (depthMm / 1000);
  const needed = withWaste(volume, waste);
  const working = [
    `Volume: ${figure(length)} m × ${figure(width)} m × ${depthMm / 1000} m = ${figure(volume, 3)} m³; plus ${waste}% waste: ${figure(needed, 3)} m³.`,
  ];

  const mixBagKg = numberValue(values, "mixBagKg");
  const mixKg = needed * numberValue(values, "mixKgPerM3");
  const mixBags = wholeUp(mixKg / mixBagKg);
  working.push(
    `Ready-to-use mix: ${figure(needed, 3)} m³ × ${numberValue(values, "mixKgPerM3")} kg per m³ = ${figure(mixKg, 0)} kg ÷ ${mixBagKg} kg, rounded up: ${plural(mixBags, "bag")}.`,
  );

  const ballastParts = Number(choiceValue(values, "ratio"));
  const dryFactor = numberValue(values, "dryFactor");
  const dry = needed * dryFactor;
  const cementKg = (dry / (1 + ballastParts)) * numberValue(values, "cementDensity");
  const ballastKg = ((dry * ballastParts) / (1 + ballastParts)) * numberValue(values, "ballastDensity");
  const cementBagKg = numberValue(values, "cementBagKg");
  const ballastPackKg = Number(choiceValue(values, "ballastPackKg"));
  const cementBags = wholeUp(cementKg / cementBagKg);
  const ballastPacks = wholeUp(ballastKg / ballastPackKg);
  const ballastUnit = ballastPackKg === 25 ? "25 kg bag" : ballastPackKg === 400 ? "mini bulk bag" : "bulk bag";
  working.push(
    `Mixed on site at 1:${ballastParts}: ${figure(needed, 3)} m³ × ${dryFactor} = ${figure(dry, 3)} m³ dry; cement ${figure(cementKg, 0)} kg → ${plural(cementBags, `${cementBagKg} kg bag`)}; ballast ${figure(ballastKg, 0)} kg → ${plural(ballastPacks, ballastUnit)}.`,
  );

  const step = numberValue(values, "orderStepM3");
  const delivered = wholeUp(needed / step) * step;
  working.push(`Ready-mixed: ${figure(needed, 3)} m³ rounded up to a ${step} m³ step: ${figure(delivered, 2)} m³.`);

  return {
    ok: true,
    result: {
      quantities: [
        { label: "Ready-to-use mix", amount: mixBags, unit: `${mixBagKg} kg bags` },
        { label: "Or cement", amount: cementBags, unit: `${cementBagKg} kg bags` },
        { label: "and all-in ballast", amount: ballastPacks, unit: `${ballastUnit}s` },
        { label: "Or ready-mixed, delivered", amount: Number(figure(delivered, 2)), unit: "m³" },
      ],
      working,
      needs: [
        { material: "ready-mix-concrete", label: "Ready-to-use concrete mix", kg: mixKg },
        { material: "cement", label: "Cement", kg: cementKg, bagKg: cementBagKg },
        { material: "ballast", label: "All-in ballast", kg: ballastKg },
      ],
    },
  };
}
