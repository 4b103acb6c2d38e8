/**
 * Some merchants fill the `mpn` column with their own stock codes ("WP56357", "KT909677") rather than the
 * maker's part number. Read as an MPN, such a code vetoes every match with the maker's real part number
 * ("mpn WP56357 ≠ UG43") and keys nothing another merchant shares. One merchant's codes share a shape across
 * makers, which manufacturers' numbers never do, so the feed as a whole gives them away.
 */
import { normaliseText } from "./text.ts";

export interface MpnSource {
  mpn?: string | null;
  brand?: string | null;
}

/** Too few MPNs say nothing about a habit. */
const MIN_MPNS = 5;
/** The share of a merchant's MPNs one code shape must cover. */
const MIN_SHARE = 0.6;
/** Makers one shape must span: a maker's own numbering ("RP25B", "RP2W") covers one. */
const MIN_BRANDS = 3;

/** "WP56357" → "WP#5"; codes without a letter prefix and digits have no shape. */
function shape(mpn: string): string | null {
  const m = /^([A-Z]{1,4})[-/ ]?(\d{3,})$/.exec(mpn.trim().toUpperCase());
  return m ? `${m[1]}#${m[2]!.length}` : null;
}

/**
 * True when the code's letters shorten the merchant's name: its initials or its letters in order from the first
 * ("HB" at a merchant "Hollins Brack", "HL" at "Hollinsgate"; invented). A merchant whose brand column holds only its own name (or
 * nothing) hides how many makers a shape spans; codes named after the merchant are its own whatever the brands.
 */
function namesMerchant(letters: string, merchantName: string | null | undefined): boolean {
  const name = normaliseText(merchantName ?? "").replace(/[^a-z]/g, "");
  const code = letters.toLowerCase();
  if (code.length < 2 || !name || name[0] !== code[0]) return false;
  let i = 0;
  for (const ch of name) if (ch === code[i]) i++;
  return i === code.length;
}

/** The letter prefix of the merchant's stock codes in its `mpn` column, or null when it fills it with makers' numbers. */
export function findStockCodePrefix(sources: readonly MpnSource[], merchantName?: string | null): string | null {
  const withMpn = sources.filter((s) => s.mpn?.trim());
  if (withMpn.length < MIN_MPNS) return null;
  const byShape = new Map<string, Set<string>>();
  const counts = new Map<string, number>();
  for (const s of withMpn) {
    const key = shape(s.mpn!);
    if (!key) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const brands = byShape.get(key) ?? new Set<string>();
    brands.add(normaliseText(s.brand ?? "").trim());
    byShape.set(key, brands);
  }
  for (const [key, count] of counts) {
    const letters = key.split("#")[0]!;
    if (count / withMpn.length < MIN_SHARE) continue;
    if (byShape.get(key)!.size >= MIN_BRANDS || namesMerchant(letters, merchantName)) return letters;
  }
  return null;
}

/** True when `mpn` has the shape of the merchant's stock codes. */
export function isStockCode(mpn: string, prefix: string | null | undefined): boolean {
  if (!prefix) return false;
  const key = shape(mpn);
  return !!key && key.startsWith(`${prefix}#`);
}
