/**
 * Sizes as comparable tokens, for products and queries alike: "47 x 100mm x 2.4m" and
 * "100x47" meet at "47x100"; "2.4m" and "2400mm" at "2400mm"; "25kg" stays "25kg".
 * Built on the importer's measurement reader, so a size is read the same way everywhere.
 */
import { parseMeasurements, toMm, type DimGroup, type ParsedMeasurements } from "../ingest/normalise/measurements.ts";
import { NOMINAL_SIZES } from "./nominal-sizes.ts";
import { tradeInchFraction, tradePipeBore } from "./spoken-sizes.ts";
import { productAngleTokens } from "./angle-sizes.ts";
import { threadTokens, withWidthUnits } from "./title-size-forms.ts";
import { BULK_BAG_TOKEN, weightReadings } from "./weight-readings.ts";

/**
 * A size the searcher asked for: satisfied when a product has any one of `tokens`. The first
 * token is the size itself; for a trade name ("4x2") the others are the sections also sold
 * under it (38 x 89 mm CLS), which rank just below.
 */
export interface SizeConstraint {
  label: string;
  tokens: string[];
  /**
   * A number typed without a unit ("kingspan 100"): it may not be a size at all, so it never filters beside words.
   * A pack count too: titles often omit it.
   */
  bare?: true;
  /**
   * Filters even beside words: a section that stood in for words the catalogue does not know ("garden shed 8x6"
   * searched as "shed" only because of its section), so a result must have it (prepare-search.server.ts).
   */
  required?: true;
  /**
   * How many of the first tokens are the size itself (default 1): a range of lengths ("3-3.6m") is each of its
   * lengths equally; the tokens after them are near sizes, ranked below.
   */
  exact?: number;
  /**
   * A single length under a metre ("215mm block", "18mm mdf") is most often the thickness: products whose
   * thickness it is (this token, thicknessToken) rank just above those that have it as another side.
   */
  thickness?: string;
}

/** A product's thickness (or a pipe's diameter): the side a single typed length most often names. */
export function thicknessToken(mm: number): string {
  return `t${formatNumber(mm)}`;
}

/** How a product that names its size in trade terms only ("4x2 CLS") is indexed. */
export function nominalToken(numbers: readonly number[]): string {
  return `n${[...numbers].sort((a, b) => a - b).join("x")}`;
}

/**
 * Sides written with slashes ("2400/1200/12.5mm", "75/75mm", "3.5/30mm"), as some merchants' titles and buyers do:
 * the measurement reader reads sides joined by "x", and canonical text turns a slash into a space, so the sides are
 * rewritten joined by "x" before it. Millimetres only: "1/2in" is a fraction, "2.4/3.6m" a choice of lengths.
 */
export function slashedSidesAsSize(text: string): string {
  return text.replace(SLASHED_SIDES, (_m, sides: string, unit: string) => `${sides.split("/").join(" x ")}${unit}`);
}

const SLASHED_SIDES = /(?<![\d./])(\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?){1,2})\s?(mm)\b/gi;

