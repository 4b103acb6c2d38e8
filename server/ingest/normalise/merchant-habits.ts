/**
 * What a merchant's whole feed shows about how it writes, that no single row can: the keyword tails it
 * appends to items of every kind (title-tails.ts), its own label in the brand column (own-labels.ts) and its
 * own stock codes in the mpn column (stock-code-mpns.ts) and opening its titles (title-stock-codes.ts), and
 * sizes written without their unit (unitless-sizes.ts).
 * Found over a feed on import and over a merchant's stored offers on rematch and curation, so every path
 * that reads an offer's facts reads them the same way.
 */
import type { CatalogueBrands } from "./catalogue-makers.ts";
import { findOwnLabels } from "./own-labels.ts";
import { findStockCodePrefix, type MpnSource } from "./stock-code-mpns.ts";
import { findTitleCodeShape } from "./title-stock-codes.ts";
import { findRepeatedTitleTails, type TitleSource } from "./title-tails.ts";
import { findUnitlessSizes } from "./unitless-sizes.ts";

export interface MerchantHabits {
  /** Keyword tails cut from titles before facts are read. */
  titleTails: readonly string[];
  /** Brand values (normalised) that are the merchant's own label: read as no maker. */
  ownLabels: readonly string[];
  /** Letter prefix of the merchant's own stock codes in its `mpn` column (stock-code-mpns.ts): not makers' MPNs. */
  stockCodePrefix: string | null;
  /** Shape of the merchant's own stock codes opening its titles (title-stock-codes.ts): cut before facts are read. */
  titleCodeShape: string | null;
  /** Sizes written in millimetres without a unit (unitless-sizes.ts): lone bare sizes get "mm" back. */
  unitlessSizes: boolean;
  /**
   * Not this merchant's habit but what the whole catalogue knows: makers named in any merchant's brand column
   * (catalogue-makers.ts), read from this merchant's titles when it gives no brand. Found with the habits so
   * import, rematch and curation read an offer alike.
   */
  catalogueMakers: readonly string[];
}

export const NO_HABITS: MerchantHabits = {
  titleTails: [],
  ownLabels: [],
  stockCodePrefix: null,
  titleCodeShape: null,
  unitlessSizes: false,
  catalogueMakers: [],
};

/** `merchant`: this merchant's key in `catalogue.namedBy`. */
export function findMerchantHabits<K>(
  sources: readonly (TitleSource & MpnSource)[],
  merchantName: string,
  catalogue?: { brands: CatalogueBrands<K>; merchant: K },
): MerchantHabits {
  const namedBy = catalogue?.brands.namedBy;
  const namedElsewhere = (brand: string) => [...(namedBy?.get(brand) ?? [])].some((m) => m !== catalogue!.merchant);
  return {
    titleTails: findRepeatedTitleTails(sources, merchantName),
    ownLabels: findOwnLabels(sources, merchantName, namedElsewhere),
    stockCodePrefix: findStockCodePrefix(sources, merchantName),
    titleCodeShape: findTitleCodeShape(sources),
    unitlessSizes: findUnitlessSizes(sources),
    catalogueMakers: catalogue?.brands.makers ?? [],
  };
}

/** Each merchant's habits, found over all of that merchant's rows (rows keyed by `merchantOf`). */
export function habitsByMerchant<K>(
  rows: readonly (TitleSource & MpnSource & { merchantName: string })[],
  merchantOf: (row: number) => K,
  brands?: CatalogueBrands<K>,
): Map<K, MerchantHabits> {
  const byMerchant = new Map<K, Array<TitleSource & MpnSource & { merchantName: string }>>();
  rows.forEach((row, i) => {
    const key = merchantOf(i);
    const own = byMerchant.get(key);
    if (own) own.push(row);
    else byMerchant.set(key, [row]);
  });
  return new Map(
    [...byMerchant].map(([key, own]) => [
      key,
      findMerchantHabits(own, own[0]!.merchantName, brands && { brands, merchant: key }),
    ]),
  );
}
