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
          "These links pass through a short BuildCompare address (starting /out/) on the way, so we can count how many visitors each merchant is sent: one number per merchant, product offer and day. We keep nothing about you, and set no cookie, when you follow one.",
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
    summary: "Save products with the heart and follow their lowest price on your favourites page, without an account.",
    sections: [
      {
        heading: "Saving a product",
        paragraphs: [
          "Every product card and every product page has a heart button. Press it (or move to it with the Tab key and press Enter or Space) to save the product; press it again to remove it. A filled heart means the product is saved, and screen readers announce each change.",
          "When you save a product we keep its name, its lowest price at that moment and the date, so your favourites page can tell you how the price has moved since.",
        ],
      },
      {
        heading: "Your favourites page",
        paragraphs: [
          "Your favourites page lists what you saved, newest first, with today's lowest price from the merchants that can sell it now, and how much lower or higher that is than when you saved it. A product no merchant can sell right now says so, and a product that is no longer on BuildCompare is shown as no longer listed. Each one has a Remove button.",
          "You can save up to 100 products.",
        ],
        links: [{ to: "/favourites", label: "Open your favourites" }],
      },
      {
        heading: "Kept in this browser",
        list: {
          items: [
            "There are no accounts: favourites are stored in this browser on this device only, not on our servers. Another browser or device has its own list.",
            "Open tabs share the list: save a product in one tab and it appears in the others straight away.",
            "Clearing your browser's site data, or browsing in a private window, removes them. If your browser is set not to keep site data, a save lasts only until you leave the page, and the heart tells you so.",
            "The heart and the favourites page need JavaScript. Without it the heart is not shown, and the favourites page explains why it can't list anything.",
          ],
        },
        paragraphs: [],
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
    summary:
      "Get one e-mail when a product drops to the price you want, or when it's back in stock. Confirm by e-mail first; stop any alert in one click.",
    sections: [
      {
        heading: "Setting an alert",
        paragraphs: [
          "Open a product's page and find the Price alert box beside the description. Choose what you'd like to hear about, enter your e-mail address and press Set alert. No account is needed, and the box works with or without JavaScript.",
        ],
        list: {
          items: [
            "When the price drops to my target: the target starts at 5% under today's lowest in-stock price, rounded down to the penny. Change it to any price you like, in pounds and pence (for example 12.50). With trade prices ex. VAT switched on, the target is ex. VAT like the prices around it.",
            "When it's back in stock: for a product no merchant can sell right now. The box picks this for you when nothing is in stock.",
          ],
        },
      },
      {
        heading: "Confirming your address",
        paragraphs: [
          "We e-mail you a confirmation link first, and nothing else until you use it. Opening the link shows what the alert is for and a Confirm button: the alert is set only when you press it, so a mail program that opens links to check them can't set an alert for you. The link works for 7 days.",
          "Setting the same kind of alert again on the same product updates the one you have rather than adding a second. If it's already confirmed, the new target applies straight away.",
        ],
      },
      {
        heading: "When we e-mail you",
        paragraphs: [
          "Every time merchants' prices are updated, we check each confirmed alert against that product's offers. A price alert e-mails you when a merchant that has the product in stock (or available to order) sells it at or under your target. A back-in-stock alert e-mails you when a merchant has it in stock again.",
          "The e-mail names the merchant and gives the item price, the delivered total where the merchant states delivery, a link to the merchant's page and a link to compare every merchant on BuildCompare.",
          "You get one e-mail per drop. After a price alert has fired we stay quiet while the price stays at or under your target, and write again only once the price has gone back above it and then fallen to it again. A back-in-stock alert writes again only after the product has run out and come back.",
          "If our mail server can't send for a while, alert e-mails wait and go out once it can: they are delayed, never lost or sent twice.",
        ],
      },
      {
        heading: "Stopping an alert",
        paragraphs: [
          "Every alert e-mail, and the confirmation e-mail, has an unsubscribe link. Opening it shows an Unsubscribe button; pressing it stops that alert for good. Mail apps that offer their own Unsubscribe button (using the e-mail's List-Unsubscribe header) stop it in one click too.",
        ],
        links: [{ to: "/building-supplies", label: "Find a product to watch" }],
      },
    ],
  },
  {
    slug: "project-basket",
    title: "Pricing a Whole Project",
    group: "price-comparison",
    summary:
      "Put your materials list in a project and see what it costs at every merchant, the cheapest split with delivery, quantity calculators, and trade prices ex. VAT.",
    sections: [
      {
        heading: "Building your project list",
        paragraphs: [
          "Open Price Comparison and add products by searching on the page, or press Add to project on any product card or product page. Set each quantity in the product's selling unit (shown beside it), remove a line, or clear the list.",
          "Your lists are kept in this browser, with no account: you can keep several named projects for different jobs.",
        ],
        links: [{ to: "/price-comparison", label: "Open Price Comparison" }],
      },
      {
        heading: "What the prices show",
        paragraphs: [
          "Each merchant's price is its current price for the item, as its feed gives it, and only items in stock count.",
        ],
        list: {
          items: [
            "Cheapest single merchant: every merchant's total for the items it has, with the items it lacks flagged. Merchants that have everything come first.",
            "Cheapest split: each item bought where the item costs plus each merchant's delivery add up to the lowest total. You can limit the split to at most a number of deliveries (merchants). It is worked out exactly, not estimated.",
            "Savings: what the split saves against the cheapest single merchant, in pounds and per cent, with a link to each merchant's page for its items.",
          ],
        },
      },
      {
        heading: "How delivery is counted",
        paragraphs: [
          "Merchants' feeds state delivery per item, but merchants charge per order, so a merchant's delivery for your project is the highest delivery cost among the items you would buy there. Where a feed doesn't state delivery for an item we count it as £0 and the merchant's total says how many items have delivery not stated: check those with the merchant before you order.",
        ],
      },
      {
        heading: "Sharing, printing and downloading",
        paragraphs: [
          "The page's address holds the whole list, so anyone who opens it sees the same items and quantities, even with JavaScript turned off. Print the page for a clean copy, or download the chosen split as a CSV file to open in a spreadsheet or send to a client.",
        ],
      },
      {
        heading: "Quantity calculators",
        paragraphs: [
          "Not sure how much you need? The quantity calculators work out bricks or blocks for a wall, the cement and sand for their mortar, concrete (bags of ready-mix, cement and ballast, or ready-mixed by the cubic metre), plasterboard sheets and screws, timber for a stud wall, and insulation rolls or boards. Every assumption, such as bricks per square metre, the waste allowance, the board size or the stud spacing, is shown and can be changed.",
          "The answer lists matching products from our catalogue, each with an Add to project button that adds the quantity worked out.",
        ],
        links: [{ to: "/price-comparison/calculators", label: "Open the quantity calculators" }],
      },
      {
        heading: "Trade prices ex. VAT",
        paragraphs: [
          "Prices on BuildCompare include VAT, as merchants list them. If you reclaim VAT, press Prices ex. VAT (20%) in the header (in the menu on phones): every price on every page is then shown without VAT at the UK standard rate of 20% and marked 'ex. VAT'. The choice is remembered by a small cookie in this browser, so pages open the same way next time; press it again to go back to prices inc. VAT. It works without JavaScript too, and a project's CSV download follows the same choice.",
          "Prices in our JSON API and in e-mails stay inc. VAT, and so does a price range in the listing filters, so a shared link filters the same for everyone. A product that is zero-rated or at a reduced rate is still shown with 20% taken off, so the merchant's invoice is the final word.",
        ],
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
