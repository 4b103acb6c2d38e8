/**
 * Old stock systems write every size in millimetres and leave the unit off ("Plasterboard 2400 x 1200 x 12.5",
 * "Push Fit Elbow 15", "Lead Flashing Code 4 150 3m", "Angle Bead 2400"). A size group "2400 x 1200" reads as
 * millimetres anyway; a lone bare number does not: it is read as a model code ("15", "1000") that no other merchant
 * writes, and the item founds a product of its own. One title cannot tell a bare size from a range number ("Loft
 * Roll 44", "Everbuild 502"); the whole feed can: a merchant that writes most of its size groups without a unit
 * writes its lone sizes without one too. Found over a merchant's titles (feed import, rematch), then its lone bare
 * numbers that stand where a size stands get "mm" back before measurements are parsed.
 */
import { normaliseText } from "./text.ts";

export interface SizedTitle {
  title: string;
}

/** Too few sized titles say nothing about a habit. */
const MIN_SIZED_TITLES = 5;
/** The share of a merchant's sized titles whose size groups all lack a unit (such merchants write 70–97 %, others 0–46 %). */
const MIN_UNITLESS_SHARE = 0.6;

/** A size group in canonical text ("47 x 100 x 2400", "100 x 65mm"), with its unit when it has one. */
const SIZE_GROUP = /(?<![a-z0-9.])\d+(?:\.\d+)?(?: x \d+(?:\.\d+)?){1,2}(mm|cm|m|in|ft)?(?= )/g;

/**
 * Whether this merchant writes its sizes in millimetres without a unit: most of its titles that state a size group
 * state every one bare.
 */
export function findUnitlessSizes(sources: readonly SizedTitle[]): boolean {
  let sized = 0;
  let unitless = 0;
  for (const s of sources) {
    const groups = [...normaliseText(s.title).matchAll(SIZE_GROUP)];
    if (groups.length === 0) continue;
    sized++;
    if (groups.every((g) => !g[1])) unitless++;
  }
  return sized >= MIN_SIZED_TITLES && unitless / sized >= MIN_UNITLESS_SHARE;
}

/**
 * Words a bare number after them belongs to: a line, class or pack count ("code 4", "type 1", "pk 200", "box
 * 1000"), never a size. Extend with any other word that names a number rather than measures.
 */
const NAMING_WORDS = new Set([
  "code",
  "type",
  "class",
  "grade",
  "no",
  "number",
  "size",
  "mark",
  "mk",
  "series",
  "part",
  "model",
  "strength",
  "pk",
  "pack",
  "box",
  "tub",
  "bag",
  "of",
  "qty",
  "x",
]);

/**
 * What may follow a lone bare size: the title's end, the pack ("15 pk 10", "15 pack of 10"), or the next
 * measurement of a longer axis: a length in metres ("Code 4 150 3m", "DPC 300 30m") or a face whose every side is
 * longer ("Batt 100 455 x 1200mm": the thickness first). A bare number before a single millimetre measure ("Loft
 * Roll 44 100mm"), before a face it is not thinner than ("Shield 2000 440 x 215 x 140": a range's number), or
 * before more words ("Everbuild 502 PVA": a model name) stays.
 */
const LONE_BARE_SIZE =
  /(?<= (\S+) )(\d{2,4})(?= (?:$|pk \d|pack of \d|\d+(?:\.\d+)?m |(\d+(?:\.\d+)?(?:mm|cm|m)?(?: x \d+(?:\.\d+)?(?:mm|cm|m)?)+)))/g;

/** The sides of a face in millimetres ("455 x 1200mm", "1140mm x 4.2m"), each with its own unit or the last one. */
function faceSides(face: string): number[] {
  const parts = face.split(" x ");
  const lastUnit = /[a-z]+$/.exec(parts.at(-1)!)?.[0] ?? "mm";
  const mm: Record<string, number> = { mm: 1, cm: 10, m: 1000 };
  return parts.map((p) => parseFloat(p) * (mm[/[a-z]+$/.exec(p)?.[0] ?? lastUnit] ?? 1));
}

/** Canonical text (see text.ts) of a merchant with the habit, its lone bare sizes in millimetres. */
export function withUnitlessMillimetres(text: string): string {
  return text.replace(LONE_BARE_SIZE, (m, before: string, n: string, face: string | undefined) => {
    // A single letter ("c 24", "m 10") names the number too.
    if (NAMING_WORDS.has(before) || /^[a-z]$/.test(before)) return m;
    return face && !faceSides(face).every((side) => side > Number(n)) ? m : `${n}mm`;
  });
}
