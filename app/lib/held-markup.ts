/**
 * Server-rendered markup that a document needs once, in its HTML, but not again in its hydration data (issue 15:
 * the product page's price history figure, ~10 KB, was sent twice). The loader holds the markup here and puts
 * only a key in its data; the server render takes it back by that key, and in the browser the hydrating
 * component reads the same markup from the page (`markupInPage`). Data requests (client navigations, which have
 * no HTML) carry the markup in the data as before.
 *
 * Risk: a held entry whose render never happens (the render failed first) would stay; entries older than
 * HOLD_MS are dropped whenever another is held, so the map stays small. In the browser the map is always empty.
 */
const HOLD_MS = 60_000;
const held = new Map<string, { markup: string; at: number }>();
let counter = 0;

/** Holds `markup` for this process's next render of the document; returns its key. */
export function holdMarkup(markup: string, now = Date.now()): string {
  for (const [key, entry] of held) {
    // Map order is insertion order: the first fresh entry ends the sweep.
    if (now - entry.at < HOLD_MS) break;
    held.delete(key);
  }
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const key = `${now.toString(36)}-${counter.toString(36)}`;
  held.set(key, { markup, at: now });
  return key;
}

/** The held markup, released; undefined in the browser or once taken. */
export function takeHeldMarkup(key: string): string | undefined {
  const entry = held.get(key);
  held.delete(key);
  return entry?.markup;
}

/** In the browser, the markup the server rendered into the element with this id (hydration). */
export function markupInPage(elementId: string): string | undefined {
  return typeof document === "undefined" ? undefined : document.getElementById(elementId)?.innerHTML;
}

/**
 * Whether a loader runs for a browser's page load (the HTML plus its hydration data) rather than for a client
 * navigation's data request. Only browsers say so (`Sec-Fetch-Dest: document`); when in doubt the answer is no,
 * and the markup is simply sent twice, as before.
 */
export function isDocumentRequest(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Dest") === "document";
}
