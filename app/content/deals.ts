import type { PriceTrendNote } from "../../shared/deals";
import { DEAL_RULES } from "../../shared/deals";

/**
 * Copy for /deals, its weekly e-mail box and the product page's trend note. The figures come from DEAL_RULES
 * (docs/decisions/020-typical-price-and-deals.md), so the explanation always states the rule in force.
 */

export const TREND_NOTES: Record<PriceTrendNote, string> = {
  "lowest-in-window": `Lowest price in ${DEAL_RULES.windowDays} days`,
  "lower-than-usual": "Lower than usual",
  "about-usual": "About usual",
  "higher-than-usual": "Higher than usual",
};

export const DEALS_INTRO =
  "Products whose lowest in-stock delivered price today is clearly below their own typical price, worked out from the prices we have recorded. A merchant's 'was' price never makes a deal.";

/** 'How deals work' on /deals, one sentence per rule. */
export const DEAL_RULE_LINES: string[] = [
  `Today's price is the lowest delivered price (item price where the merchant states no delivery) of an offer in stock now.`,
  `The typical price is the middle value (median) of each day's lowest price over the previous ${DEAL_RULES.windowDays} days, today not included.`,
  `A product needs prices on at least ${DEAL_RULES.minHistoryDays} of those days; with fewer we make no claim.`,
  `A deal is at least ${DEAL_RULES.minDropPercent}% and at least £${(DEAL_RULES.minDropPence / 100).toFixed(2)} below the typical price. Percentages are rounded down.`,
  `Only prices merchants really charged count. A crossed-out 'was' price is never used, and a recorded sale price always counts, so a price that was 'on sale' for months is simply the usual price.`,
];

export const NO_DEALS_TITLE = "No clear deals today";

export function noDealsExplanation(categoryLabel: string | null): string {
  const where = categoryLabel ? ` in ${categoryLabel}` : "";
  return `No product${where} is in stock today at least ${DEAL_RULES.minDropPercent}% and £${(DEAL_RULES.minDropPence / 100).toFixed(2)} below its typical price over the last ${DEAL_RULES.windowDays} days. We don't invent savings: prices change with every feed we import, so check again tomorrow, or get the weekly e-mail.`;
}

export const WEEKLY_EMAIL = {
  heading: "E-mail me weekly deals",
  text: "One e-mail a week listing that week's clear deals, and none in a week without any. We send a confirmation link first, and you can unsubscribe in one click.",
  submitLabel: "Sign up",
};
