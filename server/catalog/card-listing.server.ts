import type { CardListing, CardProduct, ProductListing, ProductSummary } from "../../shared/product-summary.ts";

/**
 * A listing page's products as its cards draw them (CardProduct): the loader's answer is what React Router
 * serialises into the page for hydration, so the fields only the APIs and sorts read (category slug, delivered
 * total, stock counts, cheapest merchant) are left out of it instead of being encoded and sent with every view
 * (issue 15). Spelt out rather than destructured with a rest: the same keys in the same order, without a copy
 * loop per card. Where to extend: a field the card starts to show is added here and to CardProduct.
 */
export function cardListing(listing: ProductListing): CardListing {
  return {
    items: listing.items.map(cardProduct),
    total: listing.total,
    page: listing.page,
    pageSize: listing.pageSize,
    pageCount: listing.pageCount,
  };
}

function cardProduct(p: ProductSummary): CardProduct {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    categoryLabel: p.categoryLabel,
    imageUrl: p.imageUrl,
    lowestPrice: p.lowestPrice,
    highestPrice: p.highestPrice,
    lowestUnitPrice: p.lowestUnitPrice,
    unitLabel: p.unitLabel,
    lowestPriceChecked: p.lowestPriceChecked,
    lowestPriceAgeHours: p.lowestPriceAgeHours,
    merchantCount: p.merchantCount,
    tag: p.tag,
    offers: p.offers,
  };
}
