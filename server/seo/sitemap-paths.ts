import { CATEGORIES, CATEGORY_GROUPS } from "../../shared/categories.ts";
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

/** Listing pages: building supplies, each category group's page (as the menus link it), and /products per category. */
export function listingPagePaths(): string[] {
  return [
    "/building-supplies",
    ...CATEGORY_GROUPS.map((g) => g.path),
    "/products",
    ...CATEGORIES.map((c) => `/products?category=${encodeURIComponent(c.slug)}`),
  ];
}
