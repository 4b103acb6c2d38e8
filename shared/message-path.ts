/**
 * The message page's address (decisions.md: one configurable path, default /message). Route paths are
 * fixed when the app is built, so MESSAGE_PATH is read at build time by app/routes.ts and by Vite's
 * `define` (vite.config.ts); `npm start` builds first, so setting it for `npm start` is enough.
 */
export const DEFAULT_MESSAGE_PATH = "/message";

/** Top-level paths the site already answers; the message page may not shadow one of them. */
const TAKEN = new Set([
  "product",
  "products",
  "building-supplies",
  "bricks-and-blocks",
  "merchants",
  "compare",
  "search",
  "newsletter",
  "subscriptions",
  "contact",
  "how-it-works",
  "about",
  "help",
  "diy-guides",
  "deals",
  "coming-soon-auth",
  "coming-soon-projects",
  "sitemap.xml",
  "sitemaps",
  "robots.txt",
  "healthz",
  "api",
  "assets",
  "price-comparison",
]);

/** Checks a configured path; a bad one stops the build with a message that says what to change. */
export function resolveMessagePath(raw: string | undefined): string {
  const value = (raw ?? "").trim();
  if (value === "") return DEFAULT_MESSAGE_PATH;
  if (!/^\/[a-z0-9][a-z0-9-]{0,59}$/.test(value)) {
    throw new Error(
      `MESSAGE_PATH must be one path segment of lower-case letters, digits and hyphens, like /message (got "${value}")`,
    );
  }
  if (TAKEN.has(value.slice(1))) {
    throw new Error(`MESSAGE_PATH ${value} is already a page of the site; choose another path`);
  }
  return value;
}

declare const __MESSAGE_PATH__: string | undefined;

/** The path this build serves the message page at (Vite replaces the constant; plain Node sees the default). */
export const MESSAGE_PATH: string = typeof __MESSAGE_PATH__ === "string" ? __MESSAGE_PATH__ : DEFAULT_MESSAGE_PATH;
