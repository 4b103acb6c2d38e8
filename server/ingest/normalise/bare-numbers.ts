/**
 * Terse yard exports drop units the category makes obvious: "c16 tr sawn 47x100 3.6" (a 3.6 m
 * length), "ug pipe pe 110 3m" (a 110 mm bore), "ug bend 87.5 ds 110" (an 87.5° bend). Given the
 * category, such bare numbers get their unit back before measurements are parsed. Each rule only
 * fires on values that can mean nothing else in that context.
 */
import type { CategorySlug } from "../../../shared/categories.ts";

/**
 * Timber and mouldings are cut in lengths of 1.8 to 6.0 m; a bare number after a section is one: in metres
 * with a decimal ("47x100 3.6"), in millimetres as whole hundreds ("PAR 18X94 2400", ERP style).
 */
const LENGTH_AFTER_SECTION =
  /(?<![\d.] x )(?<![\d.])(\d+(?:\.\d+)?(?:mm)? x \d+(?:\.\d+)?(?:mm)?) (\d\.\d{1,2}|\d{4})(?= )(?! x )/g;
const MIN_LENGTH_M = 1.8;
const MAX_LENGTH_M = 6.0;

/** Nominal bores and gutter sizes (mm) that drainage titles quote without "mm". */
const DRAIN_SIZES = new Set([32, 40, 50, 68, 75, 82, 100, 110, 112, 114, 150, 160]);
/** Standard fitting angles (the 87.5° bend is read as 90 by measurements.ts). */
const BEND_ANGLES = new Set([11.25, 15, 22.5, 30, 45, 87.5, 90, 92.5]);
const BARE_NUMBER = /(?<=\s)(\d+(?:\.\d+)?)(?=\s)/g;

function sectionLengths(text: string): string {
  return text.replace(LENGTH_AFTER_SECTION, (m, section: string, length: string) => {
    const mm = length.includes(".") ? Number(length) * 1000 : Number(length);
    if (!length.includes(".") && mm % 100 !== 0) return m;
    return mm >= MIN_LENGTH_M * 1000 && mm <= MAX_LENGTH_M * 1000 ? `${section} ${mm}mm` : m;
  });
}

function drainageNumbers(text: string): string {
  const fitting = text.includes(" bend ");
  return text.replace(BARE_NUMBER, (m, n: string) => {
    const v = Number(n);
    if (fitting && BEND_ANGLES.has(v)) return `${n}deg`;
    return DRAIN_SIZES.has(v) ? `${n}mm` : m;
  });
}

/** Canonical text (see text.ts) with category-implied units written back onto bare numbers. */
export function withImpliedUnits(text: string, category: CategorySlug): string {
  if (category === "timber" || category === "skirting-architrave") return sectionLengths(text);
  if (category === "roofing" && text.includes(" batten ")) return sectionLengths(text);
  if (category === "drainage") return drainageNumbers(text);
  return text;
}