/** Every size token of one product text (name or a merchant's title), already canonical (normaliseText). */
export function productSizeTokens(canonText: string): string[] {
  const parsed = parseMeasurements(withWidthUnits(canonText));
  const tokens = new Set<string>();
  // Keyed, so a face restated in feet ("2440 x 1220mm (8ft x 4ft)") is still one face.
  const faces = new Map<string, number[]>();
  for (const group of parsed.groups) {
    // "4x2" in a title says which trade size, not which millimetres (47 x 100 sawn, 38 x 89 CLS).
    if (isNominal(group)) {
      tokens.add(nominalToken(group.values.map((v) => v.value)));
      continue;
    }
    // "4in x 2in" and "4 x 2 x 3.6m" name the trade size too, beside their millimetres and length.
    const section = inchSection(group);
    if (section) tokens.add(nominalToken(section));
    const sorted = groupMillimetres(group).sort((a, b) => a - b);
    if (sorted.length === 2 && !section) faces.set(sorted.join("x"), sorted);
    addAllPairs(tokens, sorted);
    // Three sides: the smallest is the thickness. Two with a length: the other is the section or diameter.
    // Of three sides, only a face's (a sheet, block, slab or wide board: the middle side FACE_MIN_MM or more): a
    // strip's or a section's smallest side ("Dado Rail 18 x 58 x 2400", "47 x 100 x 2400") is not what a lone
    // "18mm" or "18mm mdf" asks for, the sheet is.
    if ((sorted.length === 3 && sorted[1]! >= FACE_MIN_MM) || (sorted.length === 2 && sorted[1]! >= 1000))
      tokens.add(thicknessToken(sorted[0]!));
  }
  // A length in feet is also the metric stock length sold under that name ("Batten 12ft" is a 3.6 m batten),
  // unless the title states its metric lengths itself ("2440 x 1220mm (8ft x 4ft)", "16ft (4.8m)"). Only a
  // length on its own: a size in feet ("dust sheet 12 x 9ft") is cut to measure, not a stock length.
  const singles = singleReadings(parsed, !statesMetricLength(parsed));
  // "2.4 x 1.2m 12.5mm", "47x100 3.6m": a face or section and its thickness or length written apart are one
  // size, so a three-number query ("2400 x 1200 x 12.5") finds it as it finds "2400 x 1200 x 12.5mm".
  const [face, ...otherFaces] = faces.values();
  if (face && otherFaces.length === 0 && parsed.singles.length <= 2) {
    for (const reading of singles.slice(0, parsed.singles.length)) {
      for (const token of reading)
        addAllPairs(
          tokens,
          [...face, Number(token.slice(0, -2))].sort((a, b) => a - b),
        );
    }
  }
  for (const reading of singles) for (const token of reading) tokens.add(token);
  for (const token of apartDiameterAndLength(parsed, singles)) tokens.add(token);
  for (const token of threadTokens(canonText)) tokens.add(token);
  for (const token of productAngleTokens(canonText)) tokens.add(token);
  // A length under a metre written on its own is the thickness beside faces ("100mm PIR 2400 x 1200mm", "8ft x 4ft
  // (2.4m x 1.2m) 15mm", "Trench Block 300mm 440 x 215mm") or with no size group ("Loft Roll 150mm"). Not beside a
  // three-number size, which states its own.
  if (!parsed.groups.some((g) => g.values.length === 3))
    for (const single of parsed.singles) if (single.mm < 1000) tokens.add(thicknessToken(snap(single.mm)));
  if (parsed.packCount !== null) tokens.add(packToken(parsed.packCount));
  if (parsed.bulkBag && !parsed.miniBag) tokens.add(BULK_BAG_TOKEN);
  return [...tokens];
}

/**
 * "Copper Pipe 15mm - 7ft (2m)", "Stop Bead 13mm 3000mm": with no size group, one measure of 300 mm or less (a
 * diameter, a width) and a length of a metre or more (restated at most once) written apart are one size, so "15mm x 2m" finds
 * them as it finds "110mm x 3000mm". `singles`: singleReadings of `parsed`, in its singles' order.
 */
function apartDiameterAndLength(parsed: ParsedMeasurements, singles: readonly string[][]): string[] {
  if (parsed.groups.length > 0) return [];
  const lengths = parsed.singles.map((s, i) => ({ mm: s.mm, readings: singles[i]! }));
  // Across at most 300 mm, as a section is (query-sizes.ts): "3ft (1m)" is one length restated, not a size.
  const short = lengths.filter((l) => l.mm <= 300);
  const long = lengths.filter((l) => l.mm >= 1000);
  if (short.length !== 1 || long.length === 0 || long.length > 2 || short.length + long.length < lengths.length)
    return [];
  const across = formatNumber(snap(short[0]!.mm));
  return long.flatMap((l) => l.readings.map((token) => `${across}x${token.slice(0, -2)}`));
}

/** The narrowest face whose smallest side is its thickness: a 200 mm joist's or a 215 mm block's face. */
const FACE_MIN_MM = 200;

