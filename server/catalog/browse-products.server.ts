import type { Db } from "../db/client.server.ts";
import type { CategorySlug } from "../../shared/categories.ts";
import { LISTING_PAGE_SIZE, type ListingParams, type ListingSort } from "../../shared/listing-params.ts";
import { parseListingParams } from "./parse-listing-params.server.ts";
import type { CardListing } from "../../shared/product-summary.ts";
import { listProducts } from "./list-products.server.ts";
import { cardListing } from "./card-listing.server.ts";
import { listMerchantOptions, type MerchantOption } from "./list-merchant-options.server.ts";
import { perCatalogueVersion } from "./per-catalogue-version.server.ts";
import { correctedSearchText } from "../search/search-filter.server.ts";

// The same list on every listing view until the merchants change: read once per catalogue version (issue 15).
const merchantOptions = perCatalogueVersion(listMerchantOptions);

export interface BrowseResult {
  /** The page's products as cards: the page sends this to the browser (card-listing.server.ts). */
  listing: CardListing;
  params: ListingParams;
  problems: string[];
  merchants: MerchantOption[];
}

/**
 * Everything a product listing page needs from its URL: validated parameters, one page
 * of products and the merchants to filter by. Unknown merchant slugs are reported, not fatal;
 * so is a search the engine corrected, as /search reports it.
 */
export async function browseProducts(
  db: Db,
  search: URLSearchParams,
  options: { categories: readonly CategorySlug[]; defaultSort: ListingSort; searchable: boolean },
): Promise<BrowseResult> {
  const { params, problems } = parseListingParams(search, options.defaultSort);
  if (!options.searchable) params.q = "";

  const merchants = await merchantOptions(db);
  const known = new Set(merchants.map((m) => m.slug));
  const unknown = params.merchants.filter((slug) => !known.has(slug));
  if (unknown.length > 0) {
    problems.push(
      `No merchant called "${unknown[0]}"${unknown.length > 1 ? " (and others)" : ""}; that filter was ignored.`,
    );
    params.merchants = params.merchants.filter((slug) => known.has(slug));
  }

  const listing = await listProducts(db, {
    categories: options.categories,
    text: params.q,
    merchantSlugs: params.merchants,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    inStockOnly: params.inStock,
    sort: params.sort,
    page: params.page,
    pageSize: LISTING_PAGE_SIZE,
  });
  const corrected = await correctedSearchText(db, params.q);
  if (corrected) problems.push(`Showing results for "${corrected}".`);
  return { listing: cardListing(listing), params, problems, merchants };
}
