import { CATEGORIES } from "../../shared/categories.ts";
import { CATEGORY_NAV } from "../../shared/site.ts";
import { HELP_ARTICLES } from "../../app/content/help-articles.ts";
import { MESSAGE_PATH } from "../../shared/message-path.ts";

/**
 * Content pages listed in /sitemap.xml: only pages that exist (an e2e test fetches every URL).
 * Add each content page here when its route lands (about, contact, help, how it works, guides…).
 * Search results, favourites and the auth placeholder are left out on purpose.
 */
export const CONTENT_PAGE_PATHS: readonly string[] = [
  "/",
  "/compare",
  "/how-it-works",
  "/about",
  "/contact",
  "/help",
  ...HELP_ARTICLES.map((a) => `/help/${a.slug}`),
  "/diy-guides",
  "/deals",
  "/coming-soon-projects",
  MESSAGE_PATH,
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
