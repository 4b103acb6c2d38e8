import { lineCostPence, type BasketLineOffers, type ChosenOffer } from "./basket-model.ts";
import { solveOptimal } from "./run-highs.ts";
import { buildSplitModel, offerColumn, type SplitGoal } from "./split-model.ts";

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

  const merchants = [...new Set(coverable.flatMap((line) => line.offers.map((offer) => offer.merchantSlug)))].sort();
  // A limit at or above the number of merchants in play constrains nothing: no y columns, no coverage solve.
  const limit = maxMerchants !== null && maxMerchants < merchants.length ? maxMerchants : null;
  const model = (goal: SplitGoal) => buildSplitModel({ lines: coverable, merchants, limit, goal });

  let cover: number | null = null;
  if (limit !== null) {
    const values = await solveOptimal(model({ kind: "cover" }));
    const most = countChosen(values, coverable);
    if (most < coverable.length) cover = most;
  }
  const values = await solveOptimal(model({ kind: "cost", cover }));
  const chosen: ChosenOffer[] = [];
  const beyondLimit: number[] = [];
  coverable.forEach((line, l) => {
    const o = line.offers.findIndex((_, index) => (values.get(offerColumn(l, index)) ?? 0) > 0.5);
    if (o === -1) {
      beyondLimit.push(line.productId);
      return;
    }
    const offer = line.offers[o]!;
    chosen.push({
      productId: line.productId,
      quantity: line.quantity,
      offer,
      linePence: lineCostPence(offer, line.quantity),
    });
  });
  if (cover === null && beyondLimit.length > 0) throw new Error("HiGHS left a line uncovered that must be covered");
  return { chosen, notStocked, beyondLimit };
}

function countChosen(values: ReadonlyMap<string, number>, lines: readonly BasketLineOffers[]): number {
  return lines.filter((line, l) => line.offers.some((_, o) => (values.get(offerColumn(l, o)) ?? 0) > 0.5)).length;
}
