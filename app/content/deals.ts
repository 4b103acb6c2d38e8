/**
 * Copy for the 'coming soon' deals page. A real deal card would carry prices and a countdown;
 * no deals exist yet, so the example card describes each field instead of showing made-up numbers.
 */
export interface DealPreviewField {
  label: string;
  explanation: string;
}

export const EXAMPLE_DEAL_FIELDS: DealPreviewField[] = [
  { label: "Merchant", explanation: "The builders' merchant selling it, linked to their site" },
  { label: "Usual price", explanation: "What the merchant has been charging, from the prices we record" },
  { label: "Deal price", explanation: "Today's price from the merchant's own feed" },
  { label: "Saving", explanation: "The difference, in pounds and as a percentage" },
  { label: "Ends in", explanation: "How long the price lasts, when the merchant tells us" },
];

export interface DealCategoryPreview {
  slug: string;
  name: string;
  description: string;
  /** Where to compare this kind of product today, if our catalogue covers it. */
  today: { to: string; label: string } | null;
}

export const DEAL_CATEGORIES: DealCategoryPreview[] = [
  {
    slug: "timber",
    name: "Timber",
    description: "Structural and treated timber, CLS studwork and sheet materials.",
    today: { to: "/building-supplies?category=timber", label: "Compare timber prices today" },
  },
  {
    slug: "tools",
    name: "Tools",
    description: "Hand tools, power tools and site equipment.",
    today: null,
  },
  {
    slug: "plumbing",
    name: "Plumbing",
    description: "Pipe, fittings and drainage.",
    today: { to: "/products?category=drainage", label: "Compare drainage prices today" },
  },
  {
    slug: "gardening",
    name: "Gardening",
    description: "Landscaping supplies such as sand, gravel and aggregates.",
    today: { to: "/building-supplies?category=sand", label: "Compare sand and aggregate prices today" },
  },
];
