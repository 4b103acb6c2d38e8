/**
 * ERP feeds put a supplier code before the title: "OND ONDULINE SHEET 2000X950", "RKW ROCKWOOL FLEXI 100MM",
 * "BG GYPROC DRIWALL ADH 25KG". The code is the brand column's maker written short, so it says nothing the
 * brand does not; left in, it is a word the other merchants' titles lack, and a code that is also a colour
 * ("RED REDLAND 49 TILE … BROWN") is read as one. Each merchant invents its own codes, so they are recognised
 * by shape against the row's brand rather than listed (trade-abbreviations.ts holds the shared shorthand).
 */
import { prefix, skeleton } from "./soft-tokens.ts";
import { normaliseText } from "./text.ts";

/** Codes are short: longer leading words are product words ("TIMBER" under brand Timco). */
const MAX_CODE_LETTERS = 4;

/** True when `code` shortens `brand` (its words, normalised): its initials, a 3+ letter prefix or its consonants in order. */
export function abbreviatesBrand(code: string, brand: string): boolean {
  const words = brand.split(" ").filter(Boolean);
  const joined = words.join("");
  if (!code || words.includes(code)) return false;
  if (words.length >= 2 && code === words.map((w) => w[0]).join("")) return true;
  // Two consonants alone ("bc") shorten too many makers to name one.
  return prefix(code, joined) || (code.length >= 3 && skeleton(code, joined));
}

/**
 * A title in mixed case opens with its code in capitals before a written word ("GRIP Decking Screws", "KETT Hydrated
 * Lime" for Grippington and Kettleburgh): only the maker's first four letters, so a trade acronym ("PIR Board",
 * "OSB Sheet", "MDF Skirting", three letters) is never read as one.
 */
const MIXED_CASE_CODE_RE = /^([A-Z]{4})\s+(?=[A-Z]?[a-z])/;

/**
 * The title without a leading supplier code that abbreviates the row's brand: in an all-capitals title any short
 * form, in a mixed-case title the maker's first four letters.
 */
export function withoutBrandCode(title: string, brand: string | null | undefined): string {
  if (!brand) return title;
  const maker = normaliseText(brand).trim();
  if (title !== title.toUpperCase()) {
    const mixed = MIXED_CASE_CODE_RE.exec(title);
    const code = mixed?.[1]!.toLowerCase();
    return code && !maker.split(" ").includes(code) && maker.replace(/ /g, "").startsWith(code)
      ? title.slice(mixed![0].length)
      : title;
  }
  const match = /^([A-Z]{2,4})\s+(?=\S)/.exec(title);
  if (!match || match[1]!.length > MAX_CODE_LETTERS) return title;
  const code = match[1]!.toLowerCase();
  return abbreviatesBrand(code, maker) ? title.slice(match[0].length) : title;
}
