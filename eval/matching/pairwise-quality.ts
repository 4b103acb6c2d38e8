/**
 * Pairwise matching quality across merchants, the one scorer every matching evaluation uses: a pair is two
 * offers from different merchants; it is a true pair when the truth says they are one product, predicted
 * when the matcher put them on one product. Same-merchant pairs are left out (the assigner keeps one
 * merchant's items apart unless their GTINs are equal; summary.ts counts those mistakes separately).
 */
export interface LabelledAssignment {
  merchant: string;
  truth: string;
  predicted: number | string;
}

export interface PairwiseQuality {
  precision: number;
  recall: number;
  truePairs: number;
  predictedPairs: number;
  correctPairs: number;
}

/** Cross-merchant pairs among groups of offers: all pairs in a group minus those within one merchant. */
function crossPairs<T extends LabelledAssignment>(groups: Map<string, T[]>): number {
  let pairs = 0;
  for (const members of groups.values()) {
    const perMerchant = new Map<string, number>();
    for (const m of members) perMerchant.set(m.merchant, (perMerchant.get(m.merchant) ?? 0) + 1);
    let squares = 0;
    for (const c of perMerchant.values()) squares += c * c;
    pairs += (members.length * members.length - squares) / 2;
  }
  return pairs;
}

export function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export function pairwiseQuality(items: readonly LabelledAssignment[]): PairwiseQuality {
  const truePairs = crossPairs(groupBy(items, (a) => a.truth));
  const predictedPairs = crossPairs(groupBy(items, (a) => String(a.predicted)));
  const correctPairs = crossPairs(groupBy(items, (a) => `${a.truth}\u0000${String(a.predicted)}`));
  return {
    precision: predictedPairs === 0 ? 1 : correctPairs / predictedPairs,
    recall: truePairs === 0 ? 1 : correctPairs / truePairs,
    truePairs,
    predictedPairs,
    correctPairs,
  };
}

/** Products holding offers of several true products (wrong merges), and true products split over several products (misses). */
export function matchingMistakes<T extends LabelledAssignment>(
  items: readonly T[],
): { wrongMerges: T[][]; misses: T[][] } {
  const wrongMerges = [...groupBy(items, (a) => String(a.predicted)).values()].filter(
    (members) => new Set(members.map((m) => m.truth)).size > 1,
  );
  const misses = [...groupBy(items, (a) => a.truth).values()].filter(
    (members) => new Set(members.map((m) => String(m.predicted))).size > 1,
  );
  return { wrongMerges, misses };
}
