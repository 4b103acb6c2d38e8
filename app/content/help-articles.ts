/**
 * Help Center articles. The copy must describe the site as it works today: when a
 * feature changes (price history chart, alerts, favourites), update the article that mentions it.
 */
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
      "We don't give merchants star ratings. Here is what we show instead: how often each is cheapest, how fresh its prices are and its delivery costs.",
    sections: [
      {
        heading: "Facts instead of star ratings",
        paragraphs: [
          "You won't find star ratings or reviews on BuildCompare. We don't collect reviews, and a score we made up would not help you. Instead, each merchant's page shows figures worked out from the prices the merchant publishes.",
        ],
        links: [{ to: "/merchants", label: "See the merchants we compare" }],
      },
      {
        heading: "Price competitiveness",
        paragraphs: [
          "The 'Cheapest price' figure is the share of a merchant's products on which it has the lowest price, or ties for it. Only products that at least one other merchant also sells are counted, because a price with nothing to compare it with says nothing about value. A sale price counts when it is lower than the regular price.",
          "The same page shows how many products the merchant lists in its current feed and how many of those are in stock.",
        ],
      },
      {
        heading: "How up to date the prices are",
        paragraphs: [
          "'Prices updated' shows when the merchant's product feed was last imported. Every price on a product page also shows the date we last checked it, so you can see at a glance how fresh it is.",
        ],
      },
      {
        heading: "Shipping and delivery",
        paragraphs: [
          "Where a merchant's feed includes a delivery cost, we show it next to the price on the product page: 'Free delivery' or the cost in pounds. Not every feed includes one. When no delivery cost is shown, check delivery areas, charges and lead times on the merchant's website before you order.",
        ],
      },
      {
        heading: "Customer service",
        paragraphs: [
          "We don't score customer service, because we have no fair way to measure it. Orders, deliveries, returns and refunds are between you and the merchant, so contact the merchant about those. If a listing on BuildCompare looks wrong, such as a price that doesn't match or a broken link, please tell us.",
        ],
        links: [{ to: "/contact", label: "Report a problem with a listing" }],
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
    summary:
      "Every product page charts each merchant's price over time and the lowest price, so you can see whether today's price is a good one.",
    sections: [
      {
        heading: "What we record",
        paragraphs: [
          "Each time a merchant's product feed is imported, we compare every price with the last one we hold. When a price changes, including a sale price starting or ending, we store the new price with the date and time. Prices that haven't changed are marked as checked, which is the 'Last checked' date you see on a product page.",
          "When a product drops out of a merchant's feed, we stop showing that merchant's price for it, but we keep its price history: its line on the chart stops at the import where it dropped out.",
        ],
      },
      {
        heading: "Reading the chart",
        paragraphs: [
          "Scroll down a product page to Price History. The chart shows the item price at each merchant (the sale price while a sale ran; delivery is not included) as a stepped line: a price holds until the next change we recorded. The wide grey band is the lowest of those prices at each moment.",
          "Each merchant's line has its own dash pattern as well as its own colour, and the legend under the chart names them, so you can tell them apart without relying on colour.",
        ],
        list: {
          items: [
            "Choose 30 days, 90 days (the default), 1 year or All above the chart to change the period. These are ordinary links, so they work even with JavaScript turned off.",
            "The chart starts with the price each merchant had at the start of the period, so a line doesn't begin empty just because the last change was earlier.",
            "Select 'Show as table' under the chart for the same figures as a table: one row per price change, each merchant's price at that moment and the lowest. Screen readers can read the table, and the chart itself has a short description of the lowest price over the period.",
          ],
        },
      },
      {
        heading: "When there is no chart",
        paragraphs: [
          "A product we have only just started tracking says 'No price history yet': the chart appears once a merchant's feed has given us its price. If the history can't be loaded for a moment, the section says so and the current prices on the page are shown as usual.",
        ],
      },
      {
        heading: "For developers",
        paragraphs: [
          "A product's recorded price changes are available as JSON from /api/products/{id}/history. Add from and to (ISO dates such as 2026-11-01, or date-times with a time zone) to limit the period; the price in force at the start is included.",
        ],
      },
      {
        heading: "What price history can't tell you",
        paragraphs: [
          "History starts when we first imported a merchant's feed, and we only see prices at each import: a price that went up and down again between two imports won't appear. The chart doesn't show when an offer was out of stock, and prices are as the merchant's feed gave them, so the merchant's own site is always the final word.",
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
    summary: "What the Verified badge means, who sets it, and how merchants' prices reach BuildCompare.",
    sections: [
      {
        heading: "What the Verified badge means",
        paragraphs: [
          "A green Verified badge next to a merchant's name, in the merchant directory and on the merchant's own page, means a member of the BuildCompare team has checked the merchant and marked it as verified. The badge is set by hand: it is never worked out automatically, and merchants can't set it themselves.",
          "A merchant without the badge may simply not have been checked yet. Its prices come from its own product feed in exactly the same way.",
        ],
        links: [{ to: "/merchants", label: "See the merchant directory" }],
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
