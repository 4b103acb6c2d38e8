/**
 * Readable case for merchant titles typed in capitals ("BRITISH GYPSUM LTD GYPROC WB PLASTERBOARD TE 15MM"):
 * such a title becomes a product name shown to shoppers, and all-caps text reads as shouting and is slower
 * to scan. Blind title case would break what capitals mean in this trade ("15Mm", "Mdf", "Osb3", "Cem Ii"),
 * so units, grades, trade codes and brand spellings are cased by rule; only ordinary words become title case.
 *
 * Pure: it runs for every product whose offers an import writes.
 */

/** Space-separated words: data tables stay one line per group, readable and easy to extend. */
const words = (list: string): string[] => list.trim().split(/\s+/);
const byCapitals = (list: string) => words(list).map((w) => [w.toUpperCase(), w] as const);

/**
 * Trade codes and grades spelled exactly as shown whenever the title has them (compared upper-case).
 * Extend here: add the spelling the trade uses to the fitting group. Words of 2–4 consonants ("MDF",
 * "CLS") and words with digits ("C16", "GEN1", "ELP-5NR") already keep their capitals; they are listed
 * only to document them.
 */
export const TRADE_SPELLINGS: readonly string[] = [
  // Timber grades, sections, finishes and certification.
  ...words("C16 C20 C24 CLS PAR PSE OSB OSB2 OSB3 OSB/2 OSB/3 WBP MDF HDF FSC PEFC"),
  // Plasterboard edges and boards, insulation.
  ...words("MR TE SE WB FR PIR PUR EPS XPS"),
  // Plastics, membranes and drainage.
  ...words("PVC uPVC PVCu ABS HDPE MDPE LDPE EPDM GRP DPC DPM UV"),
  // Cement, concrete, aggregates.
  ...words("OPC PFA GGBS CEM MOT ST1 GEN1 GEN3"),
  // Standards and marks.
  ...words("BS EN ISO CE UKCA BBA"),
  // Company suffixes, and units standing alone ("PRICE PER M2").
  ...words("Ltd plc m2 m3 N/mm2 N/mm²"),
];

/** Several-word codes, compared word by word upper-case; extend like TRADE_SPELLINGS (comma-separated). */
export const TRADE_PHRASES: readonly string[] = "CEM I,CEM II,CEM III,CEM IV,CEM V,Type 1,Type 2,Type 3".split(",");

/** Irregular respellings: the key is not simply the spelling in capitals. */
const RESPELLINGS: Readonly<Record<string, string>> = { SQM: "m2" };

/**
 * Unit symbols after a number ("15MM", "25 KG"), by their capitals. Most are lower-case; SI symbols
 * that are capitals (N, V, W, L for litre) or mixed (kN, MPa) are spelled as listed.
 */
const UNIT_SPELLINGS: Readonly<Record<string, string>> = Object.fromEntries([
  ...byCapitals("mm cm m km mtr mtrs lm ft in m2 m3 m² m³ ' \""),
  ...byCapitals("kg kgs g t tonne tonnes ltr ltrs litre litres ml mic micron microns gsm pk"),
  ...byCapitals("L N kN MPa N/mm2 N/mm² V W kW"),
  ["SQM", "m2"],
]);

/** Joining words kept lower-case except as the first word ("Sand and Cement", "Pack of 10", "2400 x 1200"). */
const SMALL_WORDS = new Set(["and", "of", "for", "with", "in", "x", "or", "the", "to", "on", "per", "by"]);

/** Class and type numerals ("CLASS II"); "V", "X", "MIX" are not listed as they are mostly words or signs. */
const ROMAN_NUMERALS = new Set(["II", "III", "IV"]);

/** At least this share of cased letters upper-case makes a title shouting. */
const SHOUTING_SHARE = 0.8;
/** Fewer cased letters ("C24 4X2", "MDF") are too little evidence: such titles read fine as they are. */
const MIN_CASED_LETTERS = 4;

const SPELLING_BY_CAPITALS = new Map<string, string>([
  ...byCapitals(TRADE_SPELLINGS.join(" ")),
  ...Object.entries(RESPELLINGS),
]);
const PHRASES = TRADE_PHRASES.map((p) => p.split(" "));

