import { describe, expect, it } from "vitest";
import { HELP_ARTICLES } from "~/content/help-articles";
import { CATEGORIES } from "../../shared/categories";
import { MESSAGE_PATH } from "../../shared/message-path";
import { CATEGORY_NAV } from "../../shared/site";
import { sitemapPagePaths } from "./sitemap-pages.server";

describe("sitemapPagePaths", () => {
  it("lists the pages that export a sitemap entry, in route order, as the hand-kept list did", () => {
    expect(sitemapPagePaths()).toEqual([
      "/",
      "/compare",
      "/how-it-works",
      "/about",
      "/contact",
      "/help",
      ...HELP_ARTICLES.map((article) => `/help/${article.slug}`),
      "/diy-guides",
      "/deals",
      "/price-comparison",
      "/coming-soon-projects",
      MESSAGE_PATH,
      "/building-supplies",
      ...CATEGORY_NAV.map((link) => link.to).filter((to) => to.startsWith("/building-supplies?")),
      "/bricks-and-blocks",
      "/products",
      ...CATEGORIES.map((category) => `/products?category=${encodeURIComponent(category.slug)}`),
      "/merchants",
    ]);
  });

  it("leaves out search results, the sign-in placeholder, form endpoints and database pages", () => {
    const paths = sitemapPagePaths();
    expect(paths).toContain("/help/price-history");
    expect(paths).toContain("/building-supplies?category=timber");
    for (const path of ["/search", "/coming-soon-auth", "/newsletter", "/subscriptions/confirm", "/healthz"]) {
      expect(paths).not.toContain(path);
    }
    expect(paths.some((path) => path.includes(":") || path.includes("*"))).toBe(false);
  });
});
