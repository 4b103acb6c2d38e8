/**
 * Helpers shared by the bagged and loose materials (cement, concrete/mortar, sand, aggregates,
 * plaster), and by the match profile, which compares their grading as a number.
 */
import { formatMm } from "../dimensions.ts";
import type { FactContext } from "../fact-context.ts";
import type { ParsedMeasurements } from "../measurements.ts";

/** "Pack of 10" bags is a different product (and price) from one bag: the count is in every key. */
export function bagCountFacts(parsed: ParsedMeasurements): Record<string, string> {
  return parsed.packCount && parsed.packCount > 1 ? { count: `${parsed.packCount} bags` } : {};
}

/** "20-40mm" or "20mm"; decorative stone is graded too, but merchants often leave it out. */
export function statedGrading(ctx: FactContext): string | null {
  const range = ctx.parsed.rangesMm[0];
  // "0-20mm" is how all-in ballast is graded, and merchants write it "20mm" just as often.
  if (range) return range[0] === 0 ? `${formatMm(range[1])}mm` : `${formatMm(range[0])}-${formatMm(range[1])}mm`;
  const mm = ctx.parsed.singles.filter((s) => s.unit === "mm" && s.mm <= 150).map((s) => s.mm)[0];
  return mm !== undefined ? `${formatMm(mm)}mm` : null;
}
