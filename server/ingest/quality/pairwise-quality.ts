/**
 * Pairwise matching quality across merchants: a pair is two offers from different merchants;
 * it is a true pair when the truth says they are one product, predicted when we put them on one product.
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

function countCrossMerchantPairs(
  groups: Map<string, LabelledAssignment[]>,
  alsoSame?: (a: LabelledAssignment, b: LabelledAssignment) => boolean,
) {
  let pairs = 0;
  for (const members of groups.values()) {
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const a = members[i]!;
        const b = members[j]!;
        if (a.merchant !== b.merchant && (!alsoSame || alsoSame(a, b))) pairs++;
      }
    }
  }
  return pairs;
}

function groupBy(items: readonly LabelledAssignment[], key: (a: LabelledAssignment) => string) {
  const groups = new Map<string, LabelledAssignment[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export function pairwiseQuality(items: readonly LabelledAssignment[]): PairwiseQuality {
  const truePairs = countCrossMerchantPairs(groupBy(items, (a) => a.truth));
  const byPrediction = groupBy(items, (a) => String(a.predicted));
  const predictedPairs = countCrossMerchantPairs(byPrediction);
  const correctPairs = countCrossMerchantPairs(byPrediction, (a, b) => a.truth === b.truth);
  return {
    precision: predictedPairs === 0 ? 1 : correctPairs / predictedPairs,
    recall: truePairs === 0 ? 1 : correctPairs / truePairs,
    truePairs,
    predictedPairs,
    correctPairs,
  };
}
