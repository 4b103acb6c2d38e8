import { absoluteUrl, SITE_NAME } from "../../shared/site.ts";

/** "<page> | BuildCompare", the default title shape. */
export function pageTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

/** Collapses whitespace and cuts at a word boundary so descriptions fit search snippets. */
export function truncate(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, "")}…`;
}

export interface ProductJsonLdInput {
  name: string;
  description: string;
  brand: string | null;
  imageUrl: string | null;
  canonicalUrl: string;
  siteUrl: string;
  lowest: number | null;
  highest: number | null;
  offerCount: number;
  availableCount: number;
}

/**
 * schema.org Product with an AggregateOffer. Returned as an object: React Router's
 * "script:ld+json" meta serialises it and escapes `<`, so feed text cannot close the script.
 */
export function productJsonLd(p: ProductJsonLdInput): Record<string, unknown> {
  const json: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    url: p.canonicalUrl,
  };
  if (p.description) json.description = truncate(p.description, 5000);
  if (p.imageUrl) json.image = absoluteUrl(p.siteUrl, p.imageUrl);
  if (p.brand) json.brand = { "@type": "Brand", name: p.brand };
  if (p.offerCount > 0 && p.lowest !== null && p.highest !== null) {
    json.offers = {
      "@type": "AggregateOffer",
      priceCurrency: "GBP",
      lowPrice: p.lowest.toFixed(2),
      highPrice: p.highest.toFixed(2),
      offerCount: p.offerCount,
      availability: p.availableCount > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    };
  }
  return json;
}
