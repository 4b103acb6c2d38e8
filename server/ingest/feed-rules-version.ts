/**
 * Bump whenever the row rules (validate-feed-row.ts) change what a row becomes (or which warnings it gets): row
 * hashes and feed fingerprints include it, so the next import reads every row again instead of trusting what was
 * stored. A module of its own so the unchanged-feed check (apply-identical-feed.server.ts) can read it without
 * loading the rules and their HTML-entity tables (decision 060).
 */
export const FEED_RULES_VERSION = 3;
