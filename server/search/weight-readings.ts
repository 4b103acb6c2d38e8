/**
 * A weight as size tokens, for products and queries alike (size-tokens.ts): the weight itself, and for a query the
 * bulk bag its weight names. Pure. Where to extend: another bag or pack a weight band names.
 */

/**
 * A bulk bag, whatever weight its title quotes or omits ("Sharp Sand Bulk Bag", "Jumbo Bag"): merchants fill them
 * to 700–1000 kg (measurements.ts reads the bag), so a query's weight in that band also asks for one.
 */
export const BULK_BAG_TOKEN = "bulkbag";
const BULK_BAG_KG = { min: 700, max: 1000 };

/** A weight's tokens; a query's bulk-bag weight ("850kg", "1 tonne") also admits any bulk bag, ranked below. */
export function weightReadings(kg: number, bulkBags: boolean): string[] {
  const exact = `${Math.round(kg * 1000) / 1000}kg`;
  return bulkBags && kg >= BULK_BAG_KG.min && kg <= BULK_BAG_KG.max ? [exact, BULK_BAG_TOKEN] : [exact];
}
