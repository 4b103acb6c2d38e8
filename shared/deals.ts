import type { ProductSummary } from "./product-summary.ts";

/**
 * The rules of docs/decisions/020-typical-price-and-deals.md, as numbers both sides read: the server decides
 * with them (server/deals/deal-rules.ts), the pages and e-mails explain them with the same figures.
 */
export const DEAL_RULES = {
  /** The typical price looks back this many UK calendar days, today excluded. */
  windowDays: 90,
  /** Fewer days with a recorded price than this in the window: no typical price, no claim. */
  minHistoryDays: 30,
  /** 'Clearly below' (and, mirrored, 'higher than usual'): at least this share of the typical price… */
  minDropPercent: 10,
  /** …and at least this many pence. */
  minDropPence: 200,
} as const;

/** The short note in the product page's price box; null (no note) when the history is too short. */
export type PriceTrendNote = "lowest-in-window" | "lower-than-usual" | "about-usual" | "higher-than-usual";

export interface PriceTrend {
  note: PriceTrendNote;
  /** Today's lowest in-stock delivered price, in pounds. */
  todayPrice: number;
  /** The typical price (decision 020), in pounds. */
  typicalPrice: number;
  /** Days in the window with a recorded price. */
  historyDays: number;
  /** The window the note speaks of (DEAL_RULES.windowDays), sent along so the page needs no rules module. */
  windowDays: number;
}

/** One product whose lowest in-stock delivered price today is clearly below its typical price. */
export interface Deal {
  product: ProductSummary;
  /** Today's lowest in-stock delivered price (item price where delivery is not stated), in pounds. */
  todayPrice: number;
  typicalPrice: number;
  /** typicalPrice − todayPrice, in pounds. */
  drop: number;
  /** The drop as a whole percentage of the typical price, rounded down so it is never overstated. */
  dropPercent: number;
  /** The merchant selling at todayPrice (ties: by name). */
  merchantName: string;
  merchantSlug: string;
  /** The offer at todayPrice, for a link through /out. */
  offerId: number;
}

/** Deals on one page of /deals. */
export const DEALS_PAGE_SIZE = 24;

/** A category with deals today, for the /deals filter. */
export interface DealCategory {
  slug: string;
  label: string;
  count: number;
}

export interface DealsPage {
  deals: Deal[];
  /** Deals in the chosen category (all of them without one). */
  total: number;
  /** Deals in every category: says whether an empty category means an empty day. */
  allTotal: number;
  categories: DealCategory[];
  page: number;
  pageCount: number;
}
