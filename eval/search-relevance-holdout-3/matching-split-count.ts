/**
 * Matching quality of one imported held-out set, from the items→key truth alone (no query is read): keys split
 * over several site products, site products holding different keys (wrong merges), and per merchant pair how
 * many same-key pairs the site joined and how many different-key pairs it wrongly joined.
 */

export interface PlacedOffer {
  merchant: string;
  itemId: string;
  productId: number;
  title: string;
  reason: string;
}

export interface SplitCount {
  keys: number;
  keyedOffers: number;
  unkeyedOffers: number;
  siteProducts: number;
  splitKeys: { key: string; products: number[] }[];
  wrongMerges: { productId: number; keys: string[] }[];
  pairs: { merchants: string; truth: number; joined: number; wronglyJoined: number }[];
}

export function countSplits(offers: readonly PlacedOffer[], items: Readonly<Record<string, string>>): SplitCount {
  const productsOfKey = new Map<string, Set<number>>();
  const keysOfProduct = new Map<number, Set<string>>();
  const keyed: { merchant: string; key: string; productId: number }[] = [];
  let unkeyed = 0;
  for (const o of offers) {
    const key = items[`${o.merchant}|${o.itemId}`];
    if (!keysOfProduct.has(o.productId)) keysOfProduct.set(o.productId, new Set());
    if (!key) {
      unkeyed++;
      continue;
    }
    keyed.push({ merchant: o.merchant, key, productId: o.productId });
    keysOfProduct.get(o.productId)!.add(key);
    productsOfKey.set(key, (productsOfKey.get(key) ?? new Set()).add(o.productId));
  }
  const pairs = new Map<string, { truth: number; joined: number; wronglyJoined: number }>();
  for (let i = 0; i < keyed.length; i++)
    for (let j = i + 1; j < keyed.length; j++) {
      const a = keyed[i]!;
      const b = keyed[j]!;
      if (a.merchant === b.merchant) continue;
      const sameKey = a.key === b.key;
      const joined = a.productId === b.productId;
      if (!sameKey && !joined) continue;
      const label = [a.merchant, b.merchant].sort().join(" + ");
      const row = pairs.get(label) ?? { truth: 0, joined: 0, wronglyJoined: 0 };
      if (sameKey) row.truth++;
      if (sameKey && joined) row.joined++;
      if (!sameKey && joined) row.wronglyJoined++;
      pairs.set(label, row);
    }
  return {
    keys: productsOfKey.size,
    keyedOffers: keyed.length,
    unkeyedOffers: unkeyed,
    siteProducts: keysOfProduct.size,
    splitKeys: [...productsOfKey]
      .filter(([, ids]) => ids.size > 1)
      .map(([key, ids]) => ({ key, products: [...ids].sort((x, y) => x - y) }))
      .sort((x, y) => x.key.localeCompare(y.key)),
    wrongMerges: [...keysOfProduct]
      .filter(([, keys]) => keys.size > 1)
      .map(([productId, keys]) => ({ productId, keys: [...keys].sort() }))
      .sort((x, y) => x.productId - y.productId),
    pairs: [...pairs]
      .map(([merchants, row]) => ({ merchants, ...row }))
      .sort((x, y) => x.merchants.localeCompare(y.merchants)),
  };
}
