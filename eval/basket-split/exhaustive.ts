/**
 * The reference answer by exhaustive search, in whole pence: every assignment of the basket's lines to in-stock
 * offers (and, under maxMerchants, to 'left out'), with the delivery model of the basket issue: a merchant's
 * delivery is the highest stated delivery among the offers chosen from it (an unstated delivery counts 0).
 * No pruning beyond dropping assignments that break the merchant limit: this is the oracle, kept obvious.
 */

export interface TruthOffer {
  offerId: number;
  productId: number;
  merchantSlug: string;
  merchantName: string;
  merchantItemId: string;
  /** The running price (the sale price while its window is open), pence inc. VAT. */
  pricePence: number;
  /** Null when the feed states none. */
  deliveryPence: number | null;
  availability: string;
}

export interface Line {
  productId: number;
  quantity: number;
}

export interface SplitOptimum {
  /** Lines covered by the best assignment (all coverable lines when there is no limit). */
  coveredCount: number;
  totalPence: number;
  /** Lines no merchant has in stock. */
  uncoverable: number[];
  /** One optimal assignment: offer per line (null = left out). */
  example: (TruthOffer | null)[];
  leavesVisited: number;
}

export interface SingleOptimum {
  merchantSlug: string;
  merchantName: string;
  totalPence: number;
  /** Every (itemsCost, delivery) an optimal choice of this merchant's offers gives, as "items/delivery". */
  splits: Set<string>;
  missing: number[];
}

export class SearchTooLarge extends Error {}

/** Items cost and delivery of one assignment: delivery per merchant is the max of its chosen offers'. */
export function costOf(
  lines: readonly Line[],
  picks: readonly (TruthOffer | null)[],
): { items: number; delivery: number } {
  let items = 0;
  const deliveries = new Map<string, number>();
  picks.forEach((offer, i) => {
    if (!offer) return;
    items += offer.pricePence * lines[i]!.quantity;
    deliveries.set(offer.merchantSlug, Math.max(deliveries.get(offer.merchantSlug) ?? 0, offer.deliveryPence ?? 0));
  });
  let delivery = 0;
  for (const d of deliveries.values()) delivery += d;
  return { items, delivery };
}

/**
 * The best split: most lines covered, then the lowest items + delivery, using at most `maxMerchants` merchants
 * (null: no limit). `inStock(productId)` lists the in-stock offers of a product.
 */
export function exhaustiveSplit(
  lines: readonly Line[],
  inStock: (productId: number) => readonly TruthOffer[],
  maxMerchants: number | null,
  leafLimit = 20_000_000,
): SplitOptimum {
  const options = lines.map((line) => {
    const offers: (TruthOffer | null)[] = [...inStock(line.productId)];
    // Leaving a coverable line out is only ever right under a merchant limit.
    if (offers.length === 0 || maxMerchants !== null) offers.push(null);
    return offers;
  });
  const leaves = options.reduce((n, o) => n * o.length, 1);
  if (leaves > leafLimit) throw new SearchTooLarge(`${leaves} assignments`);
  const uncoverable = lines.filter((_, i) => options[i]!.every((o) => o === null)).map((l) => l.productId);

  let best: { covered: number; total: number; picks: (TruthOffer | null)[] } | null = null;
  let visited = 0;
  const picks: (TruthOffer | null)[] = [];
  const used = new Map<string, number>();
  const walk = (i: number): void => {
    if (i === lines.length) {
      visited++;
      const covered = picks.filter((p) => p !== null).length;
      const { items, delivery } = costOf(lines, picks);
      const total = items + delivery;
      if (!best || covered > best.covered || (covered === best.covered && total < best.total))
        best = { covered, total, picks: [...picks] };
      return;
    }
    for (const offer of options[i]!) {
      if (offer) {
        const count = used.get(offer.merchantSlug) ?? 0;
        if (count === 0 && maxMerchants !== null && used.size >= maxMerchants) continue;
        used.set(offer.merchantSlug, count + 1);
        picks.push(offer);
        walk(i + 1);
        picks.pop();
        if (count === 0) used.delete(offer.merchantSlug);
        else used.set(offer.merchantSlug, count);
      } else {
        picks.push(null);
        walk(i + 1);
        picks.pop();
      }
    }
  };
  walk(0);
  const found = best as { covered: number; total: number; picks: (TruthOffer | null)[] } | null;
  if (!found) throw new Error("no assignment at all (cannot happen: leaving every line out is one)");
  return {
    coveredCount: found.covered,
    totalPence: found.total,
    uncoverable,
    example: found.picks,
    leavesVisited: visited,
  };
}

/** Each merchant's best total for the lines it has in stock (every combination of its offers for them). */
export function exhaustiveSingles(
  lines: readonly Line[],
  inStock: (productId: number) => readonly TruthOffer[],
): SingleOptimum[] {
  const merchants = new Map<string, string>();
  for (const line of lines) for (const o of inStock(line.productId)) merchants.set(o.merchantSlug, o.merchantName);
  const answers: SingleOptimum[] = [];
  for (const [slug, name] of merchants) {
    const options = lines.map((line) => inStock(line.productId).filter((o) => o.merchantSlug === slug));
    const missing = lines.filter((_, i) => options[i]!.length === 0).map((l) => l.productId);
    let bestTotal = Infinity;
    let splits = new Set<string>();
    const picks: (TruthOffer | null)[] = [];
    const walk = (i: number): void => {
      if (i === lines.length) {
        const { items, delivery } = costOf(lines, picks);
        if (items + delivery < bestTotal) {
          bestTotal = items + delivery;
          splits = new Set();
        }
        if (items + delivery === bestTotal) splits.add(`${items}/${delivery}`);
        return;
      }
      const here = options[i]!.length ? options[i]! : [null];
      for (const offer of here) {
        picks.push(offer);
        walk(i + 1);
        picks.pop();
      }
    };
    walk(0);
    answers.push({ merchantSlug: slug, merchantName: name, totalPence: bestTotal, splits, missing });
  }
  return answers;
}