/** Whether a text writes a length of a metre or more in metric units (a sheet's side, a stock length). */
function statesMetricLength(parsed: ParsedMeasurements): boolean {
  const metric = (unit: string | null) => unit === "mm" || unit === "cm" || unit === "m";
  const groupLength = parsed.groups.some((g) => {
    const mm = groupMillimetres(g);
    return g.values.some((v, i) => metric(v.unit) && mm[i]! >= 1000);
  });
  return groupLength || parsed.singles.some((s) => metric(s.unit) && s.mm >= 1000);
}

/** A pack count as a size token ("pk200"): no length, weight or trade size is written so. */
function packToken(count: number): string {
  return `pk${count}`;
}

function addAllPairs(tokens: Set<string>, sorted: readonly number[]): void {
  tokens.add(sorted.map(formatNumber).join("x"));
  for (let i = 0; i < sorted.length; i++) {
    tokens.add(`${formatNumber(sorted[i]!)}mm`);
    for (let j = i + 1; j < sorted.length; j++) tokens.add(`${formatNumber(sorted[i]!)}x${formatNumber(sorted[j]!)}`);
  }
}

/** The sizes a query names, each as the tokens that satisfy it. */
export function querySizeConstraints(parsed: ParsedMeasurements): SizeConstraint[] {
  const constraints: SizeConstraint[] = [];
  for (const group of parsed.groups) {
    // "4 x 2 x 3.6m": the trade section and its length, read as "4x2 3.6m" is.
    const section = inchSection(group) ?? group.values.map((v) => v.value);
    const nominal = group.nominal ? nominalTokens(section) : null;
    if (nominal) {
      constraints.push({ label: section.join("x"), tokens: [...nominal, nominalToken(section)] });
      const length = group.values[2];
      if (length?.unit) {
        const tokens = lengthReadings(toMm(length.value, length.unit), length.unit);
        constraints.push({ label: tokens[0]!, tokens });
      }
      continue;
    }
    const readings = groupReadings(group).map((values) =>
      values
        .sort((a, b) => a - b)
        .map(formatNumber)
        .join("x"),
    );
    if (readings.length > 0) constraints.push({ label: readings[0]!, tokens: readings });
  }
  for (const tokens of singleReadings(parsed, true, true)) constraints.push({ label: tokens[0]!, tokens });
  for (const c of constraints) {
    const mm = /^(\d+(?:\.\d+)?)mm$/.exec(c.tokens[0]!)?.[1];
    if (c.tokens.length === 1 && mm !== undefined && Number(mm) < 1000) c.thickness = thicknessToken(Number(mm));
  }
  // "box of 1000", "200no", "pack 200": how many come in the pack. Titles that do not say rank below those that
  // say the same count, and are not filtered out beside words (many titles omit the count).
  if (parsed.packCount !== null) {
    constraints.push({ label: `pack of ${parsed.packCount}`, tokens: [packToken(parsed.packCount)], bare: true });
  }
  return constraints;
}

function nominalTokens(numbers: number[]): string[] | null {
  if (numbers.length !== 2) return null;
  const key = [...numbers].sort((a, b) => a - b).join("x");
  const tokens = NOMINAL_SIZES[key];
  return tokens ? [...tokens] : null;
}

/**
 * A value without a unit takes the next unit written after it ("2400 x 1200 x 12.5mm"), else the
 * last one before it, else millimetres.
 */
function isNominal(group: DimGroup): boolean {
  return group.nominal && group.values.every((v) => v.unit === null);
}

function groupMillimetres(group: DimGroup, mmPerFoot = toMm(1, "ft")): number[] {
  const units = group.values.map((v) => v.unit);
  return group.values.map((v, i) => {
    const unit =
      v.unit ??
      units.slice(i + 1).find((u) => u !== null) ??
      units
        .slice(0, i)
        .reverse()
        .find((u) => u !== null) ??
      "mm";
    return snap(unit === "ft" ? v.value * mmPerFoot : toMm(v.value, unit));
  });
}

/**
 * A size's millimetres, then, for one written in feet ("8ft x 4ft x 18mm", "6ft x 6ft"), the metric size sold
 * under that name: UK merchants went metric at 300 mm a foot (8 ft boards are 2.4 m, 6 ft panels 1.8 m).
 */
