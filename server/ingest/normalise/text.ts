/**
 * Text canonicalisation shared by every extractor. All vocabulary phrases are run
 * through the same function, so a table entry written as "Multi-Finish" matches
 * "MULTIFINISH", "multi finish" and "Multi-Finish" alike.
 */

/** Whole-phrase rewrites applied after punctuation and plural stripping (keys are already canonical). */
const SYNONYMS: ReadonlyArray<readonly [string, string]> = [
  ["multifinish", "multi finish"],
  ["boardfinish", "board finish"],
  ["hard wall", "hardwall"],
  ["loftroll", "loft roll"],
  ["post crete", "postcrete"],
  ["post mix", "postmix"],
  ["post fix", "postfix"],
  ["plaster board", "plasterboard"],
  ["wall board", "wallboard"],
  ["sub base", "subbase"],
  ["all in", "allin"],
  ["tongue and groove", "tg"],
  ["tongue groove", "tg"],
  ["eng", "engineering"],
  ["perf", "perforated"],
  ["reg", "regularised"],
  ["regularized", "regularised"],
  ["kd", "kiln dried"],
  ["tanalized", "tanalised"],
  ["tanalise", "tanalised"],
  ["bs 5534", "bs5534"],
  ["damp proof membrane", "dpm"],
  ["damp proof course", "dpc"],
  ["m r", "mr"],
  ["gyp", "gyproc"],
  // ERP abbreviations seen in trade exports.
  ["insp", "inspection"],
  ["seg", "segmental"],
  ["std", "standard"],
  ["hi str", "high strength"],
  ["exp foam", "expanding foam"],
  ["hr", "half round"],
  ["chip", "chipping"],
  // Trade/ERP abbreviations for drainage fittings.
  ["ug", "underground"],
  ["d s", "double socket"],
  ["s s", "single socket"],
  ["p e", "plain ended"],
  ["hi strength", "high strength"],
  ["sterling osb", "sterlingosb"],
  ["osb 3", "osb3"],
  ["osb 2", "osb2"],
  ["medium density fibreboard", "mdf"],
  ["thermapitch", "tp10"],
  ["plywood", "ply"],
  ["whitewood", "white wood"],
  // US spellings: feeds syndicated through US tooling come back americanised.
  ["color", "colour"],
  ["gray", "grey"],
  ["fiber", "fibre"],
  ["fiberboard", "fibreboard"],
  ["meter", "metre"],
  ["liter", "litre"],
  ["mold", "mould"],
];

const UNIT_CANON: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(mm|millimet(re|er)s?)$/, "mm"],
  [/^(cm|centimet(re|er)s?)$/, "cm"],
  [/^(m|mtr|mtrs|met(re|er)s?|lm|lin m)$/, "m"],
  [/^(ft|feet|foot)$/, "ft"],
  [/^(in|inch|inches)$/, "in"],
  [/^(kg|kgs|kilos?|kilograms?)$/, "kg"],
  [/^(t|tonnes?|tons?)$/, "t"],
  [/^(m2|sqm|sq m|sq\.m|sq\. m|square met(re|er)s?)$/, "m2"],
  [/^(m3|cu m|cubic met(re|er)s?)$/, "m3"],
  [/^(l|ltrs?|lt|lit(re|er)s?)$/, "l"],
  [/^ml$/, "ml"],
  [/^(g|gauge|ga)$/, "g"],
  [/^(n|n\/mm2)$/, "n"],
  [/^(deg|degrees?)$/, "deg"],
];

const UNIT_WORD = String.raw`(?:millimet(?:re|er)s?|centimet(?:re|er)s?|met(?:re|er)s?|mtrs?|mm|cm|lin m|lm|sq\.? ?m|sqm|square met(?:re|er)s?|cubic met(?:re|er)s?|cu m|m2|m3|m|feet|foot|ft|inch(?:es)?|in|kilograms?|kilos?|kgs?|tonnes?|tons?|t|lit(?:re|er)s?|ltrs?|lt|ml|l|gauge|ga|g|n\/mm2|n|degrees?|deg)`;
const NUMBER_UNIT_RE = new RegExp(String.raw`(\d+(?:\.\d+)?) ?(${UNIT_WORD})(?![a-z0-9])`, "g");

