import { generatePath } from "react-router";
import routes from "../routes.ts";
import type { SitemapEntry } from "./sitemap-entry.ts";

// Every page module (they are in the server bundle anyway), read for its `sitemap` export. Whole modules rather than
// `import: "sitemap"`, which fails the build for the modules that have none.
const MODULES = import.meta.glob<{ sitemap?: SitemapEntry }>("../routes/*.tsx", { eager: true });

let cached: readonly string[] | undefined;

/**
 * The root-relative URLs of the pages that export a `sitemap` entry, in app/routes.ts order. The list is
 * fixed for the life of the process (routes and their entries are code), so it is built once.
 */
export function sitemapPagePaths(): readonly string[] {
  if (cached) return cached;
  const files = new Set(routes.map((route) => `../${route.file}`));
  const stray = Object.keys(MODULES).find((file) => MODULES[file]?.sitemap && !files.has(file));
  if (stray) throw new Error(`app/${stray.slice(3)} exports a sitemap entry but app/routes.ts has no route for it`);
  // app/routes.ts is flat; nested routes would need their parents' paths joined in here.
  cached = routes.flatMap((route) => {
    const entry = MODULES[`../${route.file}`]?.sitemap;
    return entry ? entryPaths(`/${route.path ?? ""}`, entry) : [];
  });
  return cached;
}

function entryPaths(pattern: string, entry: SitemapEntry): string[] {
  if (entry.list === "each") return entry.params.map((params) => generatePath(pattern, params));
  const path = generatePath(pattern, {});
  return [path, ...(entry.queries ?? []).map((query) => `${path}${query}`)];
}
