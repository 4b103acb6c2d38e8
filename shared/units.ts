/**
 * Units a product's price is compared in (products.measure_unit) and their labels, shared by ingest (which
 * writes offers.unit_label) and the pages. A product's unit basis is read from the product, never from an
 * offer, so every offer of one product is shown in the same unit.
 */
export type MeasureUnit = "kg" | "m" | "m2" | "m3" | "item";

export const MEASURE_UNITS: readonly MeasureUnit[] = ["kg", "m", "m2", "m3", "item"];

export function unitLabel(unit: MeasureUnit): string {
  switch (unit) {
    case "kg":
      return "per kg";
    case "m":
      return "per m";
    case "m2":
      return "per m²";
    case "m3":
      return "per m³";
    case "item":
      return "each";
  }
}

function isMeasureUnit(value: string): value is MeasureUnit {
  return (MEASURE_UNITS as readonly string[]).includes(value);
}

export function unitBasisLabel(measureUnit: string | null): string | null {
  return measureUnit && isMeasureUnit(measureUnit) ? unitLabel(measureUnit) : null;
}