function canonUnit(unit: string): string {
  for (const [re, canon] of UNIT_CANON) if (re.test(unit)) return canon;
  return unit;
}

function singular(token: string): string {
  if (token.length < 4 || !/^[a-z]+$/.test(token)) return token;
  if (/(ss|us|is|ous)$/.test(token)) return token;
  if (token.endsWith("ies") && token.length > 5) return `${token.slice(0, -3)}y`;
  return token.endsWith("s") ? token.slice(0, -1) : token;
}

function applySynonyms(padded: string): string {
  let s = padded;
  // includes() first: most synonyms are absent, and split/join allocates even then (hot path of every import).
  for (const [from, to] of SYNONYMS) if (s.includes(` ${from} `)) s = s.split(` ${from} `).join(` ${to} `);
  return s;
}

/**
 * Lower-case, unit-canonical, punctuation-free, singular text, padded with one
 * space at each end so phrase tests can use " phrase " safely.
 */
export function normaliseText(raw: string | null | undefined): string {
  if (!raw) return " ";
  let s = raw
    .replace(/[\u2018\u2019\u2032\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/[\u00d7\u2715\u2716]/g, "x")
    .replace(/\u00b0/g, " deg ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  // "2,400mm" is a thousands separator; "12,5mm" is a continental decimal comma.
  s = s.replace(/(\d),(\d{3})(?!\d)/g, "$1$2").replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2");
  s = s.replace(/(\d)\s*(''|")/g, "$1in ").replace(/(\d)\s*'/g, "$1ft ");
  s = s
    .replace(/\bh\s*[+&]\s*h\b/g, " handh ")
    .replace(/\bt\s*&\s*g\b/g, " tg ")
    .replace(/\bu\/g\b/g, " underground ")
    .replace(/&/g, " and ")
    .replace(/\+/g, " plus ");
  // "20-40mm" is a range; keep it apart from "20 40mm" (a code next to a size).
  s = s.replace(/(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*mm\b/g, "$1 to $2mm");
  // "4' x 2' x6": a glued "x6" after a sized dimension is a pack count, not a third dimension.
  s = s.replace(/(\d(?:mm|cm|m|ft|in)) +x(\d{1,3})(?=\s|$)(?!\s*[x*])/g, "$1 pack of $2 ");
  // A bare count in brackets is a pack size: "Common Brick (500)".
  s = s.replace(/\(\s*(\d{2,5})\s*\)/g, " pack of $1 ");
  s = s.replace(NUMBER_UNIT_RE, (_m, n: string, u: string) => `${n}${canonUnit(u)} `);
  s = s.replace(/(\d)(mm|cm|m|ft|in)?\s*[x*]\s*(?=\d)/g, "$1$2 x ");
  s = s.replace(/[^a-z0-9.\s]/g, " ").replace(/(?<!\d)\.|\.(?!\d)/g, " ");
  const tokens = s.split(/\s+/).filter(Boolean).map(singular);
  return applySynonyms(` ${tokens.join(" ")} `).replace(/\s+/g, " ");
}

const phraseCache = new Map<string, string>();

/** A vocabulary phrase in the same canonical form as normaliseText output, without padding. */
export function canonPhrase(phrase: string): string {
  let c = phraseCache.get(phrase);
  if (c === undefined) {
    c = normaliseText(phrase).trim();
    phraseCache.set(phrase, c);
  }
  return c;
}

export function hasPhrase(text: string, phrase: string): boolean {
  const c = canonPhrase(phrase);
  return c.length > 0 && text.includes(` ${c} `);
}

export function removePhrase(text: string, phrase: string): string {
  const c = canonPhrase(phrase);
  if (!c || !text.includes(` ${c} `)) return text;
  return text.split(` ${c} `).join(" ");
}

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
