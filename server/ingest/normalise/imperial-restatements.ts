/**
 * Imperial first, metric in brackets: "Isolating Valve 1/2in (15mm)", "Sawn Timber 4 x 2in (100 x 47mm) 8ft (2.4m)",
 * "Cement 55lb (25kg)", "Masonry Paint 2.2 gal (10L)", "Sealant 10.9 fl oz (310ml)". The merchant writes the size
 * the customer knows first and the size the product is sold by in brackets; every other merchant writes only the
 * metric one. Read as written, the imperial numbers become sizes or model words of their own (a 12.7 mm valve
 * beside the 15 mm one, "1.1" as a model word). When the bracket restates the imperial group value for value, the
 * imperial group goes and the bracket's size stands in its place.
 *
 * Safe by construction: the group goes only when both sides state the same number of values of one kind (length,
 * weight, volume) and every value agrees within 25% (pipe and fitting sizes are nominal: 1/2in is sold as 15 mm,
 * 3/4in as 22 mm). Anything else ("Hose 1/2in (15m)", a count in brackets) is left as written. The reverse order,
 * metric then its imperial equivalent in brackets, is title-cleanup.ts's IMPERIAL_ALTERNATIVE.
 * The same pair written with a slash, either way round ("47 x 100mm/1 7/8 x 4in", "8ft/2.4m", "18mm / 3/4in"), keeps
 * the metric group by the same test (an EPOS or yard habit: both systems in one field, no brackets).
 * To extend: a further imperial unit goes in IMPERIAL (its factor) and in the IMPERIAL_UNIT alternation.
 */

type Kind = "length" | "weight" | "volume";

/** Factors to mm, g and ml. An ounce is a weight or a fluid ounce by the bracket it restates. */
const IMPERIAL: Record<string, Array<[Kind, number]>> = {
  in: [["length", 25.4]],
  ft: [["length", 304.8]],
  yd: [["length", 914.4]],
  lb: [["weight", 453.6]],
  oz: [
    ["weight", 28.35],
    ["volume", 28.41],
  ],
  floz: [["volume", 28.41]],
  pt: [["volume", 568.3]],
  gal: [["volume", 4546]],
};
const METRIC: Record<string, [Kind, number]> = {
  mm: ["length", 1],
  cm: ["length", 10],
  m: ["length", 1000],
  g: ["weight", 1],
  kg: ["weight", 1000],
  ml: ["volume", 1],
  cl: ["volume", 10],
  l: ["volume", 1000],
};

const NUM = String.raw`(?:\d+\/\d+|\d+(?:\.\d+)?(?:\s+\d+\/\d+)?)`;
const IMPERIAL_UNIT = String.raw`(?:inch(?:es)?|in\b|"|''|ft\b|feet\b|foot\b|'|yds?\b|yards?\b|lbs?\b|fl\.?\s?oz\b|oz\b|pints?\b|pts?\b|gal(?:lon)?s?\b)`;
const METRIC_UNIT = String.raw`(?:(?:mm|cm|m|kg|g|ml|cl|l|ltrs?|litres?|liters?)\b)`;
/** A screw or nail gauge ("No.10") in an imperial size stands for the bracket's first value, whatever it is. */
const GAUGE = String.raw`No\.?\s?\d+`;
const IMP_VALUE = String.raw`(?:${GAUGE}|${NUM}\s*${IMPERIAL_UNIT}?)`;
const MET_VALUE = String.raw`${NUM}\s*${METRIC_UNIT}?`;
const RESTATED = new RegExp(
  String.raw`(?<![\w./])(${IMP_VALUE}(?:\s*(?:x|×|by)?\s*${IMP_VALUE})*?)\s*\(\s*(${MET_VALUE}(?:\s*(?:x|×)\s*${MET_VALUE})*)\s*\)`,
  "gi",
);

const IMP_GROUP = String.raw`${IMP_VALUE}(?:\s*(?:x|×|by)?\s*${IMP_VALUE})*`;
const MET_GROUP = String.raw`${MET_VALUE}(?:\s*(?:x|×)\s*${MET_VALUE})*`;
/** Metric, a slash, imperial; the metric group must close on its unit so "1/2in" is never split at its slash. */
const METRIC_SLASH_IMPERIAL = new RegExp(String.raw`(?<![\w./])(${MET_GROUP})\s*\/\s*(${IMP_GROUP})(?![\w./])`, "gi");
const IMPERIAL_SLASH_METRIC = new RegExp(String.raw`(?<![\w./])(${IMP_GROUP})\s*\/\s*(${MET_GROUP})(?![\w./])`, "gi");

interface Value {
  value: number;
  /** The factor and kind of each reading of the value's unit; null for a gauge, which fits any value. */
  readings: Array<[Kind, number]> | null;
}

