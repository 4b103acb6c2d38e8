import { foldUnicode, keepWords } from "./fold-unicode.ts";
import { applySynonyms } from "./text-synonyms.ts";

/**
 * Text canonicalisation shared by every extractor. All vocabulary phrases are run
 * through the same function, so a table entry written as "Multi-Finish" matches
 * "MULTIFINISH", "multi finish" and "Multi-Finish" alike.
 */

const UNIT_CANON: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(mm|millimet(re|er)s?)$/, "mm"],
  [/^(cm|centimet(re|er)s?)$/, "cm"],
  [/^(m|mtr|mtrs|met(re|er)s?|lm|lin m)$/, "m"],
  [/^(ft|feet|foot)$/, "ft"],
  [/^(in|inch|inches)$/, "in"],
  [/^(kg|kgs|kilos?|kilograms?)$/, "kg"],
  [/^(t|tonnes?|tons?)$/, "t"],
  [/^(m2|sqm|sq m|sq\.m|sq\. m|sq\.? ?(mtrs?|met(re|er)s?)|square met(re|er)s?)$/, "m2"],
  [/^(m3|cu m|cubic met(re|er)s?)$/, "m3"],
  [/^(l|ltrs?|lts?|lit(re|er)?s?)$/, "l"],
  [/^ml$/, "ml"],
  [/^(g|gauge|ga)$/, "g"],
  [/^(n|n\/mm2)$/, "n"],
  [/^(deg|degrees?)$/, "deg"],
];

const UNIT_WORD = String.raw`(?:millimet(?:re|er)s?|centimet(?:re|er)s?|met(?:re|er)s?|mtrs?|mm|cm|lin m|lm|sq\.? ?(?:mtrs?|met(?:re|er)s?)|sq\.? ?m|sqm|square met(?:re|er)s?|cubic met(?:re|er)s?|cu m|m2|m3|m|feet|foot|ft|inch(?:es)?|in|kilograms?|kilos?|kgs?|tonnes?|tons?|t|lit(?:re|er)?s?|ltrs?|lts?|ml|l|gauge|ga|g|n\/mm2|n|degrees?|deg)`;
const GLUED_AXIS_LABEL_RE = /\b([lwhtd])[:=]?(?=\d+(?:\.\d+)?\s?(?:mm|cm|m|mtrs?|met(?:re|er)s?|ft)(?![a-z0-9]))/g;
const NUMBER_UNIT_RE = new RegExp(String.raw`(\d+(?:\.\d+)?) ?(${UNIT_WORD})(?![a-z0-9])`, "g");

/** Sieve sizes aggregate gradings are named by (EN 12620, EN 13242), in millimetres. */
const AGGREGATE_SIEVES_MM = new Set([0, 1, 2, 4, 5, 6, 8, 10, 14, 16, 20, 28, 31.5, 40, 50, 63, 75, 80]);
/** A size with "/" between its dimensions ("2400/1200/12.5mm"); see normaliseUncached. */
const SLASHED_SIZE_RE = /(?<![a-z0-9./-])\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?){1,2} ?(?:mm|cm)(?![a-z0-9/])/g;

/**
 * A length written in feet and inches. A metric length restated to the nearest inch ("2.5m" as "8ft 2in",
 * "4m" as "13ft 1in", "1.2m" as "3ft 11in") lies within half an inch of it: that metric length is meant, not
 * the 300 mm step whole feet snap to (dimensions.ts). Otherwise the length stays in feet as written.
 */
function feetAndInches(ft: number, inch: number): string {
  const mm = (ft * 12 + inch) * 25.4;
  const metric = Math.round(mm / 100) * 100;
  if (inch > 0 && metric > 0 && Math.abs(mm - metric) <= 12.7) return `${metric / 1000}m`;
  return `${Math.round((ft + inch / 12) * 1000) / 1000}ft`;
}

const unitCache = new Map<string, string>();

function canonUnit(unit: string): string {
  let canon = unitCache.get(unit);
  if (canon === undefined) {
    canon = UNIT_CANON.find(([re]) => re.test(unit))?.[1] ?? unit;
    // Units are the few spellings NUMBER_UNIT_RE accepts, so this stays small.
    unitCache.set(unit, canon);
  }
  return canon;
}

