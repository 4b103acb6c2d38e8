import { SYNONYMS_VERSION } from "./synonym-phrases.ts";

/**
 * Bump the first part when build-search-document.ts, size-tokens.ts or the price summary
 * (catalog/offer-pricing.server.ts) change what they produce;
 * synonym edits change the second part by themselves (a change to how synonym-phrases.ts reads a text does not:
 * bump the first). Either triggers a rebuild at start-up. 10: session 16, a fitting's shape read past. 11 to 13:
 * session 20, angles as size tokens, a strip's or a section's smallest side no thickness; 13: a width before a length.
 */
export const SEARCH_INDEX_VERSION = `13:${SYNONYMS_VERSION}`;
