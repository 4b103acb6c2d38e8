/**
 * Timber for a stud wall: a head and a sole plate the wall's length, studs at the chosen centres (plus one to
 * close the last bay and any extras for corners and openings) cut to the height between the plates, and rows
 * of noggins between the studs, each cut from whole lengths of the chosen stock. Pieces are not joined, so
 * a length gives as many studs or noggins as fit whole in it; plates may be joined over a stud.
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

/** Sections, thickness × width in mm, with the line merchants sell them as. */
export const STUD_SECTIONS = [
  { value: "cls-38x63", label: "38 × 63 mm CLS", line: "cls", sectionMm: [38, 63] },
  { value: "cls-38x89", label: "38 × 89 mm CLS", line: "cls", sectionMm: [38, 89] },
  { value: "sawn-47x75", label: "47 × 75 mm sawn C16", line: "sawn-section", sectionMm: [47, 75] },
  { value: "sawn-47x100", label: "47 × 100 mm sawn C16", line: "sawn-section", sectionMm: [47, 100] },
] as const;

export const studWallCalculator: CalculatorSpec = {
  id: "stud-wall",
  title: "Timber for a stud wall",
  intro: "Lengths of timber for the plates, studs and noggins of a stud partition.",
  submitLabel: "Count the timber",
  groups: [
    {
      legend: "The wall",
      fields: [
        { kind: "number", name: "length", label: "Wall length", unit: "m", default: null, min: 0.3, max: 50 },
        { kind: "number", name: "height", label: "Wall height", unit: "m", default: null, min: 0.5, max: 6 },
        {
          kind: "choice",
          name: "studSpacingMm",
          label: "Stud centres",
          default: "600",
          hint: "600 mm suits 1200 mm wide boards; 400 mm makes a stiffer wall.",
          options: [
            { value: "400", label: "400 mm" },
            { value: "600", label: "600 mm" },
          ],
        },
        {
          kind: "number",
          name: "extraStuds",
          label: "Extra studs for corners, doors and fixings",
          default: 0,
          min: 0,
          max: 100,
          integer: true,
        },
        {
          kind: "number",
          name: "nogginRows",
          label: "Rows of noggins",
          default: 1,
          min: 0,
          max: 6,
          integer: true,
          hint: "One row at mid-height is usual; add rows for heavy fixings or tall walls.",
        },
      ],
    },
    {
      legend: "Timber",
      fields: [
        {
          kind: "choice",
          name: "section",
          label: "Section",
          default: "cls-38x89",
          options: STUD_SECTIONS.map(({ value, label }) => ({ value, label })),
        },
        {
          kind: "choice",
          name: "stockLengthMm",
          label: "Stock length",
          default: "2400",
          options: ["2400", "3000", "3600", "4800"].map((mm) => ({ value: mm, label: `${Number(mm) / 1000} m` })),
        },
        wasteField(10, "10% for splits, knots and miscuts."),
      ],
    },
  ],
  calculate: calculateStudWall,
};

/** Checks the values against the fields, then computes. */
export function calculateStudWall(values: CalculatorValues): CalculatorOutcome {
  return checkedCalculation(studWallCalculator, values, compute);
}

function compute(values: CalculatorValues): CalculatorOutcome {
  const length = numberValue(values, "length");
  const height = numberValue(values, "height");
  const section = STUD_SECTIONS.find((s) => s.value === choiceValue(values, "section"));
  if (!section) throw new Error("Unknown stud section");
  const [thick, wide] = section.sectionMm;
  const stockMm = Number(choiceValue(values, "stockLengthMm"));
  const spacing = Number(choiceValue(values, "studSpacingMm"));
  const studMm = height * 1000 - 2 * thick;
  if (studMm > stockMm) {
    return {
      ok: false,
      errors: {
        stockLengthMm: `Studs for a ${figure(height)} m wall are ${figure(studMm / 1000, 3)} m long: choose a stock length of at least that`,
      },
    };
  }
  const stock = stockMm / 1000;
  const lengthMm = length * 1000;
  // Plates run the full length in each of head and sole; a run longer than one length is joined.
  const platePieces = 2 * wholeUp(lengthMm / stockMm);
  const studs = wholeUp(lengthMm / spacing) + 1 + numberValue(values, "extraStuds");
  const studsPerLength = Math.floor(stockMm / studMm);
  const studLengths = wholeUp(studs / studsPerLength);
  const rows = numberValue(values, "nogginRows");
  const bays = wholeUp(lengthMm / spacing);
  const nogginMm = Math.min(spacing, lengthMm) - thick;
  const noggins = rows * bays;
  const nogginLengths = noggins > 0 ? wholeUp(noggins / Math.floor(stockMm / nogginMm)) : 0;
  const net = platePieces + studLengths + nogginLengths;
  const waste = numberValue(values, "waste");
  const total = wholeUp(withWaste(net, waste));

  const working = [
    `Head and sole plates: 2 × ${figure(length)} m, from ${stock} m lengths: ${plural(platePieces, "length")}.`,
    `Studs: ${figure(length)} m at ${spacing} mm centres = ${wholeUp(lengthMm / spacing)} bays, + 1${numberValue(values, "extraStuds") > 0 ? ` + ${numberValue(values, "extraStuds")} extra` : ""} = ${plural(studs, "stud")} of ${figure(studMm / 1000, 3)} m (height less two ${thick} mm plates); ${studsPerLength} per ${stock} m length: ${plural(studLengths, "length")}.`,
    noggins > 0
      ? `Noggins: ${rows} row${rows === 1 ? "" : "s"} × ${bays} bays = ${plural(noggins, "noggin")} of ${figure(nogginMm / 1000, 3)} m; ${Math.floor(stockMm / nogginMm)} per length: ${plural(nogginLengths, "length")}.`
      : "No noggins.",
    `${net} lengths plus ${waste}% waste, rounded up: ${plural(total, "length")} of ${section.label}, ${stock} m.`,
  ];
  return {
    ok: true,
    result: {
      quantities: [{ label: "Timber", amount: total, unit: `${stock} m lengths of ${section.label}` }],
      working,
      needs: [
        {
          material: "timber",
          label: `${section.label}, ${stock} m`,
          lengths: total,
          line: section.line,
          sectionMm: [thick, wide],
          lengthMm: stockMm,
        },
      ],
    },
  };
}
