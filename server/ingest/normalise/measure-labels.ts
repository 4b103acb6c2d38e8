/**
 * Measures labelled by their name: "Plywood Thickness: 18mm", "Fence Panel Height 1.8m", and exports that append the
 * item's attributes as a record (`… {"thickness":"35mm","size":"600x600mm"}`, `{"volume":"10L","qty":20}`). The
 * label is the feed's field name, never the product: left in, "thickness", "volume" or "length" joined the model
 * words, and the same slab elsewhere had none. The record's braces and quotes go, and a measure label goes when a
 * value follows it; the value stays where it was, for the measurement parser to read.
 * A count label ("qty", "pack") stays: the pack parser reads "qty 20" (measurements.ts).
 * EPOS exports also code each figure by the letter of what it measures, with no unit ("T47 W100 L2400", "D5 L50",
 * "L215 W102.5 H65"): left in, the codes joined the model words and the size was lost. A run of two or more such
 * codes, each a different letter, is the size in millimetres ("47 x 100 x 2400mm"); a lone code is read only with
 * three or four figures and a letter that cannot be a drive or load class (Torx "T25", gully grate "D400" stay).
 * Others write the label after the figure ("47mm Thk x 100mm Wd x 2.4m Lg", "15mm Dia", "100mm wide"): a label
 * word straight after a measured figure goes too, so it does not join the model words.
 * To extend: another field name that only ever labels a measure goes in MEASURE_LABELS; another figure letter in
 * FIGURE_LETTERS (LONE_FIGURE_LETTERS if a lone one is never anything else); a label written after the figure in
 * AFTER_FIGURE_LABELS.
 */
const MEASURE_LABELS = [
  "size",
  "length",
  "width",
  "height",
  "depth",
  "thickness",
  "volume",
  "weight",
  "capacity",
  "diameter",
  "spec",
];

/** `{"key":"value","key2":12}`: an attribute record closing (or inside) a title. */
const RECORD = /\{\s*(?:"[\w ]+"\s*:\s*(?:"[^"{}]*"|\d+(?:\.\d+)?)\s*,?\s*)+\}/g;
const LABEL = new RegExp(String.raw`\b(?:${MEASURE_LABELS.join("|")})\b\s*[:=]?\s*(?=\d)`, "gi");

/** Letters an EPOS size code prefixes a figure with: thickness, width, length, diameter, height. */
const FIGURE_LETTERS = "TWLDH";
/** Of those, the letters a lone three- or four-figure code still means a size with (not "D400", a load class). */
const LONE_FIGURE_LETTERS = "TWLH";
const CODE = String.raw`[${FIGURE_LETTERS}]\d+(?:\.\d+)?`;
const CODE_RUN = new RegExp(String.raw`(?<![\w.\/-])${CODE}(?:\s+${CODE})+(?![\w.\/%-])`, "g");
const LONE_CODE = new RegExp(String.raw`(?<![\w.\/-])[${LONE_FIGURE_LETTERS}](\d{3,4})(?![\w.\/%-])`, "g");

/** "T47 W100 L2400" → "47 x 100 x 2400mm"; a run repeating a letter is not a size ("H1 H2") and stays. */
function sizeOfCodeRun(run: string): string {
  const codes = run.split(/\s+/);
  const letters = new Set(codes.map((c) => c[0]));
  return letters.size === codes.length ? `${codes.map((c) => c.slice(1)).join(" x ")}mm` : run;
}

/** The title with letter-coded figures written as millimetres ("Lintel L1200" → "Lintel 1200mm"). */
export function withoutFigureCodes(title: string): string {
  if (!/[A-Z]\d/.test(title)) return title;
  return title.replace(CODE_RUN, sizeOfCodeRun).replace(LONE_CODE, "$1mm");
}

/** Words (and trade abbreviations) that name what the measured figure before them measures. */
const AFTER_FIGURE_LABELS = [
  "thk",
  "thick",
  "dia",
  "diam",
  "lg",
  "lgth",
  "long",
  "wd",
  "wide",
  "ht",
  "hgt",
  "high",
  "deep",
];
const AFTER_FIGURE = new RegExp(
  String.raw`(?<=\d(?:mm|cm|m)\.?)\s+(?:${AFTER_FIGURE_LABELS.join("|")}|[lwhtd](?=\s+x\s))\b\.?`,
  "gi",
);

/** The title with attribute records opened ("qty 20") and measure labels gone before their values. */
export function withoutMeasureLabels(title: string): string {
  const opened = title.includes("{")
    ? title.replace(RECORD, (record) => record.replace(/[{}"]/g, " ").replace(/\s*[:,]\s*/g, " "))
    : title;
  return withoutFigureCodes(opened).replace(LABEL, "").replace(AFTER_FIGURE, "").replace(/\s+/g, " ").trim();
}
