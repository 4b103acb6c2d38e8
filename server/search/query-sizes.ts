/**
 * How a query's sizes are read before and after the importer's measurement reader (size-tokens.ts): typed forms
 * rewritten so that reader sees the size meant ("47 x 150 x 4.8" is 4.8 metres, "two by four" is 2x4, "Ø110" a
 * diameter), then the constraints finished (near sizes, a section and a length typed apart). Pure; tokeniseQuery
 * (parse-search-query.ts) calls it.
 */
import { readLengthRanges } from "./length-ranges.ts";
import { slashedSidesAsSize, type SizeConstraint } from "./size-tokens.ts";
import { readSpokenSizes, SECTION_NUMBER_WORDS } from "./spoken-sizes.ts";
import { withoutPackBesideSize } from "./pack-beside-size.ts";
import { readFixingSizes, withOtherFixingSizes } from "./fixing-sizes.ts";

const NUMBER = `(\\d+(?:\\.\\d+)?|${Object.keys(SECTION_NUMBER_WORDS).join("|")})`;
const BY_SIZE = new RegExp(`\\b${NUMBER}\\s*(?:by|x)\\s*${NUMBER}\\b`, "g");
/**
 * A section and a unitless small last number ("47 x 150 x 4.8"): timber is cut in metres, so the last number is a
 * length in metres, not 4.8 mm. Only when both section numbers are at least 12 (millimetres) and the length is
 * under 13 (no stock length is 13 m; no section is 4.8 mm).
 */
