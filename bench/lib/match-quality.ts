/** Pairwise cross-merchant matching quality: a pair is two offers of different merchants on the same product. */
export interface AssignedOffer {
  slug: string;
  itemId: string;
  productId: number;
  title: string;
}

export interface MatchQuality {
  offers: number;
  unknownOffers: number;
  trueProducts: number;
  predictedProducts: number;
  truePairs: number;
  predictedPairs: number;
  correctPairs: number;
  precision: number;
  recall: number;
  f1: number;
  /** A few wrongly merged products and wrongly split ones, with titles, to show the matcher's author. */
  wrongMerges: string[][];
  missedMatches: string[][];
}

type Counts = Map<string, number>;

function add(groups: Map<string, Counts>, key: string, slug: string) {
  let counts = groups.get(key);
  if (!counts) groups.set(key, (counts = new Map()));
  counts.set(slug, (counts.get(slug) ?? 0) + 1);
}

/** Pairs across merchants in a group: all pairs minus same-merchant pairs. */
function crossPairs(counts: Counts): number {
  let n = 0;
  let squares = 0;
  for (const c of counts.values()) {
    n += c;
    squares += c * c;
  }
  return (n * n - squares) / 2;
}

const sum = (groups: Map<string, Counts>) => [...groups.values()].reduce((s, c) => s + crossPairs(c), 0);

export function measureMatchQuality(truth: Record<string, string>, offers: readonly AssignedOffer[]): MatchQuality {
  const byTruth = new Map<string, Counts>();
  const byPredicted = new Map<string, Counts>();
  const byCell = new Map<string, Counts>();
  const titlesByPredicted = new Map<string, { truthId: string; title: string; slug: string }[]>();
  const titlesByTruth = new Map<string, { productId: number; title: string; slug: string }[]>();
  let unknown = 0;
  for (const o of offers) {
    const truthId = truth[`${o.slug}:${o.itemId}`];
    if (!truthId) {
      unknown++;
      continue;
    }
    add(byTruth, truthId, o.slug);
    add(byPredicted, String(o.productId), o.slug);
    add(byCell, `${truthId}|${o.productId}`, o.slug);
    (
      titlesByPredicted.get(String(o.productId)) ??
      titlesByPredicted.set(String(o.productId), []).get(String(o.productId))!
    ).push({ truthId, title: o.title, slug: o.slug });
    (titlesByTruth.get(truthId) ?? titlesByTruth.set(truthId, []).get(truthId)!).push({
      productId: o.productId,
      title: o.title,
      slug: o.slug,
    });
  }
  const truePairs = sum(byTruth);
  const predictedPairs = sum(byPredicted);
  const correctPairs = sum(byCell);
  const precision = predictedPairs === 0 ? 1 : correctPairs / predictedPairs;
  const recall = truePairs === 0 ? 1 : correctPairs / truePairs;

  const wrongMerges = [...titlesByPredicted.values()]
    .filter((list) => new Set(list.map((l) => l.truthId)).size > 1)
    .slice(0, 12)
    .map((list) => list.map((l) => `${l.truthId} ${l.slug}: ${l.title}`));
  const missedMatches = [...titlesByTruth.entries()]
    .filter(([, list]) => new Set(list.map((l) => l.productId)).size > 1)
    .slice(0, 12)
    .map(([truthId, list]) => list.map((l) => `${truthId} → #${l.productId} ${l.slug}: ${l.title}`));

  return {
    offers: offers.length,
    unknownOffers: unknown,
    trueProducts: byTruth.size,
    predictedProducts: byPredicted.size,
    truePairs,
    predictedPairs,
    correctPairs,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    wrongMerges,
    missedMatches,
  };
}