function singular(token: string): string {
  if (token.length < 4) return token;
  // Letters only (was /^[a-z]+$/), not ending ss, us, is (or ous): plain loops, this runs for every token.
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 97 || c > 122) return token;
  }
  if (token.endsWith("ss") || token.endsWith("us") || token.endsWith("is")) return token;
  if (token.endsWith("ies") && token.length > 5) return `${token.slice(0, -3)}y`;
  return token.endsWith("s") ? token.slice(0, -1) : token;
}

/**
 * Lower-case, unit-canonical, punctuation-free, singular text, padded with one
 * space at each end so phrase tests can use " phrase " safely.
 */
export function normaliseText(raw: string | null | undefined): string {
  if (!raw) return " ";
  // Pure, and the same strings come back many times per row (title, brand, merchant, words) and per feed.
  // Two generations: a full young map becomes the old one, and what is still asked for moves back up.
  let out = recentNormalised.get(raw);
  if (out === undefined) {
    out = olderNormalised.get(raw) ?? normaliseUncached(raw);
    if (recentNormalised.size >= NORMALISED_GENERATION) {
      olderNormalised = recentNormalised;
      recentNormalised = new Map();
    }
    recentNormalised.set(raw, out);
  }
  return out;
}

const NORMALISED_GENERATION = 8192;
let recentNormalised = new Map<string, string>();
let olderNormalised = new Map<string, string>();

/**
 * A count with an "s": "10's" anywhere (not "4x2's", a section), "10s" in brackets or after "in" ("sold in 10s").
 * "of 10s" ("bag of 25s") is "of 25", which the pack patterns read with their own pack word.
 */
const COUNT_WITH_S_RE = /(?<![\w.])(\d{1,5}) ?'s\b|\(\s*(?:sold )?(?:in )?(\d{1,5})s\s*\)|\b(?:sold )?in (\d{1,5})s\b/g;
/** "200 (box)", "10 (pack)": a number with no unit, then only a container word in brackets. */
const BARE_COUNT_IN_CONTAINER_RE =
  /(?<![\d.x*]\s?)(?<![\d.])(\d{1,5})\s*\(\s*(box|pack|pk|packet|pkt|bag|tub|tin|tube|carton|sleeve|bucket|tray|case|bundle|set)\s*\)/g;
/** "4' x 2' x6", "35mm x1000": a glued "x" count after a sized dimension (see normaliseUncached). */
const GLUED_COUNT_RE = /(\d(?:mm|cm|m|ft|in)) +x(\d{1,3})(?=\s|$)(?!\s*[x*])/g;
/** Words of fixings, whose slashed sizes ("4/40mm") are gauge and length. */
const FIXING_WORD_RE = /\b(?:screws?|nails?|bolts?|fixings?|plugs?|anchors?|rivets?|pins?|staples?)\b/;
const COUNT_SLASH_CONTAINER_RE =
  /(?<![\d./x*])(\d{1,5}) ?\/ ?(box|pack|pk|packet|pkt|bag|tub|tin|tube|carton|sleeve|bucket|tray|case|bundle|set)\b/g;
/** "10 in pack", "250 in a box": a bare count "in" its container (else "10 in" reads as ten inches). */
const COUNT_IN_CONTAINER_RE =
  /(?<![\d./x*])(\d{1,5}) in (?:a |the |each )?(box|pack|pk|packet|pkt|bag|tub|tin|tube|carton|sleeve|bucket|tray|case|bundle|set)\b/g;
const COUNT_OF_S_RE = /\bof (\d{1,5})'?s\b/g;
/** "4x2's", "3x2's": timber sections in the plural, sizes and not counts. */
const SECTIONS_RE = /(\d ?x ?\d{1,2})'s\b/g;

/** Inch fractions with their whole number ("2-3/4in", "1 1/2in") or alone ("3/4in"); not codes ("CG90/100"). */
const INCH_FRACTION = /(?<![\d./])(?:(\d+)[- ])?([1-9]|1[0-5])\/(2|4|8|16)in\b/g;

