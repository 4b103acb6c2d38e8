/**
 * Measures labelled by their name: "Plywood Thickness: 18mm", "Fence Panel Height 1.8m", and exports that append the
 * item's attributes as a record (`… {"thickness":"35mm","size":"600x600mm"}`, `{"volume":"10L","qty":20}`). The
 * label is the feed's field name, never the product: left in, "thickness", "volume" or "length" joined the model
 * words, and the same slab elsewhere had none. The record's braces and quotes go, and a measure label goes when a
 * value follows it; the value stays where it was, for the measurement parser to read.
 * A count label ("qty", "pack") stays: the pack parser reads "qty 20" (measurements.ts).
 * To extend: another field name that only ever labels a measure goes in MEASURE_LABELS.
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

/** The title with attribute records opened ("qty 20") and measure labels gone before their values. */
export function withoutMeasureLabels(title: string): string {
  const opened = title.includes("{")
    ? title.replace(RECORD, (record) => record.replace(/[{}"]/g, " ").replace(/\s*[:,]\s*/g, " "))
    : title;
  return opened.replace(LABEL, "").replace(/\s+/g, " ").trim();
}
