import { CATEGORIES } from "../../app/lib/categories.ts";
import { CATEGORY_NAV } from "../../app/lib/site.ts";

/**
 * Content pages listed in /sitemap.xml. A new public page that is not a listing, a product or a
 * merchant goes here. Search results, favourites and the auth placeholder are left out on purpose.
 */
export const CONTENT_PAGE_PATHS: readonly string[] = [
  "/",
  "/compare",
  "/how-it-works",
  "/about",
  "/contact",
  "/help",
  "/help/compare-price",
  "/help/merchant-ratings",
  "/help/saving-favorites",
  "/help/price-history",
  "/help/price-alerts",
  "/help/merchant-verification",
  "/diy-guides",
  "/deals",
  "/coming-soon-projects",
  "/message",
  "/price-comparison",
];

/** Listing pages: the building-supplies filters of the header menu, bricks, and /products per taxonomy category. */
export function listingPagePaths(): string[] {
  const buildingSupplies = CATEGORY_NAV.map((link) => link.to).filter((to) => to.startsWith("/building-supplies?"));
  return [
    "/building-supplies",
    ...buildingSupplies,
    "/bricks-and-blocks",
    "/products",
    ...CATEGORIES.map((c) => `/products?category=${encodeURIComponent(c.slug)}`),
  ];
}
