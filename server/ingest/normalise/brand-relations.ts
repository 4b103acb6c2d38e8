/**
 * Brands the family table (brands.ts) does not know. A maker appears under its company name
 * ("Cordell Aircrete Ltd", "Drayton Plastics", "Albion Gypsum UK Ltd"), its short name ("Cordell")
 * and its range names ("Cordell Lite", "Albionboard Soundguard"). Without a table, the text still
 * shows the relation: company suffixes come off, and what is left shares a distinctive first word
 * ("drayton plastics" ~ "drayton group") or one first word extends the other ("albionboard" ~ "albion").
 * A parent company with no shared word ("Northcem" by "Calder Materials") cannot be inferred.
 */
import { normaliseText } from "./text.ts";

/**
 * Words that say what kind of company it is, not which one (already canonical: singular, "&" → "and").
 * Product-material words count too: "Albion Gypsum", "Hollinwood Brick", "Penmor Slate" are the
 * makers Albion, Hollinwood and Penmor.
 */
const COMPANY_WORDS = new Set(
  (
    "ltd limited plc uk gb group gmbh co company inc llc corp holding international europe sa bv ag " +
    "plastic industry material building product insulation aircrete moulding joinery gypsum brick clay " +
    "roof roofing tile quarry membrane board cement concrete timber slate system solution manufacturing " +
    "trading supply by and the of"
  ).split(" "),
);

/**
 * First words too common to identify a maker alone ("Premier Mortars", "British Gypsum", "Home Sweet Home"):
 * keep the next word too. A1 and AAA are how small firms get listed first ("A1 Supplies", "A1 Roofing").
 */
const GENERIC_FIRST = new Set(
  (
    "british english scottish welsh national premier universal royal classic super pro trade general united " +
    "standard northern southern eastern western euro global first best quality new old great " +
    "home house garden direct maison casa haus a1 aa aaa 1st"
  ).split(" "),
);

/**
 * Articles, determiners, possessives, prepositions and conjunctions (English, French, German, Spanish,
 * Italian, Dutch): "Les Délices de Provence", "The Timber Company", "Das Haus", "My Garden" start with
 * one, and a family made of it would make every brand starting with that word one maker. Never part of a
 * stem. Single letters only where they are articles ("A Proctor Group", "L'Atelier"): "D-Line" and
 * "K Rend" are initials. Written as typed; canonical form below.
 */
const FUNCTION_WORDS = new Set(
  // English
  (
    "the a an my our your their his her its this that these those of and for by at in on to with from " +
    // French
    "le la les l un une des du de au aux et en mon ma mes notre nos votre vos son sa ses leur leurs chez pour par sur " +
    // German
    "der die das den dem des ein eine einen einem einer eines und von vom zum zur im mit für mein meine unser unsere " +
    // Spanish
    "el los las unos unas del al y mi mis nuestro nuestra su sus con para por " +
    // Italian
    "il lo gli uno della dello delle dei degli di da dal dalla mio mia nostro nostra per " +
    // Dutch
    "het een van voor met ons onze mijn"
  )
    .split(" ")
    .map((w) => normaliseText(w).trim()),
);

/** Shortest first word that may be extended ("albion" in "albionboard"): shorter prefixes are chance. */
const MIN_PREFIX = 5;

/**
 * The brand without company words, canonical words ("Albion Gypsum UK Ltd" → "albion"), and without the
 * articles it starts with ("La Maison du Bois" → "maison du bois"). All of its words when none is left.
 */
export function brandCore(raw: string | null | undefined): string[] {
  const words = normaliseText(raw).trim().split(" ").filter(Boolean);
  const core = words.filter((w) => !COMPANY_WORDS.has(w));
  const lead = core.findIndex((w) => !FUNCTION_WORDS.has(w));
  return lead >= 0 ? core.slice(lead) : words;
}

/**
 * A stem of canonical words: the first distinctive word (not a company or function word), with the next
 * distinctive word after a generic one ("premier-mortar", "home-sweet", "maison-bois"). A name with no
 * distinctive word, or only a generic one, is its whole name, less leading articles when two words remain
 * ("The Timber Company" → "timber-company", "My Garden" → "my-garden"): no generic word is a stem alone.
 * stemOf(stem.split("-")) is the stem again, and for a table family ("british-gypsum", "h-h") it is
 * what the first-word rule always gave.
 */
function stemOf(words: readonly string[]): string | null {
  if (!words.length) return null;
  const distinctive = words.filter((w) => !COMPANY_WORDS.has(w) && !FUNCTION_WORDS.has(w));
  const first = distinctive[0];
  // A lone initial ("C-Tec", "K Rend") names nobody: it keys with the word after it.
  if (first !== undefined && first.length === 1 && distinctive.length > 1) return `${first}-${distinctive[1]}`;
  if (first !== undefined && !GENERIC_FIRST.has(first)) return first;
  if (first !== undefined && distinctive.length > 1) return `${first}-${distinctive[1]}`;
  const lead = words.findIndex((w) => !FUNCTION_WORDS.has(w));
  return (lead >= 0 && words.length - lead >= 2 ? words.slice(lead) : words).join("-");
}

/** Stable family slug for an unknown maker: its distinctive leading word(s) ("Cordell Aircrete Ltd" → "cordell"). */
export function brandStem(raw: string | null | undefined): string | null {
  const words = normaliseText(raw)
    .trim()
    .split(" ")
    .map((w) => w.replace(/[^\p{L}\p{N}\p{M}]/gu, ""))
    .filter(Boolean);
  return stemOf(words);
}

const leadWords = new Map<string, string>();

/** A family's lead: the stem of its words (the stem itself for stems; "british-gypsum", "west" for table families). */
function leadWord(family: string): string {
  // Asked for every candidate a similar offer is compared with, of a few hundred families: read once each.
  let lead = leadWords.get(family);
  if (lead === undefined) {
    lead = stemOf(family.split("-").filter(Boolean)) ?? "";
    // Families come from brand columns and titles; a bound keeps a process importing endless new ones level.
    if (leadWords.size >= 50_000) leadWords.clear();
    leadWords.set(family, lead);
  }
  return lead;
}

/** A whole company or function word ("timber", "the"), which extends to the names of many makers. */
function genericWord(lead: string): boolean {
  return COMPANY_WORDS.has(lead) || FUNCTION_WORDS.has(lead);
}

/**
 * True when two brand families can be one maker: the same family, the same distinctive first
 * word, or one first word a prefix-extension of the other ("albion" / "albionboard").
 */
export function brandsRelated(a: string, b: string): boolean {
  if (a === b) return true;
  const x = leadWord(a);
  const y = leadWord(b);
  if (!x || !y) return false;
  if (x === y) return x.length >= 3;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  return short.length >= MIN_PREFIX && long.startsWith(short) && !genericWord(short);
}

/** A word of a title that names the given family (its lead word, or a prefix-extension of it). */
export function namesBrand(word: string, family: string): boolean {
  return word.length >= 3 && !/\d/.test(word) && brandsRelated(word, family);
}
