/**
 * The label of a product's unit basis (products.measure_unit), read from the product and never from an
 * offer, so every offer of one product is shown in the same unit. Uses unitLabel from
 * server/ingest/normalise/measurements.ts, which ingest also writes into offers.unit_label.
 */
import { unitLabel, type MeasureUnit } from "../server/ingest/normalise/measurements.ts";

export const MEASURE_UNITS: readonly MeasureUnit[] = ["kg", "m", "m2", "m3", "item"];

function isMeasureUnit(value: string): value is MeasureUnit {
  return (MEASURE_UNITS as readonly string[]).includes(value);
}

export function unitBasisLabel(measureUnit: string | null): string | null {
  return measureUnit && isMeasureUnit(measureUnit) ? unitLabel(measureUnit) : null;
}
