/**
 * The project basket's contract, shared by /api/basket, the /price-comparison page (its URL, its forms and the
 * browser's stored projects) and the pricing engine in server/basket/. Browser-safe and free of Zod, whose
 * weight would otherwise reach every page that carries an 'Add to project' button.
 *
 * A basket is written `items=<productId>:<quantity>,…` in URLs: the same text reproduces the same list
 * exactly, in the same order.
 */

export const BASKET_MAX_LINES = 100;
export const BASKET_MIN_QUANTITY = 1;
export const BASKET_MAX_QUANTITY = 100_000;
/** 'At most N deliveries': more merchants than any basket could use is as good as no limit. */
export const BASKET_MAX_MERCHANTS_LIMIT = 50;

export interface BasketItem {
  productId: number;
  /** How many of the product's selling unit (one bag, one sheet, one length…): a whole number. */
  quantity: number;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const WHOLE = /^[0-9]+$/;

/**
 * Reads an `items` value. Each problem is named with the entry that has it, so a 400 says what to fix:
 * only plain decimal ids and quantities are read ('0x1', '+1', '1.0' are refused, never reinterpreted).
 * A product listed twice is refused rather than silently summed: the list would no longer be what was sent.
 */
export function parseBasketItems(raw: string | null | undefined): ParseResult<BasketItem[]> {
  if (raw === null || raw === undefined || raw.trim() === "") {
    return { ok: false, error: "items is required: productId:quantity pairs separated by commas, e.g. 12:3,45:1" };
  }
  const entries = raw.split(",");
  if (entries.length > BASKET_MAX_LINES) {
    return { ok: false, error: `items has ${entries.length} lines; a basket holds at most ${BASKET_MAX_LINES}` };
  }
  const items: BasketItem[] = [];
  const seen = new Set<number>();
  for (const [index, entry] of entries.entries()) {
    const where = `items entry ${index + 1} ("${entry.slice(0, 40)}")`;
    const parts = entry.trim().split(":");
    if (parts.length !== 2) return { ok: false, error: `${where} is not productId:quantity` };
    const idText = (parts[0] ?? "").trim();
    const quantityText = (parts[1] ?? "").trim();
    if (!WHOLE.test(idText) || Number(idText) < 1 || !Number.isSafeInteger(Number(idText))) {
      return { ok: false, error: `${where}: the product id must be a whole number of at least 1` };
    }
    if (!WHOLE.test(quantityText) || !Number.isSafeInteger(Number(quantityText))) {
      return { ok: false, error: `${where}: the quantity must be a whole number` };
    }
    const productId = Number(idText);
    const quantity = Number(quantityText);
    if (quantity < BASKET_MIN_QUANTITY) return { ok: false, error: `${where}: the quantity must be at least 1` };
    if (quantity > BASKET_MAX_QUANTITY) {
      return {
        ok: false,
        error: `${where}: the quantity must be at most ${BASKET_MAX_QUANTITY.toLocaleString("en-GB")}`,
      };
    }
    if (seen.has(productId)) return { ok: false, error: `${where}: product ${productId} is listed more than once` };
    seen.add(productId);
    items.push({ productId, quantity });
  }
  return { ok: true, value: items };
}

/** Reads `maxMerchants`: absent or empty means no limit (null). */
export function parseMaxMerchants(raw: string | null | undefined): ParseResult<number | null> {
  if (raw === null || raw === undefined || raw.trim() === "") return { ok: true, value: null };
  const text = raw.trim();
  if (!WHOLE.test(text) || Number(text) < 1 || Number(text) > BASKET_MAX_MERCHANTS_LIMIT) {
    return { ok: false, error: `maxMerchants must be a whole number from 1 to ${BASKET_MAX_MERCHANTS_LIMIT}` };
  }
  return { ok: true, value: Number(text) };
}

/** The `items` text for a list, in its order: parseBasketItems(formatBasketItems(x)) gives back x. */
export function formatBasketItems(items: readonly BasketItem[]): string {
  return items.map((item) => `${item.productId}:${item.quantity}`).join(",");
}

/*
 * The answer, as /api/basket sends it (prices in pounds, inc. VAT). The engine's own result carries more for
 * the page (names, out links, counts of unstated delivery); the API route maps it to these shapes.
 */

export interface BasketLine {
  productId: number;
  name: string;
  quantity: number;
  /** The selling unit one quantity buys, e.g. "bag", "sheet", "length", "item". */
  unitLabel: string;
}

export interface SingleMerchantTotal {
  merchantSlug: string;
  merchantName: string;
  itemsCost: number;
  delivery: number;
  total: number;
  /** Lines this merchant has no in-stock offer for. */
  missing: number[];
}

export interface SplitLine {
  productId: number;
  offerId: number;
  price: number;
  quantity: number;
  lineCost: number;
}

export interface SplitMerchant {
  merchantSlug: string;
  itemsCost: number;
  delivery: number;
  lines: SplitLine[];
}

export interface BasketSplit {
  total: number;
  delivery: number;
  merchants: SplitMerchant[];
  /**
   * Lines left out of the split: those no merchant has in stock and, under maxMerchants, those no allowed set
   * of merchants can cover as well (then the split covers as many lines as it can, cheapest among those).
   */
  unavailable: number[];
}

export interface BasketApiAnswer {
  lines: BasketLine[];
  single: SingleMerchantTotal[];
  split: BasketSplit;
}

/*
 * The engine's answer for the page (server/basket/price-basket.server.ts): the API shapes plus what the page
 * shows. The API route maps it down to BasketApiAnswer.
 */

export interface PricedLine extends BasketLine {
  imageUrl: string | null;
  /** Some merchant has it in stock. */
  inStockAnywhere: boolean;
}

/** The age of a price whose feed has not refreshed it for STALE_OFFER_LABEL_HOURS (decisions 047, 052). */
export interface PriceAgeLabel {
  /** Whole hours since its feed last refreshed it. */
  hours: number;
  /** ISO date-time of that refresh (offers.last_checked). */
  lastChecked: string;
}

export interface PricedSplitLine extends SplitLine {
  /** /out/{offerId}: every link to a merchant goes through it (shared/out-links.ts). */
  outPath: string;
  /** The offer states no delivery (counted as £0 in the merchant's delivery). */
  deliveryNotStated: boolean;
  /** Set when the chosen offer's price is past the label limit: the line shows its age. */
  priceAge: PriceAgeLabel | null;
}

export interface PricedSingle extends SingleMerchantTotal {
  /** How many of the chosen items state no delivery: 'delivery not stated for N items'. */
  deliveryNotStated: number;
  /** Has every line that any merchant has in stock. */
  complete: boolean;
  /** The oldest age among the prices this total adds up, when one is past the label limit; else null. */
  oldestPriceAge: PriceAgeLabel | null;
}

export interface PricedSplitMerchant extends SplitMerchant {
  merchantName: string;
  lines: PricedSplitLine[];
  deliveryNotStated: number;
}

export interface BasketSavings {
  /** The cheapest complete single merchant the split is compared with. */
  merchantSlug: string;
  merchantName: string;
  pounds: number;
  /** Of that merchant's total, rounded to one decimal. */
  percent: number;
}

export interface BasketPricing {
  lines: PricedLine[];
  single: PricedSingle[];
  split: Omit<BasketSplit, "merchants"> & {
    merchants: PricedSplitMerchant[];
    /** Subset of unavailable: lines some merchant stocks that no set of at most maxMerchants merchants covers. */
    beyondLimit: number[];
  };
  /** Null when no single merchant covers what the split covers, or the split saves nothing. */
  savings: BasketSavings | null;
  maxMerchants: number | null;
}

/** What priceBasket answers: a priced basket, or the ids that name no visible product (a 400 for the API). */
export type BasketOutcome = { ok: true; pricing: BasketPricing } | { ok: false; unknownProductIds: number[] };