const SECTION_AND_LENGTH =
  /\b(\d{2,4}(?:\.\d+)?\s*x\s*\d{2,4}(?:\.\d+)?\s*x\s*)(\d{1,2}(?:\.\d+)?)(?![\d.]|\s*(?:mm|cm|m|in|ft|'|"))/g;
/**
 * A section then a lone decimal ("150 x 47 4.8", "two by four 3.6"): the same reading without the second "x".
 * Only a decimal (stock lengths are 2.4, 3.6, 4.8 m): "100 x 50 25" stays a bare number.
 */
const SECTION_THEN_LENGTH = /\b(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?) (\d{1,2}\.\d+)(?![\d.]|\s*(?:mm|cm|m|in|ft|kg|'|"))/g;
/** A trade section run into a decimal length ("4x2x3.6"): the length is in metres, as after a space. */
const NOMINAL_AND_LENGTH = /\b(\d{1,2})\s*x\s*(\d{1,2})\s*x\s*(\d{1,2}\.\d+)(?![\d.]|\s*(?:mm|cm|m|in|ft|kg|'|"))/g;
/**
 * Two unitless numbers under 13, at least one with a decimal point ("1.83 x 1.22", "2.4 by 1.2", "1.8 x 0.9"): a
 * panel's, a sheet's or a roll's sides in metres, as titles write "1.83 x 1.22m"; no section or fixing is 1.83 mm.
 * Not part of a longer size ("47 x 150 x 4.8" is a section and its length: SECTION_AND_LENGTH).
 */
const UNITLESS_METRES =
  /(?<![\d.]|[\d.]\s*(?:x|by)\s*)\b(\d{1,2}(?:\.\d+)?)\s*(?:x|by)\s*(\d{1,2}(?:\.\d+)?)(?![\d.]|\s*(?:mm|cm|m|in|inch|ft|feet|foot|kg|x|by|mil|'|")\b|\s*(?:x|by|'|"))/g;
/**
 * A sheet's face in metres then its thickness ("2.4 x 1.2 x 18mm", "1.2 x 2.4 x 12.5 plasterboard", "2.4 x 1.2 x
 * 100 pir"): the face's two numbers under 13 with a decimal point are metres, the last (3 to 300) millimetres, as
 * titles write "2400 x 1200 x 18mm". Read as one group, the last number's unit would make the face 2.4 mm.
 */
const METRE_FACE_THEN_THICKNESS =
  /(?<![\d.])\b(\d{1,2}(?:\.\d+)?)\s*(?:m\s*)?(?:x|by)\s*(\d{1,2}(?:\.\d+)?)\s*(?:m\s*)?(?:x|by)\s*(\d{1,3}(?:\.\d+)?)(?:\s*mm)?(?![\d.]|\s*(?:cm|m|in|ft|kg|x|'|")\b)/g;
/** "Ø110", "⌀ 15mm": a diameter, in millimetres when no unit follows. */
const DIAMETER_SIGN = /[ø⌀]\s*(\d+(?:\.\d+)?)(mm|cm|m)?(?![\d.])/g;
/** "110mm Ø", "110 ⌀": the sign after the number says the same. */
const DIAMETER_SIGN_AFTER = /(\d+(?:\.\d+)?)\s*(mm|cm)?\s*[ø⌀]/g;
/**
 * A unitless number beside a word that says it is a diameter or thickness ("110 dia", "dia 110", "100 thick"):
 * millimetres, as the word says the number is a size.
 */
const NUMBER_THEN_MEASURE = /\b(\d+(?:\.\d+)?)\s*(dia|diam|diameter|thick)\b/g;
const MEASURE_THEN_NUMBER = /\b(dia|diam|diameter)\.?\s*(\d+(?:\.\d+)?)(?![\d.]|\s*(?:mm|cm|m|in|ft|x)\b)/g;
/**
 * "200mm deep", "1.8m high", "6ft tall": right after a size with its unit, these say which measure it is, as
 * MEASURE_WORDS do. Elsewhere they name products ("deep flow gutter", "high strength block"), so only at the
 * query's end or before another number.
 */
const SIZE_THEN_SIDE = /(\d(?:mm|cm|m|ft|in|'|"))\s*(?:deep|high|tall)\b(?=\s*$|\s+\d)/g;
/** How a product is priced ("per m2", "per tonne", "per length"), not what it is: no title writes it. */
const PRICED_PER =
  /\bper\s+(?:m2|m²|sq\.?\s?m|sqm|square\s+met(?:re|er)s?|m3|m³|cubic\s+met(?:re|er)s?|met(?:re|er)|m|tonne|ton|bag|pack|sheet|length|roll|pallet)(?![a-z0-9])/g;
/**
 * A millimetre section and a length in feet ("47 x 100 x 12ft", "75x75x8'"): the feet are the length only, as
 * "47x100 12ft" reads (a stock length first); kept in one group, every number would take the feet.
 */
const SECTION_BY_FEET = /\b(\d{2,3})\s*x\s*(\d{2,3})(?:\s*mm)?\s*x\s*(\d{1,2})\s*(ft|feet|foot|')/g;
/**
 * A millimetre section and a length in centimetres ("47 x 100 x 360cm"): the centimetres are the length only, as
 * titles write "47 x 100mm x 360cm"; read as one group, every number would take them (a 47 cm side). Only a length
 * of a metre or more and sides of 12 or more.
 */
const SECTION_BY_CENTIMETRES = /\b(\d{2,3})\s*x\s*(\d{2,3})(?:\s*mm)?\s*x\s*(\d{3,4})\s*cm\b/g;
/**
 * "600 sq", "300mm square", "3 inch square": a square item by its side, as titles write "600 x 600mm" (slabs,
 * tiles, planed square timber). Not before an area's unit ("10 sq m", "5 square metres"), nor where "square" names a
 * shape of a part rather than the item ("12.5mm square edge", "65mm square downpipe", "square line gutter"): the
 * size there is the part's own. Where to extend: another shape word in SQUARE_PART.
 */
const SQUARE_PART = String.raw`edged?|line|head|drive|downpipes?|pipes?|gutters?|guttering|shoes?|bends?|branch|hoppers?|clips?|brackets?|rainwater`;
const SIDE_SQUARE = new RegExp(
  String.raw`\b(\d+(?:\.\d+)?)\s*(mm|cm|in|inch)?\s*(?:sq|square)\b(?!\s*(?:m|mtrs?|met(?:re|er)s?|ft|feet|foot|yds?|yards?|m2|cm|mm|in|inch(?:es)?|${SQUARE_PART})\b|\.)`,
  "g",
);
/** A unit run into the word after it ("100mmPIR", "18mmply", "25kgbag"): the size, then the word. */
const UNIT_THEN_WORD = /(\d)(mm|cm|kg)(?=[a-z]{2,})/g;
/** An inch fraction typed apart from its unit ("1/2 inch", "3/4 in"): glued, the normaliser reads it as inches. */
const FRACTION_THEN_INCH = /(\d\/(?:2|4|8|16))\s+(?:inch(?:es)?|in)\b/g;
/**
 * A proper inch fraction with no unit at all ("3/4 copper", "1/2 ply", "1/4 mdf"): UK buyers still name pipe bores
 * and sheet thicknesses in inches without writing the unit, and nothing else in the trade is a bare 3/4 (codes carry
 * letters or larger numbers: "CG90/100"). Read as inches, so the sizes the fraction is sold as (spoken-sizes.ts
 * tradeInchFraction) rank; not beside another number or slash ("2.4/3.6m", "1 1/2 inch"), nor before a unit.
 */
const BARE_FRACTION =
  /(?<![\d./]\s?)\b([1-9]|1[0-5])\/(2|4|8|16)(?![\d./]|\s*(?:in|inch|inches|ft|mm|cm|m|"|'|x|by|round)\b|")/g;

/**
 * Words that say which measure a typed size is ("100mm thick", "3m long", "15mm dia", "150mm wide"): beside a size
 * they add nothing the size does not, and titles rarely write them, so kept as words they would match nothing.
 * Canonical (singular) forms. Not "deep" or "high": "deep flow gutter", "high strength block" name products.
 */
const MEASURE_WORDS: ReadonlySet<string> = new Set([
  "dia",
  "diam",
  "diameter",
  "thick",
  "thickness",
  "long",
  "length",
  "wide",
  "width",
  "depth",
  "height",
  // A pipe's or a fitting's size by its bore or its outside diameter ("15mm bore", "22mm od").
  "bore",
  "od",
]);

/**
 * A lower-cased query's typed size forms rewritten into the forms the measurement reader reads as meant, and the
 * sizes read here that it has no form for (ranges of lengths: length-ranges.ts).
 */
export function readTypedSizes(lower: string): { text: string; sizes: SizeConstraint[] } {
  const { text, ranges } = readLengthRanges(slashedSidesAsSize(readSpokenSizes(lower)));
  const read = text
    .replace(UNIT_THEN_WORD, "$1$2 ")
    .replace(SECTION_BY_FEET, (m, a: string, b: string, feet: string, unit: string) =>
      Number(a) >= 12 && Number(b) >= 12 ? `${a}x${b}mm ${feet}${unit === "'" ? "ft" : unit}` : m,
    )
    .replace(SECTION_BY_CENTIMETRES, (m, a: string, b: string, cm: string) =>
      Number(a) >= 12 && Number(b) >= 12 && Number(cm) >= 100 ? `${a}x${b}mm x ${cm}cm` : m,
    )
    .replace(SIDE_SQUARE, (_m, n: string, unit: string | undefined) => {
      const u = unit === "inch" ? "in" : (unit ?? "");
      return `${n}${u} x ${n}${u}`;
    })
    .replace(FRACTION_THEN_INCH, "$1in")
    .replace(BARE_FRACTION, (m, top: string, bottom: string) => (Number(top) < Number(bottom) ? `${m}in` : m));
  const spelled = readFixingSizes(read)
    .replace(SECTION_AND_LENGTH, (m, section: string, last: string) => (sectionMetres(section, last) ? `${m}m` : m))
    .replace(NOMINAL_AND_LENGTH, (m, a: string, b: string) => (nominalSection(a, b) ? `${m}m` : m))
    .replace(METRE_FACE_THEN_THICKNESS, (m, a: string, b: string, t: string) =>
      metreFace(a, b) && Number(t) >= 3 && Number(t) <= 300 ? `${a}m x ${b}m x ${t}mm` : m,
    )
    .replace(UNITLESS_METRES, (m, a: string, b: string) =>
      (a.includes(".") || b.includes(".")) && Number(a) < 13 && Number(b) < 13 ? `${a}m x ${b}m` : m,
    )
    .replace(DIAMETER_SIGN_AFTER, (_m, n: string, unit: string | undefined) => ` ${n}${unit ?? "mm"} `)
    .replace(DIAMETER_SIGN, (_m, n: string, unit: string | undefined) => ` ${n}${unit ?? "mm"}`)
    .replace(SIZE_THEN_SIDE, "$1")
    .replace(NUMBER_THEN_MEASURE, "$1mm $2")
    .replace(MEASURE_THEN_NUMBER, "$1 $2mm")
    .replace(PRICED_PER, " ")
    .replace(BY_SIZE, (_m, a: string, b: string) => `${toDigits(a)}x${toDigits(b)}`)
    .replace(SECTION_THEN_LENGTH, (m, a: string, b: string, last: string) => {
      if (sectionMetres(`${a}x${b}`, last)) return `${a}x${b}x${last}m`;
      return nominalSection(a, b) ? `${m}m` : m;
    });
  return { text: withoutPackBesideSize(spelled), sizes: ranges };
}

/** Whether a word only says which measure a size is (MEASURE_WORDS): dropped when the query states a size. */
export function isMeasureWord(word: string): boolean {
  return MEASURE_WORDS.has(word);
}

/** UK stock lengths are 300 mm steps (1.8, 2.4 … 7.2 m). */
const STOCK_LENGTH_MM = { step: 300, min: 1800, max: 7200 };

/**
 * A number typed without a unit ("kingspan 100", "2.4 cls"): a soft size that ranks and never filters beside words,
 * since catalogues write sizes with units. Millimetres or kilograms, or, for a decimal that is a stock length in
 * metres ("2.4", "3.6", "4.8"), that length first: no sheet or section is 2.4 mm, and a 12.5 stays millimetres.
 */
export function bareNumberSize(word: string): SizeConstraint {
  const plain = [`${word}mm`, `${word}kg`];
  const mm = Math.round(Number(word) * 1000);
  const stock =
    word.includes(".") && mm % STOCK_LENGTH_MM.step === 0 && mm >= STOCK_LENGTH_MM.min && mm <= STOCK_LENGTH_MM.max;
  return { label: word, tokens: stock ? [`${mm}mm`, ...plain] : plain, bare: true };
}

/**
 * The query's sizes as searched. Sizes alone: a section and a length typed apart are one size. Beside words each
 * still ranks on its own (a named product's section and its length both count, as its title states them).
 */
export function finishQuerySizes(measured: SizeConstraint[], besideWords: boolean): SizeConstraint[] {
  return (besideWords ? measured : withSectionLength(measured)).map(withNearSizes);
}

/**
 * A full three-number size ("100 x 47 x 3.6m", "440 x 215 x 100") also admits, ranked just below it, the products
 * that share two of its numbers: the same section in another length, the same block face or board in another
 * thickness. Products carry every pair of their numbers as a token (size-tokens.ts), so both pairs (without the
 * largest, without the smallest) are plain alternatives.
 */
/** The widest timber section or post a merchant stocks is 300 mm (a 75 x 300 joist); sheets and blocks are wider. */
const SECTION_MAX_MM = 300;

function withNearSizes(typed: SizeConstraint): SizeConstraint {
  const size = withOtherFixingSizes(withHalfMillimetres(typed));
  // Each reading of the size ("8ft x 4ft x 18mm" is also 2400 x 1200 x 18) admits its own pairs.
  const readings = typed.tokens.map((t) => t.split("x"));
  if (readings.some((parts) => parts.length !== 3 || parts.some((p) => !/^\d+(?:\.\d+)?$/.test(p)))) return size;
  // A section and its length ("100 x 100 x 2.4m") admit the section in other lengths only: a section's side by a
  // length (100 x 2400) names no product, but a 100 mm board's face does.
  const pairs = readings.flatMap(([small, middle, large]) =>
    Number(large) >= 1000 && Number(middle) < SECTION_MAX_MM
      ? [`${small}x${middle}`]
      : [`${small}x${middle}`, `${middle}x${large}`],
  );
  return { ...size, tokens: [...new Set([...size.tokens, ...pairs])] };
}

/**
 * Sides written to the half millimetre ("215 x 102.5 x 65mm" bricks, "440 x 215 x 102.5") are typed rounded
 * ("215 x 103 x 65"): each whole side from 50 mm to a section's widest also reads half a millimetre either way, one
 * side at a time, ranked with the near sizes.
 */
function withHalfMillimetres(size: SizeConstraint): SizeConstraint {
  const sides = size.tokens[0]!.split("x");
  // Three sides under a metre: a brick's, a block's or a paver's (a section's length or a sheet's face is stated whole).
  if (sides.length !== 3 || sides.some((p) => !/^\d+(?:\.\d+)?$/.test(p) || Number(p) >= 1000)) return size;
  const halves = sides.flatMap((side, i) =>
    /^\d+$/.test(side) && Number(side) >= HALF_MM_FROM && Number(side) < SECTION_MAX_MM
      ? [-0.5, 0.5].map((d) =>
          sides
            .map((s, j) => (j === i ? Number(s) + d : Number(s)))
            .sort((a, b) => a - b)
            .join("x"),
        )
      : [],
  );
  return { ...size, tokens: [...new Set([...size.tokens, ...halves])] };
}

/** Sides under this are thicknesses, where half a millimetre is another product (12 mm ply, 12.5 mm plasterboard). */
const HALF_MM_FROM = 50;

/**
 * A trade section and a stock length typed apart, with no words ("4x2 4.8m", "two by four 3.6"): one size, so the section in that
 * length ranks first and the section in other lengths (and the trade name's other sections in that length) follow, instead
 * of the length filtering out every other length of the section.
 */
function withSectionLength(sizes: SizeConstraint[]): SizeConstraint[] {
  const section = sizes.filter((s) => /^\d+(?:\.\d+)?x\d+(?:\.\d+)?$/.test(s.tokens[0]!));
  // A length in feet carries two readings (size-tokens.ts): 12 ft as itself and as the 3.6 m it is sold as.
  const length = sizes.filter((s) => s.tokens.every((t) => /^\d{4,5}mm$/.test(t)));
  if (section.length !== 1 || length.length !== 1 || sizes.length !== 2) return sizes;
  const [pair] = section;
  const lengths = length[0]!.tokens.map((t) => t.replace("mm", ""));
  const [first, ...others] = pair!.tokens;
  const inLength = (t: string) => lengths.map((mm) => `${t}x${mm}`);
  // The named section in any length; the trade name's other sections only in the length asked for.
  // A title naming only the trade size ("4x2 CLS") carries no millimetre pair to add a length to: any length.
  const tokens = [...inLength(first!), first!, ...others.flatMap((t) => (t.startsWith("n") ? [t] : inLength(t)))];
  // Each length of a range is the size asked for, in the named section.
  return [{ label: `${pair!.label} ${length[0]!.label}`, tokens, exact: length[0]!.exact ?? 1 }];
}

/**
 * A section's numbers are at least 12 (millimetres) and under 1000: "2400 x 1200 x 12.5" is a sheet's face and
 * its thickness, not a 12.5 m length.
 */
function sectionMetres(section: string, last: string): boolean {
  const [a, b] = section.split("x").map((n) => Number(n.trim()));
  return [a!, b!].every((n) => n >= 12 && n < 1000) && Number(last) > 0 && Number(last) < 13;
}

/** Two numbers under 13, one with a decimal point: a sheet's or a panel's sides in metres ("2.4", "1.2"). */
function metreFace(a: string, b: string): boolean {
  return (a.includes(".") || b.includes(".")) && Number(a) < 13 && Number(b) < 13;
}

/** A trade's imperial section ("4x2", "6x2"): whole inches, none over 12 (nominal-sizes.ts reads them). */
function nominalSection(a: string, b: string): boolean {
  return [a, b].every((n) => /^\d{1,2}$/.test(n) && Number(n) > 0 && Number(n) <= 12);
}

function toDigits(n: string): string {
  return SECTION_NUMBER_WORDS[n] ?? n;
}
