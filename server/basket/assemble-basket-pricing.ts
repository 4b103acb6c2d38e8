import type {
  BasketPricing,
  PriceAgeLabel,
  BasketSavings,
  PricedLine,
  PricedSingle,
  PricedSplitLine,
  PricedSplitMerchant,
} from "../../shared/basket.ts";
import { offerOutPath } from "../../shared/out-links.ts";
import { merchantDeliveryPence, type BasketLineOffers, type ChosenOffer } from "./basket-model.ts";
import type { BasketProduct } from "./load-basket-offers.server.ts";
import { priceSingleMerchants, type SingleMerchantPrice } from "./price-single-merchants.ts";
import { solveBasketSplit, type SplitSolution } from "./solve-basket-split.ts";

/** Pence to pounds at the edge: whole pence / 100 is the nearest double to the two-decimal amount. */
const pounds = (pence: number) => pence / 100;

/** Offer id → its price's age, for offers past the label limit only (loadBasketOffers). */
export type OfferAges = ReadonlyMap<number, PriceAgeLabel>;

const NO_AGES: OfferAges = new Map();

function pricedLine(chosen: ChosenOffer, ages: OfferAges): PricedSplitLine {
  const priceAge = ages.get(chosen.offer.offerId) ?? null;
  return {
    productId: chosen.productId,
    offerId: chosen.offer.offerId,
    price: pounds(chosen.offer.unitPence),
    quantity: chosen.quantity,
    lineCost: pounds(chosen.linePence),
    outPath: offerOutPath(chosen.offer.offerId),
    deliveryNotStated: chosen.offer.deliveryPence === null,
    priceAge,
  };
}

/** The oldest labelled price among chosen offers: a total that adds up an old price says so (decision 052). */
function oldestAge(chosen: readonly ChosenOffer[], ages: OfferAges): PriceAgeLabel | null {
  let oldest: PriceAgeLabel | null = null;
  for (const c of chosen) {
    const age = ages.get(c.offer.offerId);
    if (age && (oldest === null || age.hours > oldest.hours)) oldest = age;
  }
  return oldest;
}

const notStatedCount = (chosen: readonly ChosenOffer[]) => chosen.filter((c) => c.offer.deliveryPence === null).length;

function pricedSingle(single: SingleMerchantPrice, ages: OfferAges): PricedSingle {
  return {
    merchantSlug: single.merchantSlug,
    merchantName: single.merchantName,
    itemsCost: pounds(single.itemsPence),
    delivery: pounds(single.deliveryPence),
    total: pounds(single.totalPence),
    missing: single.missing,
    deliveryNotStated: notStatedCount(single.chosen),
    complete: single.complete,
    oldestPriceAge: oldestAge(single.chosen, ages),
  };
}

/** The split's merchants by name, each with its lines in basket order, items cost and delivery. */
function splitMerchants(
  chosen: readonly ChosenOffer[],
  ages: OfferAges,
): Array<PricedSplitMerchant & { pence: number; deliveryPence: number }> {
  const bySlug = new Map<string, ChosenOffer[]>();
  for (const c of chosen) bySlug.set(c.offer.merchantSlug, [...(bySlug.get(c.offer.merchantSlug) ?? []), c]);
  return [...bySlug.values()]
    .map((own) => {
      const itemsPence = own.reduce((sum, c) => sum + c.linePence, 0);
      const deliveryPence = merchantDeliveryPence(own);
      return {
        merchantSlug: own[0]!.offer.merchantSlug,
        merchantName: own[0]!.offer.merchantName,
        itemsCost: pounds(itemsPence),
        delivery: pounds(deliveryPence),
        lines: own.map((c) => pricedLine(c, ages)),
        deliveryNotStated: notStatedCount(own),
        pence: itemsPence + deliveryPence,
        deliveryPence,
      };
    })
    .sort(
      (a, b) => a.merchantName.localeCompare(b.merchantName, "en-GB") || a.merchantSlug.localeCompare(b.merchantSlug),
    );
}

/**
 * Savings against the cheapest single merchant that has in stock everything the split covers (so both buy the
 * same lines). Null when no merchant does, or the split is no cheaper.
 */
function savingsOf(
  split: SplitSolution,
  splitPence: number,
  singles: readonly SingleMerchantPrice[],
): BasketSavings | null {
  if (split.chosen.length === 0) return null;
  const covered = split.chosen.map((c) => c.productId);
  const rivals = singles.filter((single) => covered.every((id) => !single.missing.includes(id)));
  const cheapest = rivals.reduce<SingleMerchantPrice | null>(
    (best, single) => (best === null || single.totalPence < best.totalPence ? single : best),
    null,
  );
  if (cheapest === null || cheapest.totalPence <= splitPence) return null;
  const savedPence = cheapest.totalPence - splitPence;
  return {
    merchantSlug: cheapest.merchantSlug,
    merchantName: cheapest.merchantName,
    pounds: pounds(savedPence),
    percent: Math.round((savedPence / cheapest.totalPence) * 1000) / 10,
  };
}

/**
 * Prices loaded lines: every merchant on its own, the exact split, and the saving. Pure apart from HiGHS.
 * `ages` only labels prices (the solvers never read it): without it no line shows an age.
 */
export async function assembleBasketPricing(
  lines: readonly BasketLineOffers[],
  products: ReadonlyMap<number, BasketProduct>,
  maxMerchants: number | null,
  ages: OfferAges = NO_AGES,
): Promise<BasketPricing> {
  const singles = priceSingleMerchants(lines);
  const split = await solveBasketSplit(lines, maxMerchants);
  const merchants = splitMerchants(split.chosen, ages);
  const splitPence = merchants.reduce((sum, m) => sum + m.pence, 0);
  const deliveryPence = merchants.reduce((sum, m) => sum + m.deliveryPence, 0);
  const unavailable = new Set([...split.notStocked, ...split.beyondLimit]);
  const pricedLines: PricedLine[] = lines.map((line) => {
    const product = products.get(line.productId)!;
    return {
      productId: line.productId,
      name: product.name,
      quantity: line.quantity,
      unitLabel: product.unitLabel,
      imageUrl: product.imageUrl,
      inStockAnywhere: line.offers.length > 0,
    };
  });
  return {
    lines: pricedLines,
    single: singles.map((single) => pricedSingle(single, ages)),
    split: {
      total: pounds(splitPence),
      delivery: pounds(deliveryPence),
      merchants: merchants.map(({ pence: _pence, deliveryPence: _delivery, ...merchant }) => merchant),
      unavailable: lines.map((line) => line.productId).filter((id) => unavailable.has(id)),
      beyondLimit: split.beyondLimit,
    },
    savings: savingsOf(split, splitPence, singles),
    maxMerchants,
  };
}
