import { CONTACT } from "../../shared/site";

/**
 * How it works copy (hero, pain points, four solution points, four steps, three tiers, results,
 * gallery, reasons, contact, quote form). Every claim must be true of the site today: the comparison is real,
 * Pro's project tools are live and free at /price-comparison (no account, nothing to buy), and Concierge is
 * help by e-mail and phone on request.
 */
export const HOW_HERO = {
  heading: "How BuildCompare works",
  text: "We collect UK builders' merchants' prices for the same materials, put them side by side and link you to the merchant to buy. For a whole project, price your materials list at every merchant in one go, or ask our team to help put it together.",
} as const;

export const PAIN_POINTS = [
  {
    title: "Prices hide in a dozen tabs",
    text: "Each merchant lists the same bag of cement under a different name, so comparing means searching every site one by one.",
  },
  {
    title: "Pack sizes don't line up",
    text: "A 25 kg bag, a bulk bag and a tonne of loose ballast are hard to weigh against each other without a calculator.",
  },
  {
    title: "Delivery changes the answer",
    text: "The cheapest price on the shelf can be the dearest once delivery is added, and stock varies from yard to yard.",
  },
] as const;

export const SOLUTION_POINTS = [
  {
    title: "Prices from merchants' own feeds",
    text: "We import each merchant's product feed, check every row and show when each price was last checked.",
  },
  {
    title: "The same product matched",
    text: "Barcodes, part numbers, sizes, grades and pack sizes decide which listings are the same product.",
  },
  {
    title: "Unit prices and delivery",
    text: "Prices per kg, m² or item, and the delivery cost and stock each merchant gives, sit next to the price.",
  },
  {
    title: "Search in trade terms",
    text: "Type '4x2', 'ballast' or 'plasterbord' and find what merchants actually call it.",
  },
] as const;

export const STEPS = [
  { title: "Search", text: "Look up a material by name, size or the word you use on site." },
  { title: "Compare", text: "See every merchant's price, lowest first, with stock, delivery and unit price." },
  { title: "Choose", text: "Pick the offer that suits your job: cheapest, nearest in stock or cheapest delivered." },
  {
    title: "Buy from the merchant",
    text: "Follow the link to the merchant's own page and order there, at their price.",
  },
] as const;

export interface ServiceTier {
  name: string;
  badge?: string;
  price: string;
  summary: string;
  features: string[];
  cta: { label: string; to: string };
}

export const SERVICE_TIERS: ServiceTier[] = [
  {
    name: "Free",
    price: "Free",
    summary: "The price comparison site, for everyone.",
    features: [
      "Compare prices across merchants",
      "Unit prices, stock and delivery costs",
      "Search that understands trade terms",
      "No account, no sign-up",
    ],
    cta: { label: "Start Comparing", to: "/building-supplies" },
  },
  {
    name: "Pro",
    badge: "Most popular",
    price: "Free, no account",
    summary: "For trades who price whole jobs. The project tools are live; tell us what else would help.",
    features: [
      "Whole-project materials lists priced at every merchant, delivery included",
      "The cheapest split of the order, or the cheapest with fewer deliveries",
      "Quantity calculators for bricks, mortar, concrete, boards, studs and insulation",
      "Named project lists kept in your browser, trade prices ex. VAT and price-drop e-mails",
    ],
    cta: { label: "Price a Project", to: "/price-comparison" },
  },
  {
    name: "Concierge",
    price: "Quoted per project",
    summary: "A person helps you source a project's materials and find trades.",
    features: [
      "We build and price your materials list",
      "We suggest merchants for delivery to your postcode",
      "Help finding local trades",
      "By e-mail and phone",
    ],
    cta: { label: "Request a Quote", to: "#enquiry" },
  },
];

/** A worked example of what comparing can show, labelled as an example: not a claim about customers. */
export const EXAMPLE_RESULTS = {
  heading: "What comparing can show",
  note: "An example of how prices differ between merchants; your own results depend on today's prices.",
  points: [
    {
      figure: "Several prices",
      text: "for most products in our catalogue, so you can see the spread before you order.",
    },
    {
      figure: "Per kg, per m²",
      text: "unit prices that put a 25 kg bag next to a bulk bag, and a sheet next to a pack.",
    },
    {
      figure: "Dated",
      text: "every price shows when we last checked it, so you know how fresh it is.",
    },
  ],
} as const;

export const GALLERY = [
  { src: "/demo-images/brick-red.svg", caption: "Facing bricks" },
  { src: "/demo-images/timber-treated.svg", caption: "Treated timber" },
  { src: "/demo-images/plasterboard.svg", caption: "Plasterboard" },
  { src: "/demo-images/bulk-bag.svg", caption: "Bulk bags of aggregate" },
  { src: "/demo-images/insulation-pir.svg", caption: "PIR insulation board" },
  { src: "/demo-images/roof-tile.svg", caption: "Roof tiles" },
] as const;

export const REASONS = [
  { title: "Independent", text: "We don't sell materials; you buy direct from the merchant." },
  { title: "Free to use", text: "Comparing costs nothing and needs no account." },
  {
    title: "Honest about data",
    text: "No invented ratings or reviews: only figures worked out from merchants' prices.",
  },
  { title: "Built for UK materials", text: "British sizes, trade names and merchants." },
] as const;

export const HOW_CONTACT = {
  heading: "Talk to us",
  text: `Email ${CONTACT.email} or call ${CONTACT.phoneDisplay} (Monday to Friday, 9am to 5pm). We usually reply within one working day.`,
} as const;

/** schema.org Service for the comparison and the concierge help. */
export function howItWorksJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: "BuildCompare building materials price comparison",
    serviceType: "Price comparison for building materials",
    description: HOW_HERO.text,
    url: `${siteUrl}/how-it-works`,
    areaServed: { "@type": "Country", name: "United Kingdom" },
    provider: { "@type": "Organization", name: "BuildCompare Ltd", url: siteUrl, email: CONTACT.email },
    offers: { "@type": "Offer", price: "0", priceCurrency: "GBP", description: "Comparing prices is free." },
  };
}
