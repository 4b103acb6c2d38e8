import { cleanFeedText, quoteForReason } from "./clean-feed-text.ts";
import { describeMoneyProblem, parseMoney, parseShipping } from "./parse-money.ts";
import { parseSaleWindow } from "./sale-dates.ts";

export type Availability = "in_stock" | "out_of_stock" | "preorder" | "backorder" | "unknown";

/**
 * Spellings seen in real feeds, compared without case, spaces, underscores or hyphens (so `in stock`,
 * `in_stock`, `In-Stock` and schema.org's `InStock` are one key).
 */
const AVAILABILITY_WORDS: Record<string, Availability> = {
  instock: "in_stock",
  available: "in_stock",
  limitedavailability: "in_stock",
  outofstock: "out_of_stock",
  soldout: "out_of_stock",
  discontinued: "out_of_stock",
  notavailable: "out_of_stock",
  unavailable: "out_of_stock",
  preorder: "preorder",
  backorder: "backorder",
  onbackorder: "backorder",
  availablefororder: "backorder",
};

/** What the row says about buying it: stock, sale and delivery. Anything we cannot read is a warning, never a guess. */
export interface OfferTerms {
  availability: Availability;
  salePrice: number | null;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  deliveryCost: number | null;
  warnings: string[];
}

/** `price` is the row's valid regular price in pounds; `feedCurrency` reads bare numbers (null: refused). */
export function readOfferTerms(
  fields: Readonly<Record<string, string>>,
  price: number,
  feedCurrency: string | null,
): OfferTerms {
  const warnings: string[] = [];
  const availability = readAvailability(fields.availability);
  if (availability.warning) warnings.push(availability.warning);
  const sale = readSale(fields, price, feedCurrency);
  if (sale.warning) warnings.push(sale.warning);
  const shipping = parseShipping(cleanFeedText(fields.shipping), feedCurrency);
  if (shipping.warning) warnings.push(shipping.warning);
  return {
    availability: availability.value,
    salePrice: sale.salePrice,
    saleStartsAt: sale.startsAt,
    saleEndsAt: sale.endsAt,
    deliveryCost: shipping.cost,
    warnings,
  };
}

export function readAvailability(raw: string | undefined): { value: Availability; warning: string | null } {
  const text = cleanFeedText(raw);
  if (!text) return { value: "unknown", warning: "availability missing; shown as stock unknown" };
  const key = text
    .toLowerCase()
    .replace(/^https?:\/\/schema\.org\//, "")
    .replace(/[\s_-]+/g, "");
  const value = AVAILABILITY_WORDS[key];
  if (value) return { value, warning: null };
  return { value: "unknown", warning: `availability ${quoteForReason(text)} not recognised; shown as stock unknown` };
}

interface Sale {
  salePrice: number | null;
  startsAt: string | null;
  endsAt: string | null;
  warning: string | null;
}

const NO_SALE = { salePrice: null, startsAt: null, endsAt: null } as const;

/**
 * A sale price below the price, with its window when dated (`sale_price_effective_date`), or always running
 * when not. Whether a dated sale runs is decided when prices are read, so an import never goes stale.
 */
function readSale(fields: Readonly<Record<string, string>>, price: number, feedCurrency: string | null): Sale {
  const raw = cleanFeedText(fields.sale_price);
  if (!raw) return { ...NO_SALE, warning: null };
  const money = parseMoney(raw, feedCurrency);
  if (!money.ok) return { ...NO_SALE, warning: `${describeMoneyProblem("sale_price", money.problem)}; sale ignored` };
  if (money.pounds <= 0)
    return { ...NO_SALE, warning: `sale_price is ${money.pounds === 0 ? "zero" : "negative"}; sale ignored` };
  if (money.pounds >= price) return { ...NO_SALE, warning: "sale_price not below price; sale ignored" };

  const range = cleanFeedText(fields.sale_price_effective_date);
  if (!range) return { salePrice: money.pounds, startsAt: null, endsAt: null, warning: null };
  const window = parseSaleWindow(range);
  if (!window.ok) {
    const what = window.problem === "ends-before-start" ? "ends before it starts" : "not understood";
    return { ...NO_SALE, warning: `sale_price_effective_date ${quoteForReason(range)} ${what}; sale ignored` };
  }
  return { salePrice: money.pounds, startsAt: window.startsAt, endsAt: window.endsAt, warning: null };
}
