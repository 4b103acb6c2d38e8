import { readSpokenFractions } from "./spoken-fractions.ts";

/**
 * Sizes said rather than written (query-sizes.ts readTypedSizes runs this first): numbers as words before a unit
 * ("five inch nails", "fourteen foot"), inch fractions as words ("half inch hardboard", "three quarter inch"), the
 * trade's "mil" for millimetres ("9 mil", "28mil"), a unitless number beside "wide" ("lintel 100 wide"), and a
 * trade section made plural ("6 x 2s"). Each is rewritten to the form the measurement reader reads, so a spoken size
 * ranks as the written one does. Pure. Where to extend: another spoken unit belongs in UNIT; another spoken
 * number in SPOKEN_NUMBERS.
 */

/** Number words a trade section is said in ("two by four", "three by two"): query-sizes.ts reads "by" sizes with them. */
export const SECTION_NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  twelve: "12",
};

/** Numbers a buyer writes as words before a unit: stock lengths in feet run to twenty ("fourteen foot"). */
export const SPOKEN_NUMBERS: Readonly<Record<string, string>> = {
  ...SECTION_NUMBER_WORDS,
  eleven: "11",
  thirteen: "13",
  fourteen: "14",
  fifteen: "15",
  sixteen: "16",
  eighteen: "18",
  twenty: "20",
};

/** Units a spoken number may come before (the measurement reader knows each). */
const UNIT = String.raw`(?:inch(?:es)?|in|foot|feet|ft|met(?:re|er)s?|mm|millimet(?:re|er)s?|mil|kg|kilos?|lit(?:re|er)s?)`;
const WORD_THEN_UNIT = new RegExp(
  String.raw`\b(${Object.keys(SPOKEN_NUMBERS).join("|")})(?:\s+and\s+a\s+half)?\s*(?:-\s*)?(?=${UNIT}\b)`,
  "g",
);

/**
 * Inch fractions as words ("half inch", "half an inch", "quarter inch", "three quarter inch", "three-quarter"):
 * the fraction the reader reads as inches ("1/2in"). Only before "inch", so "half round gutter" is untouched.
 */
const FRACTION_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bthree[\s-]*quarters?(?:\s+of)?(?:\s+an)?\s*(?:-\s*)?(?=inch)/g, "3/4 "],
  [/\b(?:a\s+)?quarter(?:\s+of)?(?:\s+an)?\s*(?:-\s*)?(?=inch)/g, "1/4 "],
  [/\b(?:a\s+)?half(?:\s+an)?\s*(?:-\s*)?(?=inch)/g, "1/2 "],
];

/** "9 mil", "28mil", "75mils": the trade's spoken millimetres, only right after a number. */
const MIL = /(\d)\s*(?:mils?|mills?)\b/g;

/** "100 wide", "215 width": a unitless number that says it is a width is millimetres (blocks, boards, sections). */
const NUMBER_THEN_WIDE = /\b(\d{2,4}(?:\.\d+)?)\s*(wide|width)\b/g;

/** "6 x 2s", "3x2's", "two by sixes": a trade section in the plural is the section. */
const SMALL_NUMBER = String.raw`(?:\d{1,2}|${Object.keys(SPOKEN_NUMBERS).join("|")})`;
const PLURAL_SECTION = new RegExp(String.raw`\b(${SMALL_NUMBER}\s*(?:x|by)\s*${SMALL_NUMBER})(?:'s|e?s)\b`, "g");
/** "two-by-four", "4-by-2": a section written with hyphens is the section said with spaces. */
const HYPHENED_SECTION = new RegExp(String.raw`\b(${SMALL_NUMBER})-by-(?=${SMALL_NUMBER})`, "g");

/** The spoken sizes of a lower-cased query rewritten as written ones; everything else as it was. */
export function readSpokenSizes(lower: string): string {
  // Whole numbers first: "one and a half inch" is 1.5 inches, not "one" and a half inch.
  // Inch fractions said without "inch", typed as glyphs or as an inch and a part first (spoken-fractions.ts).
  let text = readSpokenFractions(lower)
    .replace(HYPHENED_SECTION, "$1 by ")
    .replace(WORD_THEN_UNIT, (m, word: string) => `${SPOKEN_NUMBERS[word]!}${/half/.test(m) ? ".5" : ""} `);
  for (const [pattern, to] of FRACTION_WORDS) text = text.replace(pattern, to);
  return text.replace(MIL, "$1mm").replace(NUMBER_THEN_WIDE, "$1mm $2").replace(PLURAL_SECTION, "$1");
}

/**
 * An inch fraction asked for (a query's "1/2 inch", "3/4in"), as merchants sell it: sheets in the metric thickness
 * that replaced it (a half-inch sheet is 12 mm ply or 12.5 mm plasterboard, three-quarter is 18 mm), pipe in its
 * metric bore (half-inch copper is 15 mm, three-quarter 22 mm). Null for other sizes. The sheet reading comes first;
 * the words beside the size ("mdf", "pipe") decide between them, as sizes rank and never filter beside words.
 */
export function tradeInchFraction(inches: number): string[] | null {
  return TRADE_FRACTIONS.get(Math.round(inches * 1000) / 1000) ?? null;
}

const TRADE_FRACTIONS: ReadonlyMap<number, string[]> = new Map([
  [0.25, ["6mm", "5.5mm"]],
  [0.375, ["9mm"]],
  [0.5, ["12mm", "12.5mm", "15mm"]],
  [0.625, ["15mm"]],
  [0.75, ["18mm", "22mm"]],
]);

/**
 * A pipe asked for by its old inch name, as merchants sell it: drainage and soil pipe "4 inch" is 110 mm, "6 inch"
 * 160 mm, "3 inch" 82 mm; waste pipe "1 1/4 inch" 32 mm and "1 1/2 inch" 40 mm; a "2 1/2 inch" downpipe 68 mm. A query's
 * reading only (size-tokens.ts), after the trade's 25 mm an inch: the words beside the size decide between a 100 mm
 * nail and a 110 mm pipe. Empty for other sizes. Where to extend: another bore sold under an inch name.
 */
export function tradePipeBore(inches: number): string[] {
  return PIPE_BORES.get(Math.round(inches * 1000) / 1000) ?? [];
}

const PIPE_BORES: ReadonlyMap<number, string[]> = new Map([
  // "1 inch copper" is the 28 mm tube (after the 25 mm an inch of a screw or a board).
  [1, ["28mm"]],
  [1.25, ["32mm"]],
  [1.5, ["40mm"]],
  [2.5, ["68mm"]],
  [3, ["82mm"]],
  [4, ["110mm"]],
  [6, ["160mm"]],
]);
