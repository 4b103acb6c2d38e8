/** Timber treatment, read by timber and by roofing (battens). */
import { TREATED, UNTREATED_EXPLICIT, UNTREATED_IMPLIED } from "../product-lines.ts";
import { firstTerm } from "../term-tables.ts";

/** Explicit "untreated" beats "treated"; "treated" beats kiln-dried (KD timber is often then treated). */
export function treatmentOf(text: string): "treated" | "untreated" | null {
  if (firstTerm(text, UNTREATED_EXPLICIT)) return "untreated";
  if (firstTerm(text, TREATED)) return "treated";
  if (firstTerm(text, UNTREATED_IMPLIED)) return "untreated";
  return null;
}
