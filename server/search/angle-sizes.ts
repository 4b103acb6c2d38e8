/**
 * Angles as sizes, for products and queries alike: bends, elbows and junctions are sold by their angle, which the
 * measurement reader keeps only as a matching fact. Pure; size-tokens.ts adds a product's angle tokens,
 * parse-search-query.ts a query's. Where to extend: another angle sold under one name in SAME_ANGLES.
 */
import type { SizeConstraint } from "./size-tokens.ts";

/**
 * An angle as titles and buyers write it ("Bend 87.5 Degree", "45° Elbow", "92.5deg"; the normaliser writes each
 * "87.5deg"): a fitting is named by it, and the measurement reader keeps it only as a matching fact.
 */
const ANGLE = /(?<![\d.])(\d{1,3}(?:\.\d+)?)deg\b/g;

/** An angle's size token ("deg87.5"). */
function angleToken(degrees: number): string {
  return `deg${Math.round(degrees * 1000) / 1000}`;
}

/** A product text's angles as size tokens, so a query's angle ranks the fitting made at it. */
export function productAngleTokens(canonText: string): string[] {
  return [...canonText.matchAll(ANGLE)].map(([, degrees]) => angleToken(Number(degrees)));
}

/**
 * Angles the trade sells under one name: a drain's or soil pipe's "90° bend" is made at 87.5° or 92.5° (so that it
 * falls), and a 135° soil bend is the 45° one measured from the other side. The angle typed comes first.
 */
const SAME_ANGLES: readonly (readonly number[])[] = [
  [87.5, 90, 92.5],
  [45, 135],
];

/**
 * The angles a canonical query names ("87.5 degree bend", "45° elbow"), each as a size: the angle typed, then the
 * angles sold under its name (ranked just below; all of them for a plain 90°, which is how the trade names the
 * others). A number only ranks beside words (bare), as a fitting's title may leave its angle out ("Elbow 15mm").
 */
export function queryAngleSizes(canonText: string): SizeConstraint[] {
  return [...canonText.matchAll(ANGLE)].map(([, typed]) => {
    const degrees = Number(typed);
    const same = SAME_ANGLES.find((angles) => angles.includes(degrees)) ?? [degrees];
    const tokens = [degrees, ...same.filter((a) => a !== degrees)].map(angleToken);
    return { label: `${degrees}°`, tokens, bare: true, ...(degrees === 90 ? { exact: tokens.length } : {}) };
  });
}
