/**
 * Sizes as comparable tokens, for products and queries alike: "47 x 100mm x 2.4m" and
 * "100x47" meet at "47x100"; "2.4m" and "2400mm" at "2400mm"; "25kg" stays "25kg".
 * Built on the importer's measurement reader, so a size is read the same way everywhere.
 */
import { parseMeasurements, toMm, type DimGroup, type ParsedMeasurements } from "../ingest/normalise/measurements.ts";
import { NOMINAL_SIZES } from "./nominal-sizes.ts";

/**
 * A size the searcher asked for: satisfied when a product has any one of `tokens`. The first
 * token is the size itself; for a trade name ("4x2") the others are the sections also sold
 * under it (38 x 89 mm CLS), which rank just below.
 */
export interface SizeConstraint {
  label: string;
  tokens: string[];
  /** A number typed without a unit ("kingspan 100"): it may not be a size at all, so it never filters beside words. */
  bare?: true;
  /**
   * Filters even beside words: a section that stood in for words the catalogue does not know ("garden shed 8x6"
   * searched as "shed" only because of its section), so a result must have it (prepare-search.server.ts).
   */
  required?: true;
}

/** How a product that names its size in trade terms only ("4x2 CLS") is indexed. */
export function nominalToken(numbers: readonly number[]): string {
  return `n${[...numbers].sort((a, b) => a - b).join("x")}`;
}

/** Every size token of one product text (name or a merchant's title), already canonical (normaliseText). */
export function productSizeTokens(canonText: string): string[] {
  const parsed = parseMeasurements(canonText);
  const tokens = new Set<string>();
  for (const group of parsed.groups) {
    // "4x2" in a title says which trade size, not which millimetres (47 x 100 sawn, 38 x 89 CLS).
    if (isNominal(group)) {
      tokens.add(nominalToken(group.values.map((v) => v.value)));
      continue;
    }
    const values = groupMillimetres(group);
    if (values.length === 0) continue;
    const sorted = [...values].sort((a, b) => a - b);
    tokens.add(sorted.map(formatNumber).join("x"));
    for (let i = 0; i < sorted.length; i++) {
      tokens.add(`${formatNumber(sorted[i]!)}mm`);
      for (let j = i + 1; j < sorted.length; j++) tokens.add(`${formatNumber(sorted[i]!)}x${formatNumber(sorted[j]!)}`);
    }
  }
  for (const token of singleTokens(parsed)) tokens.add(token);
  return [...tokens];
}

/** The sizes a query names, each as the tokens that satisfy it. */
export function querySizeConstraints(parsed: ParsedMeasurements): SizeConstraint[] {
  const constraints: SizeConstraint[] = [];
  for (const group of parsed.groups) {
    const numbers = group.values.map((v) => v.value);
    const nominal = group.nominal ? nominalTokens(numbers) : null;
    if (nominal) {
      constraints.push({ label: numbers.join("x"), tokens: [...nominal, nominalToken(numbers)] });
      continue;
    }
    const values = groupMillimetres(group).sort((a, b) => a - b);
    if (values.length > 0) {
      const token = values.map(formatNumber).join("x");
      constraints.push({ label: token, tokens: [token] });
    }
  }
  for (const token of singleTokens(parsed)) constraints.push({ label: token, tokens: [token] });
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

function groupMillimetres(group: DimGroup): number[] {
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
    return snap(toMm(v.value, unit));
  });
}

function singleTokens(parsed: ParsedMeasurements): string[] {
  return [
    ...parsed.singles.map((s) => `${formatNumber(snap(s.mm))}mm`),
    ...parsed.weightsKg.map((kg) => `${formatNumber(kg)}kg`),
    ...parsed.areasM2.map((m2) => `${formatNumber(m2)}m2`),
    ...parsed.volumesM3.map((m3) => `${formatNumber(m3)}m3`),
    ...parsed.litres.map((l) => `${formatNumber(l)}l`),
  ];
}

/** Imperial lengths land on the metric size they are sold as: 8 ft (2438.4 mm) is 2440 mm. */
function snap(mm: number): number {
  return mm >= 1000 ? Math.round(mm / 10) * 10 : Math.round(mm * 10) / 10;
}

function formatNumber(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}