function toNumber(text: string): number {
  return text
    .trim()
    .split(/\s+/)
    .reduce((sum, part) => {
      const [a, b] = part.split("/");
      return sum + (b === undefined ? Number(a) : Number(a) / Number(b));
    }, 0);
}

function imperialUnit(raw: string): string | null {
  const u = raw.toLowerCase().replace(/[.\s]/g, "");
  if (!u) return null;
  if (u === '"' || u === "''" || u.startsWith("inch") || u === "in") return "in";
  if (u === "'" || u === "ft" || u === "feet" || u === "foot") return "ft";
  if (u.startsWith("y")) return "yd";
  if (u.startsWith("lb")) return "lb";
  if (u === "floz") return "floz";
  if (u === "oz") return "oz";
  if (u.startsWith("p")) return "pt";
  return "gal";
}

function metricUnit(raw: string): string | null {
  const u = raw.toLowerCase();
  if (!u) return null;
  return u.startsWith("lt") || u.startsWith("lit") ? "l" : u;
}

/** Values of a group; a value without a unit takes the next unit written after it ("8 1/2 x 4 x 2 1/2in"). */
function readGroup(group: string, imperial: boolean): Value[] | null {
  const re = imperial
    ? new RegExp(String.raw`(${GAUGE})|(${NUM})\s*(${IMPERIAL_UNIT})?`, "gi")
    : new RegExp(String.raw`()(${NUM})\s*(${METRIC_UNIT})?`, "gi");
  const parts = [...group.matchAll(re)].map((m) => ({
    gauge: !!m[1],
    value: m[2] ? toNumber(m[2]) : 0,
    unit: m[3] ? (imperial ? imperialUnit(m[3]) : metricUnit(m[3])) : null,
    start: m.index,
    end: m.index + m[0].length,
  }));
  const values: Value[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (p.gauge) {
      values.push({ value: 0, readings: null });
      continue;
    }
    const unit = p.unit ?? parts.slice(i + 1).find((q) => q.unit && !q.gauge)?.unit;
    if (!unit) return null;
    const readings = imperial ? IMPERIAL[unit] : METRIC[unit] ? [METRIC[unit]] : undefined;
    if (!readings) return null;
    // "3ft 3in": feet then inches with no dimension sign between them are one length, in feet.
    const prev = parts[i - 1];
    const last = values[values.length - 1];
    if (imperial && unit === "in" && prev?.unit === "ft" && last && !/\S/.test(group.slice(prev.end, p.start))) {
      last.value += (p.value * 25.4) / 304.8;
      continue;
    }
    values.push({ value: p.value, readings });
  }
  return values;
}

/** Every metric value restates its imperial counterpart, in one kind, within 25%. */
function restates(imperial: Value[], metric: Value[]): boolean {
  if (imperial.length === 0 || imperial.length !== metric.length) return false;
  const kinds: Kind[] = ["length", "weight", "volume"];
  return kinds.some((kind) =>
    imperial.every((imp, i) => {
      const met = metric[i]!.readings?.[0];
      if (!met || met[0] !== kind) return false;
      if (imp.readings === null) return true;
      const reading = imp.readings.find((r) => r[0] === kind);
      if (!reading) return false;
      const a = imp.value * reading[1];
      const b = metric[i]!.value * met[1];
      return b > 0 && Math.abs(a - b) <= 0.25 * b;
    }),
  );
}

/** The metric group when the imperial group restates it, else the whole text as written. */
function metricOf(whole: string, imp: string, met: string): string {
  const imperial = readGroup(imp, true);
  const metric = readGroup(met, false);
  // The group must name an imperial unit somewhere: "100 x 47 (100 x 47mm)" is not a restatement.
  if (!imperial || !metric || !new RegExp(IMPERIAL_UNIT, "i").test(imp.replace(new RegExp(GAUGE, "gi"), "")))
    return whole;
  // The metric side must name its unit too, so a bare count before a slash ("10/1in") is never read as a size.
  if (!new RegExp(METRIC_UNIT, "i").test(met)) return whole;
  return restates(imperial, metric) ? met.trim() : whole;
}

/** The title with each imperial size that its bracketed or slashed metric size restates replaced by that size. */
export function withoutImperialRestatements(title: string): string {
  let s = title;
  if (s.includes("(")) s = s.replace(RESTATED, (whole, imp: string, met: string) => metricOf(whole, imp, met));
  if (s.includes("/")) {
    s = s.replace(METRIC_SLASH_IMPERIAL, (whole, met: string, imp: string) => metricOf(whole, imp, met));
    s = s.replace(IMPERIAL_SLASH_METRIC, (whole, imp: string, met: string) => metricOf(whole, imp, met));
  }
  return s;
}
