/**
 * What the matcher reads from an offer, from a validated feed row (at import) or from a stored offer
 * (at rematch): both go through here, so a rematch sees exactly what the import saw.
 */
import type { OfferIdentityInput } from "./normalise/index.ts";
import { type MerchantHabits, NO_HABITS } from "./normalise/merchant-habits.ts";
import type { ValidFeedRow } from "./validate-feed-row.ts";

/** Feed fields without a column of their own on offers, stored in offers.match_inputs under these names. */
const STORED_INPUTS = {
  unit_pricing_measure: "unitPricingMeasure",
  item_group_id: "itemGroupId",
  color: "color",
  size: "size",
  material: "material",
  pattern: "pattern",
} as const satisfies Record<string, keyof ValidFeedRow & keyof OfferIdentityInput>;

type StoredInput = keyof typeof STORED_INPUTS;

/** The match_inputs value stored with an offer: only the fields the row states. */
export function storedMatchInputs(row: ValidFeedRow): Partial<Record<StoredInput, string>> {
  const stored: Partial<Record<StoredInput, string>> = {};
  for (const [column, field] of Object.entries(STORED_INPUTS) as [StoredInput, (typeof STORED_INPUTS)[StoredInput]][]) {
    const value = row[field];
    if (value) stored[column] = value;
  }
  return stored;
}

export function identityInputFromRow(
  row: ValidFeedRow,
  merchantName: string,
  habits: MerchantHabits = NO_HABITS,
): OfferIdentityInput {
  return {
    title: row.title,
    description: row.description,
    brand: row.brand,
    gtin: row.gtin,
    mpn: row.mpn,
    productType: row.productType,
    unitPricingMeasure: row.unitPricingMeasure,
    itemGroupId: row.itemGroupId,
    color: row.color,
    size: row.size,
    material: row.material,
    pattern: row.pattern,
    merchantName,
    titleTails: habits.titleTails,
    ownLabels: habits.ownLabels,
    stockCodePrefix: habits.stockCodePrefix,
    titleCodeShape: habits.titleCodeShape,
    unitlessSizes: habits.unitlessSizes,
    catalogueMakers: habits.catalogueMakers,
  };
}

export interface StoredOfferIdentity {
  title: string;
  description: string;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  product_type: string | null;
  match_inputs: Record<string, unknown> | null;
}

export function identityInputFromOffer(
  offer: StoredOfferIdentity,
  merchantName: string,
  habits: MerchantHabits = NO_HABITS,
): OfferIdentityInput {
  const stored = offer.match_inputs ?? {};
  const read = (column: StoredInput) => {
    const value = stored[column];
    return typeof value === "string" && value ? value : null;
  };
  return {
    title: offer.title,
    description: offer.description,
    brand: offer.brand,
    gtin: offer.gtin,
    mpn: offer.mpn,
    productType: offer.product_type,
    unitPricingMeasure: read("unit_pricing_measure"),
    itemGroupId: read("item_group_id"),
    color: read("color"),
    size: read("size"),
    material: read("material"),
    pattern: read("pattern"),
    merchantName,
    titleTails: habits.titleTails,
    ownLabels: habits.ownLabels,
    stockCodePrefix: habits.stockCodePrefix,
    titleCodeShape: habits.titleCodeShape,
    unitlessSizes: habits.unitlessSizes,
    catalogueMakers: habits.catalogueMakers,
  };
}
