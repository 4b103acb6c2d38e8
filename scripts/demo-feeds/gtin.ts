import type { Merchant } from "./merchant-types.ts";

/** A GTIN as the merchant writes it: plain, spaced like a barcode's caption, or padded to GTIN-14. */
export function formatGtin(g: string, how: Merchant["gtin"]): string {
  if (how === "spaced") return `${g.slice(0, 1)} ${g.slice(1, 7)} ${g.slice(7)}`;
  if (how === "gtin14") return `0${g}`;
  return g;
}