function groupReadings(group: DimGroup): number[][] {
  const values = groupMillimetres(group);
  if (values.length === 0) return [];
  const metric = groupMillimetres(group, MM_PER_TRADE_FOOT);
  return metric.every((mm, i) => mm === values[i]) ? [values] : [values, metric];
}

/** The two inch numbers of a trade section written with units or a length ("4in x 2in", "4 x 2 x 3.6m"), else null. */
function inchSection(group: DimGroup): number[] | null {
  if (!group.nominal) return null;
  const [a, b, length] = group.values;
  if (!a || !b || a.unit !== "in" || b.unit !== "in") return null;
  if (length && length.unit !== "ft" && length.unit !== "m") return null;
  return [a.value, b.value];
}

/** Metric stock lengths replaced feet at 300 mm a foot: 16 ft timber is sold as 4.8 m, a 6 ft post as 1.8 m. */
const MM_PER_TRADE_FOOT = 300;
/** A board named in whole inches is also sold planed about 6 mm under (7 inch skirting is 169 mm): a near size. */
const PLANED_OFF_MM = 6;
/** Nails, screws and fixings named in inches are sold at 25 mm an inch (a 4 inch nail is 100 mm). */
const MM_PER_TRADE_INCH = 25;

/**
 * A length's tokens. For feet (when `stock`), the metric stock length sold under that name first ("16ft" is the 4.8 m
 * every merchant sells); a query's inches also as the sheet or pipe sold so (spoken-sizes.ts: a "4 inch" pipe 110 mm).
 */
function lengthReadings(mm: number, unit: string, stock = true, asked = false): string[] {
  const exact = `${formatNumber(snap(mm))}mm`;
  const inches = mm / toMm(1, "in");
  // A query's whole inches are the trade's 25 mm an inch first: a 4 inch nail is sold as 100 mm, a 3 inch screw as
  // 75 mm. Titles are left exact: an inch in a title may be a plumbing size (a 1/2 inch pipe is 15 mm).
  const wholeInches = asked && unit === "in" && Number.isInteger(Math.round(inches * 1000) / 1000);
  if (wholeInches && inches >= 1 && inches <= 12)
    return [
      `${Math.round(inches) * MM_PER_TRADE_INCH}mm`,
      exact,
      `${Math.round(inches) * MM_PER_TRADE_INCH - PLANED_OFF_MM}mm`,
      ...tradePipeBore(inches),
    ];
  // Longer, a slab's, sheet's or panel's side at the same 25 mm an inch (an 18 inch slab is 450 mm, 36 inch 900 mm).
  if (wholeInches && inches > 12 && inches <= 48) return [`${Math.round(inches) * MM_PER_TRADE_INCH}mm`, exact];
  const fraction = asked && unit === "in" ? (tradeInchFraction(inches) ?? tradePipeBore(inches)) : [];
  if (fraction.length > 0) return [...new Set([...fraction, exact])];
  if (unit !== "ft" || !stock) return [exact];
  const metric = `${formatNumber(Math.round((mm / toMm(1, "ft")) * MM_PER_TRADE_FOOT))}mm`;
  return metric === exact ? [exact] : [metric, exact];
}

/**
 * Each single measure of a text, as the tokens any of which satisfies it (one, or two for a length in feet or
 * inches). `asked`: the query's, which also reads whole inches at the trade's 25 mm and weights as bulk bags.
 */
function singleReadings(parsed: ParsedMeasurements, stockLengths: boolean, asked = false): string[][] {
  return [
    ...parsed.singles.map((s) => lengthReadings(s.mm, s.unit, stockLengths, asked)),
    ...parsed.weightsKg.map((kg) => weightReadings(kg, asked)),
    ...parsed.areasM2.map((m2) => [`${formatNumber(m2)}m2`]),
    ...parsed.volumesM3.map((m3) => [`${formatNumber(m3)}m3`]),
    ...parsed.litres.map((l) => [`${formatNumber(l)}l`]),
  ];
}

/** Imperial lengths land on the metric size they are sold as: 8 ft (2438.4 mm) is 2440 mm. */
function snap(mm: number): number {
  return mm >= 1000 ? Math.round(mm / 10) * 10 : Math.round(mm * 10) / 10;
}

function formatNumber(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}
