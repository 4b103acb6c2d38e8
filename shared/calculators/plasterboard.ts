/**
 * Plasterboard sheets and screws for walls or a ceiling: the area less openings, plus waste, over one
 * board's face, rounded up to whole sheets; screws from the lines of studs or joists each board crosses and
 * the spacing along them.
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

/** Board sizes merchants sell, long side first, in mm. */
export const BOARD_SIZES = ["2400x1200", "1800x900", "2400x900", "2700x1200", "3000x1200"] as const;

export const plasterboardCalculator: CalculatorSpec = {
  id: "plasterboard",
  title: "Plasterboard sheets and screws",
  intro: "Sheets of plasterboard and drywall screws for walls or a ceiling.",
  submitLabel: "Count plasterboard and screws",
  groups: [
    {
      legend: "The surface",
      fields: [
        {
          kind: "choice",
          name: "surface",
          label: "Boarding",
          default: "walls",
          options: [
            { value: "walls", label: "Walls" },
            { value: "ceiling", label: "A ceiling" },
          ],
        },
        {
          kind: "number",
          name: "length",
          label: "Length",
          unit: "m",
          default: null,
          min: 0.1,
          max: 200,
          hint: "For walls, the total length of all the walls to board.",
        },
        {
          kind: "number",
          name: "height",
          label: "Height of the walls, or width of the ceiling",
          unit: "m",
          default: null,
          min: 0.1,
          max: 50,
        },
        {
          kind: "number",
          name: "openingsArea",
          label: "Doors and windows, total area",
          unit: "m²",
          default: 0,
          min: 0,
          max: 1000,
        },
      ],
    },
    {
      legend: "Boards",
      fields: [
        {
          kind: "choice",
          name: "boardSize",
          label: "Board size",
          default: "2400x1200",
          options: BOARD_SIZES.map((size) => ({ value: size, label: size.replace("x", " × ") + " mm" })),
        },
        {
          kind: "choice",
          name: "thicknessMm",
          label: "Thickness",
          default: "12.5",
          options: [
            { value: "9.5", label: "9.5 mm" },
            { value: "12.5", label: "12.5 mm" },
            { value: "15", label: "15 mm" },
          ],
        },
        {
          kind: "choice",
          name: "boardType",
          label: "Board type",
          default: "standard",
          options: [
            { value: "standard", label: "Standard" },
            { value: "moisture", label: "Moisture resistant" },
            { value: "fire", label: "Fire resistant" },
            { value: "acoustic", label: "Acoustic" },
          ],
        },
        wasteField(10, "10% for offcuts around doors, windows and corners."),
      ],
    },
    {
      legend: "Screws",
      fields: [
        {
          kind: "choice",
          name: "supportSpacingMm",
          label: "Stud or joist centres",
          default: "600",
          options: [
            { value: "400", label: "400 mm" },
            { value: "600", label: "600 mm" },
          ],
        },
        {
          kind: "number",
          name: "screwSpacingMm",
          label: "Screw spacing along each stud or joist",
          unit: "mm",
          default: 300,
          min: 100,
          max: 600,
          integer: true,
          hint: "About 300 mm on walls; closer, about 230 mm, on ceilings.",
        },
        {
          kind: "number",
          name: "screwsPerBox",
          label: "Screws per box",
          default: 1000,
          min: 1,
          max: 10000,
          integer: true,
        },
      ],
    },
  ],
  calculate: calculatePlasterboard,
};

/** Checks the values against the fields, then computes. */
export function calculatePlasterboard(values: CalculatorValues): CalculatorOutcome {
  return checkedCalculation(plasterboardCalculator, values, compute);
}

function compute(values: CalculatorValues): CalculatorOutcome {
  const length = numberValue(values, "length");
  const height = numberValue(values, "height");
  const openings = numberValue(values, "openingsArea");
  const area = length * height;
  if (openings >= area) {
    return {
      ok: false,
      errors: {
        openingsArea: `The doors and windows (${figure(openings)} m²) are as large as the surface (${figure(area)} m²) or larger: nothing is left to board`,
      },
    };
  }
  const [boardLength, boardWidth] = choiceValue(values, "boardSize").split("x").map(Number) as [number, number];
  const boardArea = (boardLength / 1000) * (boardWidth / 1000);
  const waste = numberValue(values, "waste");
  const net = area - openings;
  const sheets = wholeUp(withWaste(net, waste) / boardArea);
  const ceiling = choiceValue(values, "surface") === "ceiling";
  const working = [
    `${ceiling ? "Ceiling" : "Walls"}: ${figure(length)} m × ${figure(height)} m = ${figure(area)} m²${openings > 0 ? `, less ${figure(openings)} m² of openings: ${figure(net)} m²` : ""}.`,
    `Plus ${waste}% waste: ${figure(withWaste(net, waste))} m² ÷ ${figure(boardArea, 3)} m² per ${boardLength} × ${boardWidth} mm board, rounded up: ${plural(sheets, "sheet")}.`,
  ];

  const support = Number(choiceValue(values, "supportSpacingMm"));
  const spacing = numberValue(values, "screwSpacingMm");
  // A board's edges land on supports, so it crosses width ÷ centres + 1 lines (1200 at 600: three).
  const lines = Math.floor(boardWidth / support) + 1;
  const perLine = Math.floor(boardLength / spacing) + 1;
  const screwsPerBoard = lines * perLine;
  const screws = sheets * screwsPerBoard;
  const perBox = numberValue(values, "screwsPerBox");
  const boxes = wholeUp(screws / perBox);
  working.push(
    `Screws: each board crosses ${lines} studs or joists at ${support} mm centres, with ${perLine} screws along each at ${spacing} mm: ${screwsPerBoard} per board × ${sheets} = ${screws.toLocaleString("en-GB")} screws, ${plural(boxes, `box of ${perBox}`, `boxes of ${perBox}`)}.`,
  );

  const thicknessMm = Number(choiceValue(values, "thicknessMm"));
  return {
    ok: true,
    result: {
      quantities: [
        { label: "Plasterboard", amount: sheets, unit: `sheets, ${boardLength} × ${boardWidth} × ${thicknessMm} mm` },
        {
          label: "Drywall screws",
          amount: boxes,
          unit: `boxes of ${perBox} (${screws.toLocaleString("en-GB")} screws)`,
        },
      ],
      working,
      needs: [
        {
          material: "plasterboard",
          label: "Plasterboard",
          sheets,
          lengthMm: boardLength,
          widthMm: boardWidth,
          thicknessMm,
          boardType: choiceValue(values, "boardType"),
        },
      ],
    },
  };
}