const UPPER = /\p{Lu}|\p{Lt}/u;
const LOWER = /\p{Ll}/u;
const HAS_UPPER = /\p{Lu}/u;
const DIGIT = /\d/;
const ALNUM = /[\p{L}\p{N}]/u;

const UNIT_PATTERN = Object.keys(UNIT_SPELLINGS)
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
  .join("|");
const NUMBER = String.raw`\d+(?:[.,/]\d+)*`;
/** "15MM", "2400X1200", "100X47MM", "20-40MM", "X10", "7.3N/MM2": numbers with optional units, joined by x or -. */
const MEASUREMENT = new RegExp(`^[x×*]?${NUMBER}(?:${UNIT_PATTERN})?(?:[x×*-]${NUMBER}(?:${UNIT_PATTERN})?)*$`, "i");
const UNIT_AFTER_DIGIT = new RegExp(`(\\d)(${UNIT_PATTERN})(?=$|[x×*-])`, "gi");
const PLAIN_NUMBER = /^\d+(?:[.,]\d+)*$/;
/** "T&G", "H&H": joined initials. */
const INITIALS = /^\p{L}{1,2}(?:[&+]\p{L}{1,2})+$/u;
/** 2–4 Latin consonants ("MDF", "CLS", "WBP"): an acronym, not a word (Y counts as a vowel: "PLY", "DRY"). */
const CONSONANTS_ONLY = /^[B-DF-HJ-NP-TV-XZ]{2,4}$/;

/** Mostly capitals: at least 80% of cased letters, and at least a few. Caseless scripts are never shouting. */
export function isShouting(title: string | null | undefined): boolean {
  if (!title) return false;
  let upper = 0;
  let lower = 0;
  for (const ch of title) {
    if (UPPER.test(ch)) upper += 1;
    else if (LOWER.test(ch)) lower += 1;
  }
  const cased = upper + lower;
  return cased >= MIN_CASED_LETTERS && upper >= SHOUTING_SHARE * cased;
}

interface Word {
  lead: string;
  core: string;
  trail: string;
  /** Set by a brand or phrase match: the core as it must be written. */
  fixed?: string;
}

/**
 * A shouting title in readable case; any other title unchanged. `brand` (the offer's brand attribute) gives
 * the spelling of its phrase in the title when the brand itself is not shouting ("British Gypsum", "IKO").
 */
export function readableCase(title: string, brand?: string | null): string {
  if (!isShouting(title)) return title;
  const parts = title.split(/(\s+)/);
  const words: Word[] = [];
  for (let i = 0; i < parts.length; i += 2) words.push(splitPunctuation(parts[i]!));
  // An all-lower-case brand ("british gypsum") is as careless as capitals: only a cased, calm brand is a spelling.
  if (brand && !isShouting(brand) && HAS_UPPER.test(brand)) fixBrand(words, brand);
  fixPhrases(words);

  let first = true;
  let previous = "";
  for (const word of words) {
    if (!word.core) continue;
    if (word.fixed === undefined) word.fixed = caseChunk(word.core, previous, first);
    first = false;
    previous = word.core;
  }
  let out = "";
  for (let i = 0; i < parts.length; i += 1) {
    if (i % 2 === 1) out += parts[i];
    else {
      const w = words[i / 2]!;
      out += w.lead + (w.fixed ?? w.core) + w.trail;
    }
  }
  return out;
}

/** Brackets, commas and quotes around a word stay where they are; only the core is recased. A loop, not a regex. */
function splitPunctuation(chunk: string): Word {
  const chars = Array.from(chunk);
  let start = 0;
  let end = chars.length;
  while (start < end && !ALNUM.test(chars[start]!)) start += 1;
  while (end > start && !ALNUM.test(chars[end - 1]!)) end -= 1;
  return {
    lead: chars.slice(0, start).join(""),
    core: chars.slice(start, end).join(""),
    trail: chars.slice(end).join(""),
  };
}

function fixBrand(words: Word[], brand: string): void {
  const brandWords = brand
    .trim()
    .split(/\s+/)
    .map((w) => splitPunctuation(w).core)
    .filter(Boolean);
  if (brandWords.length === 0) return;
  fixSequences(words, [brandWords], (w) => w.toLowerCase());
  // A lone brand word with its own capitals ("SterlingOSB", "IKO") is worth keeping even when the full brand is absent.
  const special = brandWords.filter((w) => w !== titleCase(w) && HAS_UPPER.test(w));
  if (special.length > 0)
    fixSequences(
      words,
      special.map((w) => [w]),
      (w) => w.toLowerCase(),
    );
}

