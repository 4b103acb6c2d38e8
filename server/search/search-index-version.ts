import { SYNONYMS_VERSION } from "./synonym-phrases.ts";

/**
 * Bump the first part when build-search-document.ts, size-tokens.ts or the price summary
 * (catalog/offer-pricing.server.ts) change what they produce;
 * synonym edits change the second part by themselves. Either triggers a rebuild at start-up.
 */
export const SEARCH_INDEX_VERSION = `9:${SYNONYMS_VERSION}`;
