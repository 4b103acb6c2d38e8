/**
 * A pack word typed right after a size says how the product comes, not what it is: titles name the pack by its size
 * alone ("Cement 25kg", "Wood Preserver, 5L"), so kept as words they would match nothing the buyer meant, or another
 * product (bulk bags for "25kg bags"). Pure; query-sizes.ts readTypedSizes calls it on the lower-cased query. Where to
 * extend: another container after its unit.
 */

/**
 * A bag after a weight is how it is packed ("20kg bag", "25 kilo bags"), not a word to match: bulk bags are not
 * 20 kg. Any spelling of the weight's unit, and an aggregate's grade ("20mm chippings … 20mm bag").
 */
const WEIGHT_BAG = /\b(\d+(?:\.\d+)?\s*(?:kg|kgs|kilos?|kilograms?|kilogrammes?|mm))\s+(?:bag|bags|sack|sacks)\b/g;
/**
 * A tin or can after a volume ("5 litre tins", "2.5L can", "1 ltr bottle") is how paints, treatments and additives
 * are packed, and titles name them by the volume alone ("…, 5L"): the volume is what was asked. Not a tub (a
 * ready-mixed product's tub against a powder's bag says which product) nor a tube (sealant's own form).
 */
const VOLUME_CONTAINER =
  /\b(\d+(?:\.\d+)?\s*(?:l|ltrs?|lts?|litres?|liters?|ml))\s+(?:tins?|cans?|drums?|bottles?|pots?)\b/g;
/**
 * "handy bag", "handi pack": the small hand-carried bag merchants sell sand, cement and aggregates in, which titles
 * mostly name by its weight alone ("Cement 5kg"), so the words would match nothing and the corrector would bend
 * "handy" into another word. Read as nothing: a typed weight still says which bag.
 */
const HANDY_BAG = /\b(?:handy|handi)\s*(?:bags?|packs?|sacks?)\b/g;

/**
 * "boxes of 200", "packs of 50", "bags of 25": a container in the plural before a count is the count the pack holds,
 * as "box of 200" is (the measurement reader reads the singular): else the count would read as 200 mm.
 */
const CONTAINERS_OF_COUNT =
  /\b(box|pack|bag|tub|tin|tube|carton|bucket|tray|pallet|bundle|case|set)(?:e?s) of (\d+)\b/g;

/** The query with the pack words beside their sizes removed (the size itself stays). */
export function withoutPackBesideSize(lower: string): string {
  return lower
    .replace(WEIGHT_BAG, "$1")
    .replace(VOLUME_CONTAINER, "$1")
    .replace(HANDY_BAG, " ")
    .replace(CONTAINERS_OF_COUNT, "$1 of $2");
}
