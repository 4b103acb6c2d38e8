import { lineCostPence, type BasketLineOffers, type ChosenOffer } from "./basket-model.ts";
import { dropDominatedOffers } from "./drop-dominated-offers.ts";
import { buildLimitedSplitModel } from "./limited-split-model.ts";
import { solveOptimal } from "./run-highs.ts";
import { buildCoverModel, buildSplitModel, offerColumn } from "./split-model.ts";

export interface SplitSolution {
  /** The offer bought for each covered line, in basket order. */
  chosen: ChosenOffer[];
  /** Lines no merchant has in stock. */
  notStocked: number[];
  /** Lines some merchant stocks that no set of at most maxMerchants merchants covers alongside the rest. */
  beyondLimit: number[];
}

/**
 * The cheapest split, solved exactly (decision 021): each line bought through one in-stock offer so that item
 * costs plus each used merchant's delivery (the highest delivery among its chosen offers) is lowest. Under
 * maxMerchants, first the most lines any allowed set of merchants can cover, then the cheapest way to cover
 * that many. Any optimal assignment may be returned when several tie; the total is what is exact.
 */
export async function solveBasketSplit(
  lines: readonly BasketLineOffers[],
  maxMerchants: number | null,
): Promise<SplitSolution> {
  const coverable = lines.filter((line) => line.offers.length > 0);
  const notStocked = lines.filter((line) => line.offers.length === 0).map((line) => line.productId);
  if (coverable.length === 0) return { chosen: [], notStocked, beyondLimit: [] };

  const inPlay = merchantsOf(coverable);
  // A limit at or above the number of merchants in play constrains nothing: no y columns, no coverage solve.
  const limit = maxMerchants !== null && maxMerchants < inPlay.length ? maxMerchants : null;
  // Without a limit, offers another merchant beats even with its delivery are dropped too (a far smaller model).
  const free = await solveLines(
    coverable.map((line) => dropDominatedOffers(line, false)),
    null,
    null,
  );
  // The unlimited optimum is also the limited one when it already uses few enough merchants.
  if (limit === null || new Set(free.map((c) => c.offer.merchantSlug)).size <= limit) {
    return { chosen: free, notStocked, beyondLimit: [] };
  }
  const lean = coverable.map((line) => dropDominatedOffers(line, true));
  const cover = await mostCoverable(lean, inPlay, limit);
  const chosen = cover === null ? await solveLimited(lean, limit) : await solveLines(lean, limit, cover);
  const covered = new Set(chosen.map((c) => c.productId));
  const beyondLimit = lean.map((line) => line.productId).filter((id) => !covered.has(id));
  if (cover === null && beyondLimit.length > 0) throw new Error("HiGHS left a line uncovered that must be covered");
  return { chosen, notStocked, beyondLimit };
}

/** Every line covered by at most `limit` merchants: the radius form (limited-split-model.ts), read back per line. */
async function solveLimited(lines: readonly BasketLineOffers[], limit: number): Promise<ChosenOffer[]> {
  const model = buildLimitedSplitModel(lines, merchantsOf(lines), limit);
  const offers = model.decode(await solveOptimal(model.text));
  return lines.flatMap((line, l) => {
    const offer = offers[l];
    return offer
      ? [{ productId: line.productId, quantity: line.quantity, offer, linePence: lineCostPence(offer, line.quantity) }]
      : [];
  });
}

/** One solve of the split model, read back as the offer chosen for each covered line, in basket order. */
async function solveLines(
  lines: readonly BasketLineOffers[],
  limit: number | null,
  cover: number | null,
): Promise<ChosenOffer[]> {
  const values = await solveOptimal(buildSplitModel({ lines, merchants: merchantsOf(lines), limit, cover }));
  return lines.flatMap((line, l) => {
    const offer = line.offers.find((_, o) => (values.get(offerColumn(l, o)) ?? 0) > 0.5);
    return offer
      ? [{ productId: line.productId, quantity: line.quantity, offer, linePence: lineCostPence(offer, line.quantity) }]
      : [];
  });
}

function merchantsOf(lines: readonly BasketLineOffers[]): string[] {
  return [...new Set(lines.flatMap((line) => line.offers.map((offer) => offer.merchantSlug)))].sort();
}

/**
 * Null when at most `limit` merchants can cover every line, else the most lines they can. A greedy pick (the
 * merchant covering most uncovered lines, repeatedly) settles the usual case without a solve — when it covers
 * everything, everything is coverable; only when it falls short does the exact coverage programme decide.
 */
async function mostCoverable(lines: readonly BasketLineOffers[], merchants: readonly string[], limit: number) {
  const stockers = lines.map((line) => new Set(line.offers.map((o) => o.merchantSlug)));
  let uncovered = stockers.map((_, l) => l);
  for (let picked = 0; picked < limit && uncovered.length > 0; picked++) {
    const gain = (slug: string) => uncovered.filter((l) => stockers[l]!.has(slug)).length;
    const best = merchants.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    uncovered = uncovered.filter((l) => !stockers[l]!.has(best));
  }
  if (uncovered.length === 0) return null;
  const values = await solveOptimal(buildCoverModel(lines, merchants, limit));
  const used = new Set(merchants.filter((_, m) => (values.get(`y${m}`) ?? 0) > 0.5));
  const most = stockers.filter((slugs) => [...slugs].some((slug) => used.has(slug))).length;
  return most === lines.length ? null : most;
}
