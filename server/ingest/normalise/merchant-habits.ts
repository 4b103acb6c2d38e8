/**
 * What a merchant's whole feed shows about how it writes, that no single row can: the keyword tails it
 * appends to items of every kind (title-tails.ts) and its own label in the brand column (own-labels.ts).
 * Found over a feed on import and over a merchant's stored offers on rematch and curation, so every path
 * that reads an offer's facts reads them the same way.
 */
import { findOwnLabels } from "./own-labels.ts";
import { findRepeatedTitleTails, type TitleSource } from "./title-tails.ts";

export interface MerchantHabits {
  /** Keyword tails cut from titles before facts are read. */
  titleTails: readonly string[];
  /** Brand values (normalised) that are the merchant's own label: read as no maker. */
  ownLabels: readonly string[];
}

export const NO_HABITS: MerchantHabits = { titleTails: [], ownLabels: [] };

export function findMerchantHabits(sources: readonly TitleSource[], merchantName: string): MerchantHabits {
  return { titleTails: findRepeatedTitleTails(sources, merchantName), ownLabels: findOwnLabels(sources, merchantName) };
}

/** Each merchant's habits, found over all of that merchant's rows (rows keyed by `merchantOf`). */
export function habitsByMerchant<K>(
  rows: readonly (TitleSource & { merchantName: string })[],
  merchantOf: (row: number) => K,
): Map<K, MerchantHabits> {
  const byMerchant = new Map<K, Array<TitleSource & { merchantName: string }>>();
  rows.forEach((row, i) => {
    const key = merchantOf(i);
    const own = byMerchant.get(key);
    if (own) own.push(row);
    else byMerchant.set(key, [row]);
  });
  return new Map([...byMerchant].map(([key, own]) => [key, findMerchantHabits(own, own[0]!.merchantName)]));
}
