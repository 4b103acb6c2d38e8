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

/** First words too common to identify a maker alone ("Premier Mortars", "British Gypsum"): keep the next word too. */
const GENERIC_FIRST = new Set(
  "british english scottish welsh national premier universal royal classic super pro trade general united standard northern southern eastern western euro global first best quality new old great".split(
    " ",
  ),
);

/** Shortest first word that may be extended ("albion" in "albionboard"): shorter prefixes are chance. */
const MIN_PREFIX = 5;

/** The brand without company words, canonical words ("Albion Gypsum UK Ltd" → "albion"). */
export function brandCore(raw: string | null | undefined): string[] {
  const words = normaliseText(raw).trim().split(" ").filter(Boolean);
  const core = words.filter((w) => !COMPANY_WORDS.has(w));
  return core.length ? core : words;
}

/** Stable family slug for an unknown maker: its distinctive leading word(s) ("Cordell Aircrete Ltd" → "cordell"). */
export function brandStem(raw: string | null | undefined): string | null {
  const core = brandCore(raw)
    .map((w) => w.replace(/[^a-z0-9]/g, ""))
    .filter(Boolean);
  if (!core.length) return null;
  const take = GENERIC_FIRST.has(core[0]!) && core.length > 1 ? 2 : 1;
  return core.slice(0, take).join("-");
}

function leadWord(family: string): string {
  const words = family.split("-").filter(Boolean);
  return GENERIC_FIRST.has(words[0] ?? "") && words.length > 1 ? words.slice(0, 2).join("-") : (words[0] ?? "");
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
  return short.length >= MIN_PREFIX && long.startsWith(short);
}

/** A word of a title that names the given family (its lead word, or a prefix-extension of it). */
export function namesBrand(word: string, family: string): boolean {
  return word.length >= 3 && !/\d/.test(word) && brandsRelated(word, family);
}