function fixPhrases(words: Word[]): void {
  fixSequences(words, PHRASES, (w) => w.toUpperCase());
}

/** Marks each run of words equal (under `key`) to one of `sequences` with that sequence's spelling. */
function fixSequences(words: Word[], sequences: readonly (readonly string[])[], key: (w: string) => string): void {
  for (const sequence of sequences) {
    const wanted = sequence.map(key);
    for (let i = 0; i + wanted.length <= words.length; i += 1) {
      let match = true;
      for (let j = 0; j < wanted.length && match; j += 1) {
        const w = words[i + j]!;
        match = w.fixed === undefined && key(w.core) === wanted[j];
      }
      if (!match) continue;
      for (let j = 0; j < wanted.length; j += 1) words[i + j]!.fixed = sequence[j]!;
      i += wanted.length - 1;
    }
  }
}

/** One whitespace-separated chunk, without its surrounding punctuation. */
function caseChunk(core: string, previous: string, first: boolean): string {
  const spelled = SPELLING_BY_CAPITALS.get(core.toUpperCase());
  if (spelled !== undefined) return spelled;
  if (DIGIT.test(core)) return caseCoded(core);
  // "15 MM", "25 KG": a unit written apart from its number.
  const unit = UNIT_SPELLINGS[core.toUpperCase()];
  if (unit !== undefined && PLAIN_NUMBER.test(previous)) return unit;
  if (INITIALS.test(core)) return core;
  return caseParts(core, first);
}

/** "SELF-ADHESIVE" → "Self-Adhesive", "READY-TO-USE" → "Ready-to-Use": each part of a joined word on its own. */
function caseParts(core: string, first: boolean): string {
  const pieces = core.split(/([-/])/);
  return pieces.map((p, i) => (i % 2 === 1 ? p : caseWord(p, first && i === 0))).join("");
}

function caseWord(word: string, first: boolean): string {
  if (!word) return word;
  const capitals = word.toUpperCase();
  const spelled = SPELLING_BY_CAPITALS.get(capitals);
  if (spelled !== undefined) return spelled;
  // A word the merchant already cased ("WallBoard" amid capitals) is a deliberate spelling.
  if (LOWER.test(word)) return word;
  if (ROMAN_NUMERALS.has(capitals)) return capitals;
  const lower = word.toLowerCase();
  if (!first && SMALL_WORDS.has(lower)) return lower;
  if (CONSONANTS_ONLY.test(capitals)) return capitals;
  return titleCase(word);
}

/**
 * A chunk with digits: a measurement gets lower-case units and "x" ("2400X1200" → "2400x1200"); a code
 * ("C16", "OSB3", "ELP-5NR") stays exactly as written; "25KG/BAG" is a measurement and a word.
 */
function caseCoded(core: string): string {
  if (MEASUREMENT.test(core)) return caseMeasurement(core);
  const pieces = core.split(/([-/])/);
  const values = pieces.filter((_p, i) => i % 2 === 0);
  // Only a piece with a unit shows the chunk is words and sizes; "ELP-100" is a code even though "100" is a number.
  const readable =
    values.some((p) => MEASUREMENT.test(p) && /\p{L}/u.test(p)) &&
    values.every((p) => p === "" || MEASUREMENT.test(p) || !DIGIT.test(p));
  if (!readable) return core;
  return pieces
    .map((p, i) => (i % 2 === 1 ? p : MEASUREMENT.test(p) ? caseMeasurement(p) : caseWord(p, false)))
    .join("");
}

function caseMeasurement(core: string): string {
  return core
    .replace(
      UNIT_AFTER_DIGIT,
      (_m, digit: string, unit: string) => digit + (UNIT_SPELLINGS[unit.toUpperCase()] ?? unit),
    )
    .replace(/X/g, "x");
}

/** First cased letter upper-case, the rest lower-case: code-point safe, and a no-op for caseless scripts. */
function titleCase(word: string): string {
  const lower = word.toLowerCase();
  let out = "";
  let done = false;
  for (const ch of lower) {
    if (!done && ch.toUpperCase() !== ch) {
      out += ch.toUpperCase();
      done = true;
    } else out += ch;
  }
  return out;
}
