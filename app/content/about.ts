import { CONTACT, SITE_NAME } from "../../shared/site";

/**
 * About page copy: mission, three feature blurbs, 'Why choose us'. Every claim here
 * must be true of the site today; features still to come are named as such.
 */
export const ABOUT_MISSION = {
  heading: "Our mission",
  paragraphs: [
    "Buying building materials shouldn't mean ringing round or opening a dozen tabs. BuildCompare puts UK builders' merchants' prices for the same product side by side, so DIYers, homeowners and trades can see who is cheapest before they order.",
    "We are independent: we don't sell materials, and you always buy direct from the merchant, at the merchant's own price.",
  ],
} as const;

export const ABOUT_FEATURES = [
  {
    title: "Prices straight from merchants",
    text: "We import each merchant's own product feed and check every row before it goes live. Each price shows when we last checked it, and every price change is recorded.",
    icon: "M4 4h16v3H4V4Zm0 5h10v3H4V9Zm0 5h16v3H4v-3Zm12-5h4v3h-4V9Z",
  },
  {
    title: "Like for like",
    text: "The same product from different merchants is matched by barcode, part number or its size, grade and pack, and prices per kg, m² or item let a 25 kg bag be weighed against a bulk bag.",
    icon: "M4 4h7v16H4V4Zm2 2v12h3V6H6Zm7 4h7v10h-7V10Zm2 2v6h3v-6h-3Z",
  },
  {
    title: "Search that speaks the trade",
    text: "Look for 'ballast', '4x2' or '47x100 C24' and find what merchants call it. Small typos are corrected, and sizes are understood whichever way round you type them.",
    icon: "M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.25 4.24-1.42 1.42-4.24-4.25A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z",
  },
] as const;

export const ABOUT_REASONS = [
  {
    title: "Independent",
    text: "We don't sell anything or add a charge. You buy from the merchant, on the merchant's terms.",
  },
  {
    title: "Free, with no account",
    text: "Comparing prices costs nothing, and there is nothing to sign up for.",
  },
  {
    title: "Honest figures, not star ratings",
    text: "For each merchant we show how often it is cheapest and when its prices were last updated, worked out from the prices it publishes. We don't invent ratings or reviews.",
  },
  {
    title: "Verified merchants marked",
    text: "A Verified badge means our team has checked the merchant by hand.",
  },
  {
    title: "Every price dated",
    text: "Each price shows the date we last checked it, so you know how fresh it is before you click through.",
  },
  {
    title: "Track prices without an account",
    text: "Every product page charts its price history, and you can set an e-mail price alert or save favourites in your browser. None of it needs an account.",
  },
] as const;

/** schema.org AboutPage whose subject is the company, with the contact details from site.ts. */
export function aboutPageJsonLd(siteUrl: string): Record<string, unknown> {
  const [legalName, ...rest] = CONTACT.addressLines;
  const lastLine = rest[rest.length - 1] ?? "";
  const postcode = /^(.*?)\s*([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/i.exec(lastLine);
  return {
    "@context": "https://schema.org",
    "@type": "AboutPage",
    name: `About ${SITE_NAME}`,
    url: `${siteUrl}/about`,
    mainEntity: {
      "@type": "Organization",
      name: SITE_NAME,
      legalName,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/favicon.svg`,
      email: CONTACT.email,
      telephone: CONTACT.phoneHref.replace(/^tel:/, ""),
      address: {
        "@type": "PostalAddress",
        streetAddress: rest.slice(0, -1).join(", "),
        addressLocality: postcode ? postcode[1] : lastLine,
        ...(postcode ? { postalCode: postcode[2] } : {}),
        addressCountry: "GB",
      },
    },
  };
}
