/**
 * Reads sizes, weights, areas, volumes and pack counts out of canonical text
 * (see text.ts: units are already glued to their numbers and "x" is spaced).
 * Interpreting what the numbers mean for a category happens in dimensions.ts.
 */
import type { MeasureUnit } from "../../../shared/units.ts";
import { normaliseText } from "./text.ts";

export type LengthUnit = "mm" | "cm" | "m" | "ft" | "in";

export interface DimValue {
  value: number;
  unit: LengthUnit | null;
}

export interface DimGroup {
  values: DimValue[];
  /** Two small unit-less or inch integers, e.g. "4x2" or "8x4": nominal trade sizes. */
  nominal: boolean;
}

export interface ParsedMeasurements {
  groups: DimGroup[];
  /** Lengths written on their own ("3.6m", "18mm"), in mm. */
  singles: Array<{ mm: number; unit: LengthUnit }>;
  weightsKg: number[];
  areasM2: number[];
  volumesM3: number[];
  litres: number[];
  strengthsN: number[];
  anglesDeg: number[];
  gauges: number[];
  packCount: number | null;
  /** Size ranges "20-40mm" (canonical "20 to 40mm"), mm: aggregate gradings. */
  rangesMm: Array<[number, number]>;
  bulkBag: boolean;
  /** A mini (half-size) bulk bag, whatever weight a merchant quotes for it. */
  miniBag: boolean;
  /** A merchant's hand-carried bag named as such ("handy bag"): its weight is whatever the title states, if any. */
  handyBag: boolean;
  /** Canonical text with every consumed measurement blanked out, for model-word extraction. */
  rest: string;
}

const TO_MM: Record<LengthUnit, number> = { mm: 1, cm: 10, m: 1000, ft: 304.8, in: 25.4 };

export function toMm(value: number, unit: LengthUnit): number {
  return value * TO_MM[unit];
}

const GROUP_RE =
  /(?<![a-z0-9.])\d+(?:\.\d+)?(?:mm|cm|m|ft|in)?(?: x \d+(?:\.\d+)?(?:mm|cm|m|ft|in)?){1,2}(?![a-z0-9.])/g;
const RANGE_RE = /(?<![a-z0-9.])(\d+(?:\.\d+)?) to (\d+(?:\.\d+)?)mm(?![a-z0-9])/g;
const SINGLE_RE = /(?<![a-z0-9.])(\d+(?:\.\d+)?)(mm|cm|m|ft|in|kg|t|m2|m3|l|ml|g|n|deg)(?![a-z0-9])/g;

/** Bulk bags are sold by the bag; merchants rarely agree on the nominal weight. */
export const BULK_BAG_PHRASES = [
  "bulk bag",
  "jumbo bag",
  "dumpy bag",
  "tonne bag",
  "builders bag",
  "builder bag",
  "bulk sack",
  "big bag",
  "maxi bag",
  "mega bag",
];
/**
 * A terse export leaves the bag word out: "SHARP SAND BULK", "GRAVEL 20MM BULK", "MOT TYPE 1 JUMBO". Only as the
 * title's last word, where it names the pack; "Bulk Pack of 200 Screws" or "bulk buy" say how many, not which bag.
 */
const BAG_WORD_LEFT_OUT_RE = /(?<! mini| midi) (?:bulk|jumbo|dumpy) $/;
export const DEFAULT_BULK_BAG_KG = 850;
/** Half-size bulk bags (400–500 kg, "midi" at some merchants): a product of their own, not a bulk bag. */
export const MINI_BAG_PHRASES = ["mini bag", "mini dumpy", "mini bulk", "mini jumbo", "midi bag", "half tonne bag"];
const HANDY_BAG_PHRASES = ["handy bag", "handi bag", "handy pack"];

/**
 * A count that closes a size ("4.8m x 10 lengths", "3m x 10 pack", "x 500 bricks") is read before dimension groups,
 * or "4.8m x 10" would read as a section. Without the "x", only words that never follow a grade, strength or
 * range number count ("4 slabs"; "hi-strength 7 block", "OSB 3 sheet", "EPS 70 board" and "Spacesaver 44 roll"
 * name a grade or range). Neither follows a bare number: "8 x 4 sheet" is the sheet's size. Text is canonical:
 * plurals are singular.
 */
const COUNT_AFTER_SIZE_RE =
  /(?<![\d.]) x (\d+) (?:length|pack|pk|pc|pcs|piece|slab|sheet|board|bag|roll|brick|block|tile|no)(?= )/;
const COUNT_OF_PIECES_RE = /(?<= )(?<! x )(\d+) (?:length|slab|piece)(?= )/;
/**
 * A count opening the title before the name ("200 x Drivetite Wood Screws 4 x 40mm", "10 x Coach Bolts M10 x
 * 100mm") is the pack, as a DIY shop writes it. A number after the "x" ("4 x 2 Treated", "8 x 4 sheet") is a size.
 */
