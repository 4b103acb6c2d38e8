/**
 * Inch fractions as UK buyers say and type them for pipe, fittings and sheets, rewritten before the other spoken
 * sizes (spoken-sizes.ts readSpokenSizes calls this first) into the slashed inch forms the measurement reader and
 * query-sizes.ts already read ("3/4in", "1 1/4in"):
 *
 * - a fraction glyph ("¾ copper", "1½ waste"): the normaliser would read it as a bare decimal word ("0.75");
 * - a fraction said without "inch" before the kind it sizes or after it at the end ("three quarter copper", "half
 *   ply", "copper elbow three quarter"): pipe bores and sheet thicknesses are still named so at the counter;
 * - an inch and a part ("inch and a quarter waste", "one and a quarter inch", "1 and a half inch");
 * - eighths ("five eighths plasterboard", "5/8ths", "three eighth ply");
 * - a whole and a fraction with no unit ("1 1/4 waste", "2 1/2 downpipe"): nothing else in the trade is written so.
 *
 * Pure. Where to extend: another kind sized in inch fractions in INCH_SIZED_KINDS; another spoken part in PARTS.
 */

/** Fraction glyphs as the slashed fractions the query reader knows ("1½" is "1 1/2"). */
const GLYPHS: Readonly<Record<string, string>> = {
  "½": "1/2",
  "¼": "1/4",
  "¾": "3/4",
  "⅛": "1/8",
  "⅜": "3/8",
  "⅝": "5/8",
  "⅞": "7/8",
};
const GLYPH = /(\d?)\s?([½¼¾⅛⅜⅝⅞])/g;

/**
 * Words of the kinds sold by an inch fraction (pipe bores, fittings, sheet thicknesses): a fraction said just before
 * one of them, or at the end after one, is that many inches. Canonical lower-case forms, singular and plural.
 */
const INCH_SIZED_KINDS = [
  "copper",
  "pipes?",
  "pipework",
  "tubes?",
  "ply",
  "plywood",
  "mdf",
  "hardboard",
  "chipboard",
  "osb",
  "plasterboard",
  "plaster ?board",
  "elbows?",
  "tees?",
  "couplers?",
  "couplings?",
  "fittings?",
  "compression",
  "push ?fit",
  "speedfit",
  "valves?",
  "ball valve",
  "gate valve",
  "isolating valve",
  "stop ?cock",
  "stop tap",
  "bsp",
  "olives?",
  "tap connectors?",
  "waste",
  "overflow",
  "barrier pipe",
  "mdpe",
];
// Not "sheet", "board" or "bend": a half sheet is a size of sheet, a quarter bend an angle.
const KIND = `(?:${INCH_SIZED_KINDS.join("|")})\\b`;

/**
 * Spoken fractions of an inch, each with the slashed form, longer phrases first. `last`: also read at the query's
 * end after the kind ("copper elbow three quarter"); a lone "half" or "quarter" there is too often something else.
 */
const PARTS: ReadonlyArray<readonly [spoken: string, slashed: string, last: boolean]> = [
  ["(?:three|3)[\\s-]*quarters?", "3/4", true],
  ["(?:seven|7)[\\s-]*eighths?", "7/8", true],
  ["(?:five|5)[\\s-]*eighths?", "5/8", true],
  ["(?:three|3)[\\s-]*eighths?", "3/8", true],
  ["(?:an?|one)[\\s-]*eighth", "1/8", false],
  ["(?:a\\s+)?quarter", "1/4", false],
  ["(?:a\\s+)?half", "1/2", false],
];

/** Each part before the kind ("three quarter copper"), and, when `last`, at the end after it ("ply three quarter"). */
const PART_PATTERNS = PARTS.map(([spoken, slashed, last]) => ({
  slashed,
  before: new RegExp(String.raw`\b${spoken}(?:\s+of\s+an|\s+an)?\s+(?=${KIND})`, "g"),
  after: last ? new RegExp(String.raw`(\b${KIND}.*\s)${spoken}\s*$`, "g") : null,
}));

/** "5/8ths", "3/4s", "1/2's": a slashed fraction with a plural or ordinal ending is the fraction. */
const FRACTION_ENDING = /\b(\d\/(?:2|4|8|16))(?:ths|th|'s|s)\b/g;

/** Whole-number words an inch and a part may start with ("one and a quarter inch"). */
const WHOLE = String.raw`(?:one|two|three|four|\d)`;
const WHOLE_WORDS: Readonly<Record<string, string>> = { one: "1", two: "2", three: "3", four: "4" };
const AND_PART = String.raw`and\s+(a\s+quarter|a\s+half|three\s+quarters?)`;
const PART_VALUE: Readonly<Record<string, string>> = { quarter: ".25", half: ".5", three: ".75" };

/** "inch and a quarter", "an inch and a half", "one inch and three quarters": 1.25, 1.5, 1.75 inches. */
const INCH_AND_PART = new RegExp(String.raw`\b(?:(?:an|one|1)\s+)?inch\s+${AND_PART}\b`, "g");
/** "one and a quarter inch", "1 and a half inch", "two and a half inch": the whole number and its part. */
const WHOLE_AND_PART = new RegExp(String.raw`\b(${WHOLE})\s+${AND_PART}\s*(?=inch|in\b|")`, "g");
/** "1 1/4 waste", "2 1/2 downpipe": a whole and a proper fraction, no unit after it. */
const BARE_MIXED =
  /(?<![\d./]\s?)\b(\d{1,2}) ([1-7])\/(2|4|8)(?![\d./]|\s*(?:in|inch|inches|ft|mm|cm|m|"|'|x|by)\b|")/g;

/** The spoken and glyph inch fractions of a lower-cased query rewritten as slashed inches; the rest untouched. */
export function readSpokenFractions(lower: string): string {
  let text = lower
    .replace(GLYPH, (_m, whole: string, glyph: string) => `${whole ? `${whole} ` : " "}${GLYPHS[glyph]!}`)
    .replace(FRACTION_ENDING, "$1")
    .replace(INCH_AND_PART, (_m, part: string) => `1${partValue(part)}in `)
    .replace(WHOLE_AND_PART, (_m, whole: string, part: string) => `${WHOLE_WORDS[whole] ?? whole}${partValue(part)} `);
  for (const { before, after, slashed } of PART_PATTERNS) {
    text = text.replace(before, `${slashed}in `);
    if (after) text = text.replace(after, `$1${slashed}in`);
  }
  return text.replace(BARE_MIXED, "$1 $2/$3in").replace(/\s+/g, " ").trim();
}

/** "a quarter" .25, "a half" .5, "three quarters" .75. */
function partValue(part: string): string {
  const [first, second] = part.split(/\s+/);
  return first === "three" ? PART_VALUE.three! : PART_VALUE[second!]!;
}
