import type { ListingParams } from "../../shared/listing-params";
import { pageTitle } from "./seo";

interface ListingMetaInput {
  title: string;
  description: string;
  siteUrl: string;
  /** The page's own path including any parameter that makes it a distinct page (category). */
  canonicalPath: string;
  params: ListingParams;
}

/**
 * Title, description and canonical link for a listing. Later pages are canonical to
 * themselves; searches, filters, sorts and views are not indexed (they duplicate the listing).
 */
export function listingMeta({ title, description, siteUrl, canonicalPath, params }: ListingMetaInput) {
  const paged = params.page > 1;
  const canonical = new URL(canonicalPath, siteUrl);
  if (paged) canonical.searchParams.set("page", String(params.page));
  const narrowed =
    params.q !== "" ||
    params.merchants.length > 0 ||
    params.minPrice !== null ||
    params.maxPrice !== null ||
    params.inStock ||
    params.view !== "grid";
  const fullTitle = pageTitle(paged ? `${title} - Page ${params.page}` : title);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical.toString() },
    ...(narrowed ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}