const COUNT_BEFORE_NAME_RE = /^ ?(\d+) x (?=\p{L})/u;

/**
 * Sizes labelled one by one ("(L)440mm (W)215mm (T)215mm", canonical "l 440mm w 215mm t 215mm") are one size,
 * also when some labels omit the unit ("(T)12.5mm (W)1200 (L)2400mm"): they take it as in "12.5 x 1200 x 2400mm".
 */
const LABELLED_SIZE = String.raw`(?:l|w|t|h|d|th|dia) \d+(?:\.\d+)?(?:mm|cm|m)?`;
const LABELLED_DIMS_RE = new RegExp(String.raw`(?<= )${LABELLED_SIZE}(?: ${LABELLED_SIZE}){1,2}(?= )`, "g");

const PACK_PATTERNS: RegExp[] = [
  // "Qty 150", "Quantity: 30": a count labelled as such (decision 070).
  /\b(?:qty|quantity) (\d+)\b/,
  // "Pack of 10", "Bag of 25", "Tub of 100": a count of pieces in any container ("Tub of 5l" holds a volume: "5l" is no
  // bare number).
  /\b(?:pack|pk|pkt|packet|box|bx|bag|tub|tin|tube|carton|sleeve|bucket|tray|pallet|bundle|case|set) of (\d+)\b/,
  // "Pack Size 10", "Pack Size: 10": the pack labelled ("Pack Qty 10" is read as a quantity above).
  /\b(?:pack|pk) size (\d+)\b/,
  /\b(\d+) bags? pallet\b/,
  /\b(\d+) ?(?:pack|pk|pkt|packet|per pack|per pallet|no|pcs|pc|piece|count|ct)\b/,
  // "100 units", "100 off": the count as a catalogue or a trade counter writes it (a "% off" is marketing, gone by now).
  /\b(\d+) (?:unit|off)\b/,
  // "100 Per Box", "25 to a bag": a count per container is the pack, whatever the container ("50 in a tub" is read
  // as "tub of 50" in text.ts, before "50 in" can read as inches).
  /\b(\d+) (?:per|to a) (?:box|bag|tub|tin|carton|case|tube|bundle|bucket|pail|sack)\b/,
  /\b(?:pack|pk|pkt|pallet|bundle) (\d+)\b/,
  /\bpk(\d+)\b/,
  /\b(?:box|bx) ?(\d+)\b/,
  /\bplt ?(\d+)\b/,
  /(?:^| )x ?(\d+)(?= |$)/,
];

/** Gauge is only meant when the number is written next to polythene-type words. */
const GAUGE_CONTEXT = [" dpm ", " polythene ", " membrane ", " visqueen ", " sheeting ", " dpc "];

function parseGroup(raw: string): DimGroup {
  const parts = raw.split(" x ").map((p) => {
    const m = /^(\d+(?:\.\d+)?)(mm|cm|m|ft|in)?$/.exec(p);
    return { value: Number(m?.[1] ?? NaN), unit: (m?.[2] as LengthUnit | undefined) ?? null };
  });
  // "4x2 x 16ft", "3x2 x 12ft": a trade section in inches followed by its length in feet or metres.
  const last = parts.at(-1);
  const inchSection =
    parts.length === 3 &&
    (last?.unit === "ft" || last?.unit === "m") &&
    parts.slice(0, 2).every((p) => p.unit === null && isTradeInches(p.value));
  // An un-suffixed number takes the unit written after it ("47 x 100mm"), else the one before.
  const values = parts.map((p, i) => {
    if (p.unit) return p;
    if (inchSection) return { value: p.value, unit: "in" as const };
    const right = parts.slice(i + 1).find((q) => q.unit);
    const left = parts
      .slice(0, i)
      .reverse()
      .find((q) => q.unit);
    const unit = right?.unit ?? left?.unit ?? null;
    // "47 x 100 x 3.6m": a metre length closes a millimetre section; only small values share its metres ("1.2 x 2.4m").
    if (unit === "m" && (p.value >= 10 || (parts.length === 3 && Number.isInteger(p.value)))) {
      return { value: p.value, unit: "mm" as const };
    }
    return { value: p.value, unit };
  });
  const nominal =
    inchSection ||
    (values.length === 2 && values.every((v) => isTradeInches(v.value) && (v.unit === null || v.unit === "in")));
  return { values, nominal };
}

/** A nominal trade size in whole or half inches, up to a foot (halves too: "1.5x1" is the 25 x 38 mm batten). */
function isTradeInches(value: number): boolean {
  return Number.isInteger(value * 2) && value > 0 && value <= 12;
}

