/** What the product page and /compare render for one product: the product and every merchant's offer. */
export interface LowestBadge {
  offerId: number;
  /** What the badge compares, said in full on the page. */
  label: string;
}

export interface ProductDetail {
  product: {
    id: number;
    name: string;
    description: string;
    brand: string | null;
    category: string;
    categoryLabel: string;
    imageUrl: string | null;
    facts: Record<string, string>;
    measureUnit: string | null;
    /** The one unit every offer's unit price is given in ('per m²', 'each'…); null without a basis. */
    unitLabel: string | null;
  };
  /** Lowest delivered total first (item price where delivery is not stated); see rank-offers.ts. */
  offers: ProductOffer[];
  lowestBadge: LowestBadge | null;
  /** Running prices of offers that can be ordered now; out-of-stock or unknown stock never sets them. */
  lowest: number | null;
  highest: number | null;
  availableCount: number;
  merchantCount: number;
}

export interface ProductOffer {
  id: number;
  merchantId: number;
  merchantSlug: string;
  merchantName: string;
  merchantWebsiteUrl: string | null;
  merchantLogoUrl: string | null;
  merchantItemId: string;
  price: number;
  /** Set only while the sale runs. */
  salePrice: number | null;
  /** What the item costs today: the sale price while it runs, else the price. */
  runningPrice: number;
  /** Running price plus stated delivery; null when delivery is not stated. */
  totalPrice: number | null;
  url: string | null;
  /** Can be ordered now: in stock, pre-order or back-order. */
  available: boolean;
  availability: string;
  lastChecked: string;
  /** Whole hours since the feed last refreshed it, once past STALE_OFFER_LABEL_HOURS (decision 047); else null. */
  priceAgeHours: number | null;
  deliveryCost: number | null;
  /** In the product's unit basis; null when this offer's pack is unknown in it. */
  unitPrice: number | null;
  unitLabel: string | null;
}
