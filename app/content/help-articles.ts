/**
 * Help Center articles. The copy must describe the site as it works today: when a
 * feature changes (price history chart, alerts, favourites), update the article that mentions it.
 */
import { FRESHNESS_BANDS, MIN_COMPARED_PRODUCTS, MIN_LISTED_OFFERS, SHARE_BANDS } from "../../shared/merchant-ratings";

export type HelpGroupId = "getting-started" | "price-comparison";

export interface HelpLink {
  to: string;
  label: string;
}

export interface HelpSection {
  heading: string;
  paragraphs: readonly string[];
  list?: { ordered?: boolean; items: readonly string[] };
  links?: readonly HelpLink[];
}

export interface HelpArticle {
  slug: string;
  title: string;
  group: HelpGroupId;
  summary: string;
  sections: readonly HelpSection[];
}

export const HELP_GROUPS: readonly { id: HelpGroupId; title: string }[] = [
  { id: "getting-started", title: "Getting Started" },
  { id: "price-comparison", title: "Price Comparison" },
];

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    slug: "compare-price",
    title: "How to Compare Prices",
    group: "getting-started",
    summary: "Find a product, see every merchant's price side by side, then buy direct from the merchant you choose.",
    sections: [
      {
        heading: "Step 1: Search for what you need",
        paragraphs: [
          "Type the product into the search box at the top of any page, or press / to jump straight to it. Search by name, size or the name the trade uses: 'ballast', '4x2', '47x100 C24' or 'plasterboard 12.5mm' all work. Small typos are corrected for you.",
          "Prefer to browse? The menu has categories for cement and concrete, sand and aggregates, timber and sheeting, bricks and blocks, plasterboard and skirting boards.",
        ],
        links: [
          { to: "/building-supplies", label: "Browse building supplies" },
          { to: "/bricks-and-blocks", label: "Browse bricks and blocks" },
        ],
      },
      {
        heading: "Step 2: View the listings",
        paragraphs: [
          "Each result shows the price range across merchants, how many merchants sell the product and the first three merchants with their prices. Sort by relevance, price (low to high or high to low) or by the number of merchants, and narrow the list by category.",
          "Already know the product? The Compare page finds it as you type (three characters or more) and shows every merchant's price in one table.",
        ],
        links: [{ to: "/compare", label: "Open the Compare page" }],
      },
      {
        heading: "Step 3: Compare the details",
        paragraphs: [
          "Open a product to see 'Available From': every merchant's price, lowest first, with the cheapest marked. Each row also shows:",
        ],
        list: {
          items: [
            "whether the merchant has it in stock;",
            "the delivery cost, where the merchant's feed gives one;",
            "the price per unit (per kg, per m², each), so a 25 kg bag can be weighed against a bulk bag;",
            "a sale price with the regular price struck through, when the merchant is running one;",
            "the date we last checked the price.",
          ],
        },
      },
      {
        heading: "Step 4: Visit the merchant",
        paragraphs: [
          "Buy Now opens the merchant's own page for that product in a new tab; Visit Store opens the merchant's website. You buy directly from the merchant, at the merchant's price and on its terms. We don't sell anything and we don't add a charge.",
          "Prices can change after we last checked them, so confirm the price and delivery on the merchant's site before you pay.",
        ],
      },
    ],
  },
  {
    slug: "merchant-ratings",
    title: "Understanding Merchant Ratings",
    group: "getting-started",
    summary:
      "No stars and no overall score: four figures worked out from the prices and feeds we hold — how often a merchant is cheapest, how fresh its feed is, how much is in stock and how often delivery costs are stated.",
    sections: [
      {
        heading: "Facts instead of star ratings",
        paragraphs: [
          "You won't find star ratings, reviews or an overall score on BuildCompare. We don't collect reviews, and a score we made up would not help you. Instead, each merchant's page shows four figures worked out only from the data we hold: the prices and stock in the merchant's own product feed, and when we last read that feed. Each figure shows what it counted, so you can judge it yourself.",
          "The merchant directory and the prices on each product page show the two shortest of these: how often the merchant is cheapest, and when its feed was last updated. The full set is on the merchant's own page and in our JSON API (/api/merchants).",
          "Only offers in the merchant's current feed count, and only on products we show on the site. The figures are worked out afresh each time a page is shown.",
        ],
        links: [{ to: "/merchants", label: "See the merchants we compare" }],
      },
      {
        heading: "Cheapest price",
        paragraphs: [
          `For each product the merchant sells that at least one other merchant also sells, we compare delivered totals: the item price (the sale price while a sale runs) plus the delivery cost the feed states. Where a feed states no delivery cost, the item price is used, as in the price list on each product page. Only offers you can order now (in stock, pre-order or back-order) take part, and a merchant with several offers for one product is compared on its cheapest.`,
          `The merchant counts as cheapest on a product when its delivered total is the lowest. A tie counts for every merchant that shares the lowest price. The figure is the number of products where it is cheapest out of the number it could be compared on, for example 'Cheapest on 12 of 40 shared products (30%)'. Products only this merchant sells are left out, because a price with nothing to compare it with says nothing about value.`,
          `Band: High from ${SHARE_BANDS.cheapest.high * 100}%, Medium from ${SHARE_BANDS.cheapest.medium * 100}%, Low below that. With fewer than ${MIN_COMPARED_PRODUCTS} products to compare we say 'not enough data' instead of a percentage.`,
        ],
      },
      {
        heading: "Feed freshness",
        paragraphs: [
          "Freshness is the time since we last successfully read the merchant's product feed, shown as, for example, 'Updated 3 hours ago', with the date and time on the merchant's page. A feed import that failed does not count; re-reading a feed that had not changed does, because its prices were checked.",
          `Band: Fresh up to ${FRESHNESS_BANDS[0].upTo / 3600} hours, Recent up to ${FRESHNESS_BANDS[1].upTo / 86400} days, Ageing up to ${FRESHNESS_BANDS[2].upTo / 86400} days, Stale after that. A merchant with no recorded import shows 'No feed import recorded'. Every price on a product page also shows the date we last checked it.`,
        ],
      },
      {
        heading: "In stock",
        paragraphs: [
          `The share of the merchant's listed offers that its feed says are in stock. Pre-order, back-order, out of stock and stock the feed doesn't state all count as not in stock. Band: High from ${SHARE_BANDS.inStock.high * 100}%, Medium from ${SHARE_BANDS.inStock.medium * 100}%, Low below that; with fewer than ${MIN_LISTED_OFFERS} listed offers we say 'not enough data'.`,
        ],
      },
      {
        heading: "Delivery cost stated",
        paragraphs: [
          `The share of the merchant's listed offers whose feed states a delivery cost. Free delivery stated as £0 counts as stated. Not every feed includes delivery: where it is missing, the product page says so and compares the item price, so check delivery areas, charges and lead times on the merchant's website before you order. Band: High from ${SHARE_BANDS.deliveryStated.high * 100}%, Medium from ${SHARE_BANDS.deliveryStated.medium * 100}%, Low below that; with fewer than ${MIN_LISTED_OFFERS} listed offers we say 'not enough data'.`,
        ],
      },
      {
        heading: "What the figures don't cover",
        paragraphs: [
          "We don't score customer service, delivery speed or returns, because we have no fair way to measure them. Orders, deliveries, returns and refunds are between you and the merchant, so contact the merchant about those. The Verified badge is separate from these figures: it is set by our team, not computed.",
          "If a listing on BuildCompare looks wrong, such as a price that doesn't match or a broken link, please tell us.",
        ],
        links: [
          { to: "/help/merchant-verification", label: "What the Verified badge means" },
          { to: "/contact", label: "Report a problem with a listing" },
        ],
      },
    ],
  },
  {
    slug: "saving-favorites",
    title: "Saving Favorites",
    group: "getting-started",
    summary: "Saving favourites isn't available yet. Here is how to keep track of products in the meantime.",
    sections: [
      {
        heading: "Not available yet",
        paragraphs: [
          "Favourites are coming, but you can't save products on BuildCompare yet. When they arrive, you'll be able to save a product in your own browser, without creating an account, and see your saved products with their current lowest prices in one list.",
        ],
      },
      {
        heading: "What to do in the meantime",
        list: {
          items: [
            "Bookmark the product page. Every product has its own web address, and the page always shows the latest prices we hold.",
            "Use the search box: it remembers your last five searches in this browser, so you can repeat one with a click.",
            "Copy a product's link into a message or note to share it or keep it for later.",
          ],
        },
        paragraphs: [],
      },
      {
        heading: "No account needed",
        paragraphs: [
          "There are no accounts on BuildCompare, so you never need to sign in. Everything on the site works without one.",
        ],
      },
    ],
  },
  {
    slug: "price-history",
    title: "Price History",
    group: "price-comparison",
    summary: "We record every price change in each merchant's feed. Here is what we keep and how you can use it.",
    sections: [
      {
        heading: "What we record",
        paragraphs: [
          "Each time a merchant's product feed is imported, we compare every price with the last one we hold. When a price changes, including a sale price starting or ending, we store the new price with the date and time. Prices that haven't changed are marked as checked, which is the 'Last checked' date you see on a product page.",
          "When a product drops out of a merchant's feed, we stop showing that merchant's price for it, but we keep its price history.",
        ],
      },
      {
        heading: "Seeing a product's price history",
        paragraphs: [
          "A price history chart on product pages is coming but isn't available yet. For now, the product page shows each merchant's current price, the date it was last checked and, during a sale, the regular price struck through.",
          "If you are a developer, a product's recorded price changes are available as JSON from /api/products/{id}/history.",
        ],
      },
      {
        heading: "What price history can't tell you",
        paragraphs: [
          "History starts when we first imported a merchant's feed, and we only see prices at each import: a price that went up and down again between two imports won't appear. Prices are as the merchant's feed gave them, so the merchant's own site is always the final word.",
        ],
      },
    ],
  },
  {
    slug: "price-alerts",
    title: "Setting Price Alerts",
    group: "price-comparison",
    summary: "Price alerts aren't available yet. Here is how they will work and how to watch a price in the meantime.",
    sections: [
      {
        heading: "Not available yet",
        paragraphs: [
          "Price alerts are coming, but you can't set one yet. When they arrive, you'll leave your e-mail address and a target price on a product page. We'll ask you to confirm your address by clicking a link before we send anything, then e-mail you when any merchant's price falls to your target. Every alert e-mail will have a one-click unsubscribe link.",
        ],
      },
      {
        heading: "Watching a price in the meantime",
        list: {
          items: [
            "Bookmark the product page and check back: prices are listed lowest first, with the date each was last checked.",
            "Sort search results by 'Price: Low to High' to see the cheapest options first.",
            "Look out for sale prices: a merchant's regular price is shown struck through while its sale runs.",
          ],
        },
        paragraphs: [],
      },
    ],
  },
  {
    slug: "merchant-verification",
    title: "Merchant Verification",
    group: "price-comparison",
    summary:
      "What the Verified badge means, who sets it, where you see it, and how merchants' prices reach BuildCompare.",
    sections: [
      {
        heading: "What the Verified badge means",
        paragraphs: [
          "A green Verified badge next to a merchant's name means a member of the BuildCompare team has checked the merchant and marked it as verified. It is set and removed by hand by our team only: it is never worked out from prices or feeds, and merchants can't set it themselves.",
          "You see the badge in the merchant directory, on the merchant's own page, beside the merchant's price on every product page, and as 'verified' in our JSON API (/api/merchants).",
          "A merchant without the badge may simply not have been checked yet. Its prices come from its own product feed in exactly the same way, and it is compared on exactly the same terms.",
        ],
        links: [{ to: "/merchants", label: "See the merchant directory" }],
      },
      {
        heading: "Verification and ratings are separate",
        paragraphs: [
          "The badge says nothing about prices. How often a merchant is cheapest, how fresh its feed is, how much is in stock and how often it states delivery costs are worked out from its feed, whether it is verified or not.",
        ],
        links: [{ to: "/help/merchant-ratings", label: "How merchant ratings are worked out" }],
      },
      {
        heading: "How merchants' prices reach us",
        paragraphs: [
          "Merchants' prices come from their product feeds, in the format merchants already use for Google shopping listings. Each row is checked as it is imported: rows without a price, with a price that isn't in pounds, or without a proper web link to the product are turned away. Links and pictures are only shown when they are ordinary web addresses.",
        ],
      },
      {
        heading: "What verification doesn't cover",
        paragraphs: [
          "Verification is not a guarantee of a merchant's service, stock or delivery. We are not part of the sale: your contract is with the merchant, so check its terms before you buy.",
        ],
      },
      {
        heading: "Are you a merchant?",
        paragraphs: [
          "If you would like your products compared on BuildCompare, or want to ask about your listing, get in touch and tell us where your product feed lives.",
        ],
        links: [{ to: "/contact", label: "Contact us about listing your products" }],
      },
    ],
  },
];

export function findHelpArticle(slug: string): HelpArticle | undefined {
  return HELP_ARTICLES.find((article) => article.slug === slug);
}

/** The plain text of an article's body, block by block: headings, paragraphs and list items. */
export function articleBodyBlocks(article: HelpArticle): string[] {
  return article.sections.flatMap((section) => [
    section.heading,
    ...section.paragraphs,
    ...(section.list?.items ?? []),
  ]);
}
