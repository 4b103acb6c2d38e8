/**
 * Insulation rolls, slabs or boards: the area times the layers, plus waste, over what one roll or board
 * covers, rounded up. Matched products are counted on their own stated coverage, which differs by
 * thickness and maker, so the catalogue's suggestions may differ from the count at the coverage given here.
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

export const INSULATION_THICKNESSES = [25, 50, 75, 100, 120, 150, 170, 200] as const;

export const insulationCalculator: CalculatorSpec = {
  id: "insulation",
  title: "Insulation rolls and boards",
  intro: "Rolls, slabs or boards of insulation for a loft, floor or wall.",
  submitLabel: "Count the insulation",
  groups: [
    {
      legend: "The area",
      fields: [
        { kind: "number", name: "length", label: "Length", unit: "m", default: null, min: 0.1, max: 200 },
        { kind: "number", name: "width", label: "Width", unit: "m", default: null, min: 0.1, max: 200 },
        {
          kind: "number",
          name: "layers",
          label: "Layers",
          default: 1,
          min: 1,
          max: 4,
          integer: true,
          hint: "A loft is often done as two layers: one between the joists, one across them.",
        },
      ],
    },
    {
      legend: "The insulation",
      fields: [
        {
          kind: "choice",
          name: "form",
          label: "Kind",
          default: "roll",
          options: [
            { value: "roll", label: "Rolls or slabs (mineral wool)" },
            { value: "board", label: "Rigid boards (PIR, EPS)" },
          ],
        },
        {
          kind: "choice",
          name: "thicknessMm",
          label: "Thickness of each layer",
          default: "100",
          options: INSULATION_THICKNESSES.map((mm) => ({ value: String(mm), label: `${mm} mm` })),
        },
        {
          kind: "number",
          name: "coverageM2",
          label: "Coverage of one roll, pack or board",
          unit: "m²",
          default: 2.88,
          min: 0.1,
          max: 100,
          hint: "A 2400 × 1200 mm board covers 2.88 m²; a roll's coverage is printed on it and shrinks as it gets thicker.",
        },
        wasteField(5, "5% for trimming around joists, pipes and hatches."),
      ],
    },
  ],
  calculate: calculateInsulation,
};

/** Checks the values against the fields, then computes. */
export function calculateInsulation(values: CalculatorValues): CalculatorOutcome {
  return checkedCalculation(insulationCalculator, values, compute);
}

function compute(values: CalculatorValues): CalculatorOutcome {
  const length = numberValue(values, "length");
  const width = numberValue(values, "width");
  const layers = numberValue(values, "layers");
  const waste = numberValue(values, "waste");
  const coverage = numberValue(values, "coverageM2");
  const area = length * width;
  const needed = withWaste(area * layers, waste);
  const count = wholeUp(needed / coverage);
  const form = choiceValue(values, "form") === "board" ? "board" : "roll";
  const thicknessMm = Number(choiceValue(values, "thicknessMm"));
  const noun = form === "board" ? "board" : "roll or pack";
  return {
    ok: true,
    result: {
      quantities: [
        {
          label: "Insulation",
          amount: count,
          unit: `${form === "board" ? "boards" : "rolls or packs"}, ${thicknessMm} mm`,
        },
      ],
      working: [
        `Area: ${figure(length)} m × ${figure(width)} m = ${figure(area)} m²${layers > 1 ? ` × ${layers} layers = ${figure(area * layers)} m²` : ""}.`,
        `Plus ${waste}% waste: ${figure(needed)} m² ÷ ${coverage} m² per ${noun}, rounded up: ${plural(count, noun, form === "board" ? "boards" : "rolls or packs")}.`,
      ],
      needs: [
        {
          material: "insulation",
          label: `${thicknessMm} mm insulation ${form === "board" ? "boards" : "rolls and slabs"}`,
          areaM2: needed,
          thicknessMm,
          form,
        },
      ],
    },
  };
}
