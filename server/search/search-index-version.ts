import { SYNONYMS_VERSION } from "./synonym-phrases.ts";

/**
 * Bump the first part when build-search-document.ts or size-tokens.ts change what they produce;
 * synonym edits change the second part by themselves. Either triggers a rebuild at start-up.
 */
export const SEARCH_INDEX_VERSION = `4:${SYNONYMS_VERSION}`;
