/**
 * Brand-column values that name no maker. A feed with a required brand column fills it, where the goods have no
 * maker's name, with two families of words:
 * - words that say there is none: "Unbranded", "Generic", "Non-branded", "No Brand", "Own Label", "N/A", "None",
 *   "Not specified", "Unknown", "TBC", "Various", "Assorted", "Mixed Brands", "Misc";
 * - grade and trade words of the merchant's own ranges: "Trade", "Value", "Standard", "Budget", "Economy",
 *   "Builders", "Essentials", "Pro", "Select", "Premium".
 * A value of the first family is no brand wherever a brand is read (brands.ts, isMerchantName). A value of either
 * family is never a maker the catalogue knows (catalogue-makers.ts): were it, it would brand every other merchant's
 * title that opens or closes with a trade word. Whole values are judged by their words, so a new way to write
 * "none" ("Non Branded Item", "Various Manufacturers") needs no new entry.
 */
import { normaliseText } from "./text.ts";

/** The words and their normalised forms ("manufacturers" → "manufacturer", "n/a" → "n a"). */
function wordSet(words: string): Set<string> {
  const set = new Set<string>();
  for (const w of words.split(" ")) {
    set.add(w);
    for (const n of normaliseText(w).trim().split(" ")) if (n) set.add(n);
  }
  return set;
}

/** Words of values that say there is no maker. */
const NONE_WORDS = wordSet(
  "generic generics unbranded nonbranded non branded brand brands no name own label house various assorted mixed " +
    "misc miscellaneous multiple n a na none nil not applicable specified unknown tbc tba other others any " +
    "manufacturer manufacturers supplier suppliers product products item items",
);

/**
 * Words merchants name their own-label ranges and grades with ("Kestrel Value", "Trade", "Standard"): a value of
 * these alone, or the merchant's name with them (brands.ts, isOwnName), is the merchant's label, not a maker.
 */
export const GRADE_WORDS = wordSet(
  "essential essentials value basic basics everyday select standard pro professional range own label quality " +
    "home build builder builders trade budget economy premium general classic choice site bulk stock merchant",
);

const wordsOf = (normalised: string) => normalised.trim().split(" ").filter(Boolean);

/** A normalised brand value whose every word says there is no maker ("non branded", "n a", "various manufacturer"). */
export function saysNoBrand(normalised: string): boolean {
  const words = wordsOf(normalised);
  return words.length > 0 && words.every((w) => NONE_WORDS.has(w));
}

/** A normalised brand value of no-brand and grade words only ("trade", "value range", "builder choice"). */
export function isNoMakerValue(normalised: string): boolean {
  const words = wordsOf(normalised);
  return words.length > 0 && words.every((w) => NONE_WORDS.has(w) || GRADE_WORDS.has(w));
}
