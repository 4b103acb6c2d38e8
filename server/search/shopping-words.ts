import { normaliseText } from "../ingest/normalise/text.ts";

/**
 * Shopping words: how a buyer asks for a price, a deal, a delivery or a shop ("sand deals", "cement best price",
 * "timber delivered", "plasterboard wholesale", "paint click and collect"). They say nothing about which product is
 * meant and no catalogue title carries them, so left in they only turn a good query into no results. Read by
 * noise-words.ts (isNoiseWord), which keeps one that makes a trade name with a neighbour ("london stocks").
 * Written as typed; compared in canonical form (the tokens are canonical: "deliveries" arrives as "delivery").
 * Extend by the habit (prices, deals, delivery, where it is sold, how it is rated), not per query; keep out words a
 * title uses for the product ("free" in "solvent free", "quality", "outlet", "value" before a range name).
 */
export const SHOPPING_WORDS: ReadonlySet<string> = canonicalSet([
  "buy",
  "buying",
  "purchase",
  "purchasing",
  "order",
  "ordering",
  "cheap",
  "cheapest",
  "cheaper",
  "best",
  "price",
  "prices",
  "pricing",
  "cost",
  "costs",
  "uk",
  "near",
  "online",
  "website",
  "deal",
  "deals",
  "offer",
  "offers",
  "sale",
  "sell",
  "shop",
  "store",
  "stock",
  "stocked",
  "delivery",
  "delivered",
  "deliver",
  "supplier",
  "suppliers",
  // Session 16: the rest of the family of who sells it ("<maker> stockists").
  "stockist",
  "stockists",
  "dealer",
  "dealers",
  "retailer",
  "retailers",
  "distributor",
  "distributors",
  "wholesaler",
  "wholesalers",
  "seller",
  "sellers",
  "vendor",
  "vendors",
  "merchant",
  "merchants",
  // Session 21: money off and how cheap ("sand discount", "bargain timber", "clearance paint").
  "discount",
  "discounted",
  "bargain",
  "clearance",
  "wholesale",
  "multibuy",
  "promo",
  "promotion",
  "voucher",
  "coupon",
  "reduced",
  "affordable",
  "inexpensive",
  "lowest",
  "rrp",
  "vat",
  "money",
  // Not "quote", "collect" or "brand": job tables use them ("a quote for a new patio", "collect rainwater", "brand
  // new"), and a table phrase is read as a query is. "brand" is a trailing word instead ("paints top brands").
  "compare",
  "comparison",
  // Where and when it comes ("local", "nearby", "next day delivery").
  "local",
  "locally",
  "nearby",
  "nearest",
  "nationwide",
  "shipping",
  "postage",
  "dispatch",
  "despatch",
  "dispatched",
  "collection",
  "available",
  "availability",
  "today",
  "tomorrow",
  "asap",
  "urgent",
  "urgently",
  // How it is rated, and how many a buyer weighs ("popular sealants", "job lot", "sand options").
  "recommended",
  "popular",
  "review",
  "reviews",
  "option",
  "options",
  "lot",
  "lots",
]);

/**
 * The first word of a shopping phrase whose own word names products elsewhere ("free" in "solvent free", "half"
 * in "half round", "top" in "rope top"): a shopping word only when the phrase's next word follows it ("free
 * delivery", "half price", "top brands", "builders merchants"). Keyed by the canonical first word.
 */
const SHOPPING_PHRASE_STARTS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  (
    [
      ["free", ["delivery", "delivered", "shipping", "postage", "returns"]],
      ["next", ["day"]],
      ["day", ["delivery", "delivered", "dispatch", "despatch"]],
      ["click", ["and", "collect"]],
      ["special", ["offer", "offers", "price", "prices", "deal", "deals"]],
      ["low", ["cost", "costs", "price", "prices"]],
      ["half", ["price"]],
      ["express", ["delivery", "dispatch", "despatch"]],
      ["job", ["lot", "lots"]],
      // Session 24: how big a pack ("screws big box", "value pack", "bumper pack"): the pack word after it stays, and
      // says how the kind comes (pack-and-tier-words.ts); the size word says nothing of which product.
      ["big", ["box", "pack", "tub", "bag"]],
      ["value", ["pack", "box"]],
      ["bumper", ["pack", "box", "tub"]],
      ["multi", ["pack"]],
      ["top", ["selling", "seller", "sellers", "brand", "brands", "quality"]],
      ["builders", ["merchant", "merchants", "supplier", "suppliers"]],
      ["ex", ["vat"]],
      ["inc", ["vat"]],
      ["incl", ["vat"]],
      ["including", ["vat"]],
      ["excluding", ["vat"]],
    ] as const
  ).map(([first, next]) => [canonical(first), canonicalSet(next)]),
);

/**
 * Shopping words that could name something before another word ("trade vinyl matt" is a paint range, "site hut",
 * "brand new"): shopping words only where they end the query or only noise follows ("adhesives trade", "sealants
 * best selling", "timber delivered to site", "paints top brands"). Read by noise-words.ts. Not "day": "same day" is a
 * job table's phrase for concrete that sets fast; "day" says nothing only before a delivery word.
 */
export const TRAILING_SHOPPING_WORDS: ReadonlySet<string> = canonicalSet(["trade", "selling", "site", "brand"]);

/**
 * Session 24: a typed word (as typed) that only asks about price, deal or delivery ("cheapest", "offers", "delivered"):
 * it never makes a query a sentence (intent-fallback.server.ts taskShape), so "building blocks cheapest" reads as
 * "building blocks" does, not as a job led by "building".
 */
export function isShoppingWordAsTyped(typed: string): boolean {
  return SHOPPING_WORDS.has(canonical(typed));
}

/** The first word of a shopping phrase (SHOPPING_PHRASE_STARTS) with the phrase's next word after it. */
export function isShoppingPhraseStart(token: string, after: string | undefined): boolean {
  return after !== undefined && SHOPPING_PHRASE_STARTS.get(token)?.has(after) === true;
}

function canonical(typed: string): string {
  return normaliseText(typed).trim();
}

function canonicalSet(typed: readonly string[]): ReadonlySet<string> {
  return new Set(typed.map(canonical));
}