function normaliseUncached(raw: string): string {
  // Each rewrite below is skipped when the character it needs is absent (same result, far less regex work):
  // ASCII text has no typographic quotes, signs, accents or compatibility forms.
  let s = /[\u0080-\uffff]/.test(raw)
    ? foldUnicode(raw)
    : (raw.includes("`") ? raw.replace(/`/g, "'") : raw).toLowerCase();
  // "2,400mm" is a thousands separator; "12,5mm" is a continental decimal comma.
  if (s.includes(",")) s = s.replace(/(\d),(\d{3})(?!\d)/g, "$1$2").replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2");
  // A count written with an "s" ("(10's)", "200'S", "(sold in 10s)", "bag of 25s") is the pack, at every unit and
  // pack word: the apostrophe is no foot mark there. A bare "10s" elsewhere stays as written.
  if (/\d ?'?s\b/.test(s)) {
    s = s
      .replace(COUNT_OF_S_RE, "of $1")
      .replace(SECTIONS_RE, "$1")
      .replace(COUNT_WITH_S_RE, (_m, ...n: Array<string | undefined>) => ` pack of ${n.slice(0, 3).find(Boolean)} `);
  }
  if (s.includes("'") || s.includes('"')) s = s.replace(/(\d)\s*(''|")/g, "$1in ").replace(/(\d)\s*'/g, "$1ft ");
  if (s.includes("/")) {
    s = s.replace(INCH_FRACTION, (m, whole: string | undefined, n: string, d: string) =>
      Number(n) < Number(d) ? `${Number(whole ?? 0) + Number(n) / Number(d)}in` : m,
    );
    // "2400/1200/12.5MM", "47/100MM": ERP exports write a size with "/" for the dimension sign. Only a chain of
    // two or three numbers closed by a millimetre or centimetre unit, not inside a code or path ("CG90/100mm").
    // An aggregate's grading is written the same way ("10/20mm", "4/10mm", "0/31.5mm": d/D in the EN 12620 and
    // EN 13242 sieve sizes): a rising pair of sieve sizes is left as it was, a grading; "25/50mm", "38/63mm" are sections.
    const fixing = FIXING_WORD_RE.test(s);
    s = s.replace(SLASHED_SIZE_RE, (m) => {
      const n = m.split("/").map(parseFloat);
      // A fixing's "4/40mm" is its gauge and length, never a grading.
      const grading = !fixing && n.length === 2 && n[0]! < n[1]! && n.every((v) => AGGREGATE_SIEVES_MM.has(v));
      return grading ? m : m.replace(/\//g, " x ");
    });
  }
  // "10 in pack", "250 in a box": the count in its container is the pack, before "10 in" can read as inches.
  if (s.includes(" in "))
    s = s.replace(COUNT_IN_CONTAINER_RE, (_m, n: string, container: string) => ` ${container} of ${n} `);
  // "250/box", "10/pack": a bare count, a slash and its container is the pack (as "Box/250" is).
  if (s.includes("/"))
    s = s.replace(COUNT_SLASH_CONTAINER_RE, (_m, n: string, container: string) => ` ${container} of ${n} `);
  if (s.includes("&") || s.includes("+") || s.includes("/")) {
    s = s
      .replace(/\bh\s*[+&]\s*h\b/g, " handh ")
      // "T&G", "T.& G.", "T. & G.": dotted initials too, else "P5 T.& G." reads "5 t", five tonnes.
      .replace(/\bt\.?\s*&\s*g\b\.?/g, " tg ")
      .replace(/\bu\/g\b/g, " underground ")
      // A slashed shorthand right after a size ("2400x1200 m/r p/board", "1200 t/e") is no unit: "1200 m/r" is
      // moisture resistant, not 1200 metres; "2400 t/e" tapered edge, not 2400 tonnes. Joined, it reads as the
      // shorthand ("mr", "te") that the abbreviation table and the board flags already know.
      .replace(/(\d ?)([mtln])\/([a-z])(?![a-z0-9])/g, "$1 $2$3")
      .replace(/&/g, " and ")
      .replace(/\+/g, " plus ");
  }
  // "20-40mm" is a range; keep it apart from "20 40mm" (a code next to a size).
  // Not after a dimension ("18x144 - 4200mm" is a size then a length), nor for lengths (gradings are ≤ 300 mm).
  // A dash with spaces is as often a separator ("Loft Roll 44 - 200mm"): a range then only when its ends are
  // a grading's (0 to 4, 10 to 20, 40 to 75: a bottom of at most 40, a top at most four times it).
  if (s.includes("-")) {
    s = s.replace(
      /(?<![x*]\s*)(?<![\d.])(\d+(?:\.\d+)?)(\s*)-(\s*)(\d+(?:\.\d+)?)\s*mm\b/g,
      (m, a: string, before: string, after: string, b: string) => {
        const spaced = before.length > 0 && after.length > 0;
        const grading = Number(a) === 0 || (Number(a) <= 40 && Number(b) <= Number(a) * 4);
        return Number(b) <= 300 && (!spaced || grading) ? `${a} to ${b}mm` : m.replace("-", " ");
      },
    );
  }
  // "38 by 63mm", "8ft by 4ft": "by" between two numbers is the dimension sign.
  if (s.includes(" by ")) s = s.replace(/(\d(?:mm|cm|m|ft|in)?)\s+by\s+(?=\d)/g, "$1 x ");
  // "4' x 2' x6": a glued "x6" after a sized dimension is a pack count, not a third dimension.
  if (/ x\d/.test(s)) s = s.replace(GLUED_COUNT_RE, "$1 pack of $2 ");
  // A bare count in brackets is a pack size: "Common Brick (500)", "Architrave 2.1m (5)" at the end; a bare
  // one-decimal figure there is a length in metres.
  // A bare count before its container in brackets is the pack too: "Wall Ties 250 (box)", "Plugs 100 (tub)".
  if (s.includes("("))
    s = s
      .replace(/\(\s*(\d{2,5})\s*\)/g, " pack of $1 ")
      // "Fence Post Treated (2.4)", "Copper Pipe 15mm (3.0)": a bare one-decimal figure in brackets closing the
      // title is the length in metres, as a yard's cutting list writes it (a count is never written "3.0").
      .replace(/\(\s*(\d\.\d)\s*\)\s*$/, " $1m ")
      .replace(/\(\s*([2-9])\s*\)\s*$/, " pack of $1 ")
      .replace(BARE_COUNT_IN_CONTAINER_RE, (_m, n: string, container: string) => ` ${container} of ${n} `);
  // "L2400mm", "W600mm", "H1.8m", "L:3m": an axis label glued to its measure, as some exports write a length
  // ("Treated Roofing Batten 25 x 38mm L3600mm"). Set apart, the measure reads as the size it is.
  // After a number the label goes too: "M10 L1000mm" must not read as "10 l", ten litres.
  if (/\b[lwhtd][:=]?\d/.test(s)) {
    s = s.replace(GLUED_AXIS_LABEL_RE, (_m, label: string, at: number, all: string) =>
      /\d ?$/.test(all.slice(0, at)) ? " " : `${label} `,
    );
  }
  s = s.replace(NUMBER_UNIT_RE, (_m, n: string, u: string) => `${n}${canonUnit(u)} `);
  // Again once units are glued: "0.25 Metre x250", "2.4 mtr x10" are counts too.
  if (/ x\d/.test(s)) s = s.replace(GLUED_COUNT_RE, "$1 pack of $2 ");
  // "7ft 10in" is one length (2.4 m restated in feet and inches), not a length and a 10-inch width.
  if (/\dft +\d/.test(s))
    s = s.replace(/(?<![\d.])(\d{1,2})ft +(\d{1,2}(?:\.\d+)?)in\b/g, (m, ft: string, inch: string) =>
      Number(inch) < 12 ? feetAndInches(Number(ft), Number(inch)) : m,
    );
  // "10 x 20kg", "25kg x 10": a count times a bag weight or volume is a pack of bags.
  // These three need an "x" or "*" before a number.
  if (/[x*]\s*\d/.test(s)) {
    s = s
      .replace(/(?<![\d.x]\s?)\b(\d{1,4}) ?[x*] ?(\d+(?:\.\d+)?(?:kg|l|ml|t) )/g, " pack of $1 $2")
      .replace(/(\d(?:kg|l|ml|t)) +[x*] ?(\d{1,4})(?=\s|$)(?!\s*[x*])/g, "$1 pack of $2 ");
  }
  if (/[x*]\s*\d/.test(s)) s = s.replace(/(\d)(mm|cm|m|ft|in)?\s*[x*]\s*(?=\d)/g, "$1$2 x ");
  // Whitespace of any kind becomes a space too, so tokens split on " " exactly as on /\s+/.
  // Text still holding non-ASCII after folding keeps the letters and digits of every script (see keepWords).
  s = /[\u0080-\uffff]/.test(s) ? keepWords(s) : s.replace(/[^a-z0-9.]/g, " ");
  if (s.includes(".")) s = s.replace(/(?<!\d)\.|\.(?!\d)/g, " ");
  const tokens = s.split(" ").filter(Boolean).map(singular);
  const out = applySynonyms(` ${tokens.join(" ")} `, new Set(tokens));
  // Only rewrites with odd spacing (or no tokens at all: "  ") leave whitespace to collapse.
  return out.includes("  ") || /[^\S ]/.test(out) ? out.replace(/\s+/g, " ") : out;
}

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
