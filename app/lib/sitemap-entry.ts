/**
 * What a page adds to /sitemap.xml: a route module exports one as `sitemap`, and a route without one is left
 * out (search results, the sign-in placeholder, form endpoints). The URL comes from the route's path in
 * app/routes.ts, and the sitemap lists pages in that file's order (app/lib/sitemap-pages.server.ts).
 * Product and merchant pages are rows in the database: server/seo/list-sitemap-entries.server.ts adds them.
 */
export type SitemapEntry =
  /** The route's own path; then, for a listing, the same path with each of `queries` (e.g. "?category=sand"). */
  | { list: "path"; queries?: readonly string[] }
  /** A path with parameters (help/:slug): one URL for each set of values. */
  | { list: "each"; params: readonly Record<string, string>[] };
