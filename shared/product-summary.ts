/**
 * A product as every product card, the /compare chooser and /api/search show it. The server builds it in
 * one place (server/catalog/product-summary.server.ts) from whichever query found the product: the
 * listings, search, the /compare name search and a merchant's product list. Browser-safe: no server imports.
 */

/** A card lists this many merchants, then '+N more options'. */
export const CARD_MERCHANTS = 3;

/** One merchant's best current offer on a product: the one it can sell now, then the cheapest delivered. */
export interface SummaryOffer {
  merchantSlug: string;
  merchantName: string;
  /** Running price (the sale price while it runs). */
  price: number;
  /** Price plus stated delivery; null when the merchant states no delivery. */
  totalPrice: number | null;
  /** Can be ordered now (in stock, pre-order, back-order). */
  available: boolean;
  /** in_stock, out_of_stock, preorder, backorder or unknown (the feed did not say). */
  availability: string;
  /** ISO date-time its feed last refreshed it (offers.last_checked). */
  lastChecked: string;
  /** Whole hours since then, once past STALE_OFFER_LABEL_HOURS (decision 047); else null (no age label). */
  priceAgeHours: number | null;
}

/** One short, true statement about a product's offers (shared/product-tag.ts). */
export interface ProductTag {
  label: string;
  tone: "saving" | "stock" | "muted";
}

export interface ProductSummary {
  id: number;
  name: string;
  /** Cut for a card (about 220 characters); the product page has the full text. */
  description: string;
  category: string;
  categoryLabel: string;
  imageUrl: string | null;
  /** Running prices of offers that can be ordered now: out-of-stock offers never set them. */
  lowestPrice: number | null;
  highestPrice: number | null;
  /** Lowest delivered total of an offer that can be ordered now (its item price where delivery is not stated). */
  lowestTotal: number | null;
  /** Lowest unit price of an offer that can be ordered now, in unitLabel (the product's one unit). */
  lowestUnitPrice: number | null;
  unitLabel: string | null;
  /**
   * When the feed last refreshed the offer that sets lowestPrice (of several at that price, the freshest);
   * null without a lowest price. The card labels lowestPrice with its age from it (decision 052).
   */
  lowestPriceChecked: string | null;
  /** Whole hours since lowestPriceChecked once past STALE_OFFER_LABEL_HOURS; else null (no age label). */
  lowestPriceAgeHours: number | null;
  /** Merchants with a current offer (stock not considered). */
  merchantCount: number;
  inStockMerchantCount: number;
  /** Merchants whose feed says out of stock (stock not stated counts in neither). */
  outOfStockMerchantCount: number;
  /** Merchant of the lowest delivered price among offers that can be ordered now (ties: by name); null without one. */
  cheapestMerchant: string | null;
  /** The card's one tag; null when there is nothing true to say (no current offer). */
  tag: ProductTag | null;
  /**
   * Merchants' offers, orderable first, then by delivered price, then by merchant name. Cards get the first
   * CARD_MERCHANTS; /api/search gets every one (so the first orderable one is always the cheapest merchant).
   */
  offers: SummaryOffer[];
}

/** One page of a product listing (/building-supplies, /bricks-and-blocks, /products). */
export interface ProductListing {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/**
 * What a product card (app/components/catalog/product-card.tsx) draws: a summary without the fields only the
 * APIs and sorts read. A listing page sends its cards to the browser in this shape (cardListing), so its
 * hydration data carries nothing the page does not show.
 */
export type CardProduct = Omit<
  ProductSummary,
  "category" | "lowestTotal" | "inStockMerchantCount" | "outOfStockMerchantCount" | "cheapestMerchant"
>;

/** A listing page's products as cards (cardListing). */
export interface CardListing extends Omit<ProductListing, "items"> {
  items: CardProduct[];
}

/** The merchant's own offer on a product, shown with the product's summary on that merchant's page. */
export interface MerchantOffer {
  /** Its cheapest when it lists the product more than once. */
  offerId: number;
  price: number;
  salePrice: number | null;
  /** What the visitor pays here for the item: the sale price while it runs. */
  effectivePrice: number;
  available: boolean;
  availability: string;
  /** In the product's unitLabel. */
  unitPrice: number | null;
  /** ISO date-time. */
  lastChecked: string;
  /** Whole hours since the feed last refreshed it, once past STALE_OFFER_LABEL_HOURS (decision 047); else null. */
  priceAgeHours: number | null;
  url: string | null;
  /**
   * In stock with the lowest delivered price of the in-stock offers (ties included), and at least one
   * other merchant lists the product.
   */
  isCheapest: boolean;
}

/** A row of a merchant's product list: the product as every card shows it, and this merchant's offer. */
export interface ProductAtMerchant {
  product: ProductSummary;
  offer: MerchantOffer;
}