export function parseMeasurements(canonText: string): ParsedMeasurements {
  const out: ParsedMeasurements = {
    groups: [],
    singles: [],
    weightsKg: [],
    areasM2: [],
    volumesM3: [],
    litres: [],
    strengthsN: [],
    anglesDeg: [],
    gauges: [],
    packCount: null,
    rangesMm: [],
    bulkBag: BULK_BAG_PHRASES.some((p) => canonText.includes(` ${p} `)) || BAG_WORD_LEFT_OUT_RE.test(canonText),
    miniBag: MINI_BAG_PHRASES.some((p) => canonText.includes(` ${p} `)),
    handyBag: HANDY_BAG_PHRASES.some((p) => canonText.includes(` ${p} `)),
    rest: canonText,
  };
  // A run with no unit at all ("t 2 w 3") is not read as a size.
  let rest = canonText.replace(LABELLED_DIMS_RE, (run) =>
    /\d(?:mm|cm|m)(?= |$)/.test(run) ? ` ${(run.match(/\d+(?:\.\d+)?(?:mm|cm|m)?(?= |$)/g) ?? []).join(" x ")} ` : run,
  );
  for (const re of [COUNT_AFTER_SIZE_RE, COUNT_OF_PIECES_RE, COUNT_BEFORE_NAME_RE]) {
    const m = re.exec(rest);
    if (m?.[1] && Number(m[1]) > 0) {
      out.packCount = Number(m[1]);
      rest = rest.replace(m[0], " ");
      break;
    }
  }
  // Before singles, or "20-40mm" would read as a bare 20 and a 40 mm size.
  rest = rest.replace(RANGE_RE, (m, a: string, b: string) => {
    const lo = Number(a);
    const hi = Number(b);
    if (!(lo < hi)) return m;
    out.rangesMm.push([lo, hi]);
    return " ";
  });
  rest = rest.replace(GROUP_RE, (g) => {
    out.groups.push(parseGroup(g));
    return " ";
  });
  const gaugeContext = GAUGE_CONTEXT.some((w) => canonText.includes(w));
  rest = rest.replace(SINGLE_RE, (_m, n: string, unit: string) => {
    const v = Number(n);
    if (unit === "mm" || unit === "cm" || unit === "m" || unit === "ft" || unit === "in") {
      out.singles.push({ mm: toMm(v, unit), unit });
    } else if (unit === "kg") out.weightsKg.push(v);
    else if (unit === "t") out.weightsKg.push(v * 1000);
    else if (unit === "m2") out.areasM2.push(v);
    else if (unit === "m3") out.volumesM3.push(v);
    else if (unit === "l") out.litres.push(v);
    else if (unit === "ml") out.litres.push(v / 1000);
    else if (unit === "n") out.strengthsN.push(v);
    // UK trade sells the 87.5° drainage bend (its true angle, for fall) as the "90°" bend.
    else if (unit === "deg") out.anglesDeg.push(v === 87.5 ? 90 : v);
    else if (unit === "g") {
      if (gaugeContext && v >= 250) out.gauges.push(v);
      else out.weightsKg.push(v / 1000);
    }
    return " ";
  });
  for (const re of out.packCount === null ? PACK_PATTERNS : []) {
    const m = re.exec(rest);
    if (m?.[1]) {
      out.packCount = Number(m[1]);
      rest = rest.replace(m[0], " ");
      break;
    }
  }
  out.rest = rest.replace(/\s+/g, " ");
  return out;
}

export interface Measure {
  quantity: number;
  unit: MeasureUnit;
}

/**
 * g:unit_pricing_measure ("25kg", "2.88sqm", "30m", "10ct", "1 m3"). Returns null for
 * units the site does not price by (litres), so the caller falls back to the title.
 */
export function parseUnitPricingMeasure(raw: string | null | undefined): Measure | null {
  if (!raw) return null;
  const ct = /^\s*(\d+(?:[.,]\d+)?)\s*(ct|count|each|ea|item|unit|pcs?)\s*$/i.exec(raw);
  if (ct?.[1]) return positive(Number(ct[1].replace(",", ".")), "item");
  const p = parseMeasurements(normaliseText(raw));
  if (p.weightsKg[0] !== undefined) return positive(p.weightsKg[0], "kg");
  if (p.areasM2[0] !== undefined) return positive(p.areasM2[0], "m2");
  if (p.volumesM3[0] !== undefined) return positive(p.volumesM3[0], "m3");
  const len = p.singles[0];
  if (len) return positive(len.mm / 1000, "m");
  return null;
}

function positive(quantity: number, unit: MeasureUnit): Measure | null {
  return Number.isFinite(quantity) && quantity > 0 ? { quantity: round(quantity, 4), unit } : null;
}

export function round(n: number, dp: number): number {
  const f = 10 ** dp;
  return Math.round(n * f) / f;
}
