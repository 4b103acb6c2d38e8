/**
 * The message page's address: one configurable path, default /message (decision 008). Route paths are
 * fixed when the app is built, so MESSAGE_PATH is read at build time by app/routes.ts, which checks it
 * against the other routes and hands it to Vite's `define` (vite.config.ts); `npm start` builds first, so
 * setting it for `npm start` is enough.
 */
export const DEFAULT_MESSAGE_PATH = "/message";

/**
 * Top-level paths that are not routes but still answer: Vite's built files under /assets, and
 * /price-comparison, which the home page's "Build Your Project List" promo links to.
 */
const RESERVED_OUTSIDE_ROUTES = ["assets", "price-comparison"];

/** The first segments of the given route paths (app/routes.ts), with the paths reserved outside the routes. */
export function reservedPathSegments(routePaths: readonly (string | undefined)[]): ReadonlySet<string> {
  const segments = routePaths.map((path) => (path ?? "").replace(/^\//, "").split("/")[0] ?? "");
  return new Set([...segments.filter((segment) => segment !== "" && segment !== "*"), ...RESERVED_OUTSIDE_ROUTES]);
}

/** Checks a configured path; a bad one stops the build with a message that says what to change. */
export function resolveMessagePath(raw: string | undefined, taken: ReadonlySet<string>): string {
  const value = (raw ?? "").trim();
  if (value === "") return DEFAULT_MESSAGE_PATH;
  if (!/^\/[a-z0-9][a-z0-9-]{0,59}$/.test(value)) {
    throw new Error(
      `MESSAGE_PATH must be one path segment of lower-case letters, digits and hyphens, like /message (got "${value}")`,
    );
  }
  if (taken.has(value.slice(1))) {
    throw new Error(`MESSAGE_PATH ${value} is already a page of the site; choose another path`);
  }
  return value;
}

declare const __MESSAGE_PATH__: string | undefined;

/** The path this build serves the message page at (Vite's define); undefined in code Vite did not build. */
export const BUILT_MESSAGE_PATH: string | undefined =
  typeof __MESSAGE_PATH__ === "string" ? __MESSAGE_PATH__ : undefined;

/** The path this build serves the message page at; plain Node (tests, the CLI) sees the default. */
export const MESSAGE_PATH: string = BUILT_MESSAGE_PATH ?? DEFAULT_MESSAGE_PATH;
