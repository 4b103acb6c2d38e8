/**
 * The search query's length limits, apart from the rest of search-params.ts (which re-exports them) so the header's
 * plain search box can use them without loading the palette's constants, sorts and popular terms on every page.
 */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_QUERY_LENGTH = 200;
