export interface RankableMerchant {
  name: string;
  productCount: number;
}

/** The merchants listing the most products (ties by name), leaving out any with none listed. */
export function topMerchantsByProducts<T extends RankableMerchant>(merchants: readonly T[], limit: number): T[] {
  return merchants
    .filter((m) => m.productCount > 0)
    .toSorted((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name, "en-GB"))
    .slice(0, limit);
}
