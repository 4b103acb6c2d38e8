import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";
import { BUILT_MESSAGE_PATH, resolveMessagePath, reservedPathSegments } from "../shared/message-path.ts";

const MESSAGE_FILE = "routes/message.tsx";

/*
 * The site's one list of routes. Besides React Router, two things read it: the sitemap (pages that export a
 * `sitemap` entry, in this order: app/lib/sitemap-pages.server.ts) and the message page's path check (no
 * configured path may shadow a route). The entries are plain objects rather than route()/index() from
 * @react-router/dev because the sitemap reads this list in the running server, where dev packages may be absent.
 */
function routeList(messagePath: string): RouteConfigEntry[] {
  return [
    { index: true, file: "routes/home.tsx" },
    { path: "compare", file: "routes/compare.tsx" },
    { path: "how-it-works", file: "routes/how-it-works.tsx" },
    { path: "about", file: "routes/about.tsx" },
    { path: "contact", file: "routes/contact.tsx" },
    { path: "help", file: "routes/help.tsx" },
    { path: "help/:slug", file: "routes/help.$slug.tsx" },
    { path: "diy-guides", file: "routes/diy-guides.tsx" },
    { path: "deals", file: "routes/deals.tsx" },
    { path: "favourites", file: "routes/favourites.tsx" },
    { path: "price-comparison", file: "routes/price-comparison.tsx" },
    { path: "price-comparison.csv", file: "routes/price-comparison.csv.ts" },
    { path: "price-comparison/calculators", file: "routes/price-comparison.calculators.tsx" },
    { path: "preferences/vat", file: "routes/preferences.vat.ts" },
    { path: "coming-soon-projects", file: "routes/coming-soon-projects.tsx" },
    { path: messagePath.slice(1), file: MESSAGE_FILE },
    { path: "building-supplies", file: "routes/building-supplies.tsx" },
    { path: "bricks-and-blocks", file: "routes/bricks-and-blocks.tsx" },
    { path: "products", file: "routes/products.tsx" },
    { path: "merchants", file: "routes/merchants.tsx" },
    { path: "merchants/:id", file: "routes/merchant.tsx" },
    { path: "product/:id", file: "routes/product.tsx" },
    { path: "search", file: "routes/search.tsx" },
    { path: "newsletter", file: "routes/newsletter.tsx" },
    { path: "subscriptions/confirm", file: "routes/subscriptions.confirm.tsx" },
    { path: "subscriptions/unsubscribe", file: "routes/subscriptions.unsubscribe.tsx" },
    { path: "alerts", file: "routes/alerts.tsx" },
    { path: "alerts/confirm", file: "routes/alerts.confirm.tsx" },
    { path: "alerts/unsubscribe", file: "routes/alerts.unsubscribe.tsx" },
    { path: "coming-soon-auth", file: "routes/coming-soon-auth.tsx" },
    { path: "sitemap.xml", file: "routes/sitemap.xml.ts" },
    { path: "sitemaps/:file", file: "routes/sitemaps.$file.ts" },
    { path: "robots.txt", file: "routes/robots.txt.ts" },
    { path: "healthz", file: "routes/healthz.ts" },
    { path: "out/:offerId", file: "routes/out.$offerId.tsx" },
    { path: "out/merchant/:slug", file: "routes/out.merchant.$slug.tsx" },
    { path: "api/products", file: "routes/api.products.ts" },
    { path: "api/products/:id", file: "routes/api.products.$id.ts" },
    { path: "api/products/:id/history", file: "routes/api.products.$id.history.ts" },
    { path: "api/basket", file: "routes/api.basket.ts" },
    { path: "api/offers", file: "routes/api.offers.ts" },
    { path: "api/merchants", file: "routes/api.merchants.ts" },
    { path: "api/search", file: "routes/api.search.ts" },
    { path: "api/suggest", file: "routes/api.suggest.ts" },
    { path: "api/*", file: "routes/api.not-found.ts" },
    { path: "*", file: "routes/not-found.tsx" },
  ];
}

const taken = reservedPathSegments(
  routeList("/")
    .filter((entry) => entry.file !== MESSAGE_FILE)
    .map((entry) => entry.path),
);

/** Checks a MESSAGE_PATH value against every other route; vite.config.ts passes the result to the browser code. */
export function messagePathFor(raw: string | undefined): string {
  return resolveMessagePath(raw, taken);
}

// Inside the built server, the path it was built with; when React Router or Vite read this file, MESSAGE_PATH.
export default routeList(BUILT_MESSAGE_PATH ?? messagePathFor(process.env.MESSAGE_PATH)) satisfies RouteConfig;
