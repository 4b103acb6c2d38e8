/**
 * Finds trade-synonym phrases in canonical words, for queries (which groups a term names) and
 * for products (which groups a product belongs to, indexed as one token per group).
 */
import { createHash } from "node:crypto";
import { canonPhrase } from "../ingest/normalise/text.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

interface PhraseEntry {
  words: string[];
  /** Groups this exact phrase names. */
  groupKeys: string[];
  /** Groups it names as an equivalent term (indexed); alsoFrom phrases are query-only. */
  indexedKeys: string[];
}

const MAX_PHRASE_WORDS = 6;

const PHRASES = buildPhraseTable();
/** Most words start no phrase: checking this first skips building candidate phrases for them. */
const FIRST_WORDS = new Set([...PHRASES.values()].map((entry) => entry.words[0]!));

export interface PhraseMatch {
  words: string[];
  groupKeys: string[];
}

/** Splits words into the longest synonym phrases found, left to right; other words stand alone. */
export function matchSynonymPhrases(words: readonly string[]): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  let i = 0;
  while (i < words.length) {
    let matched: PhraseEntry | undefined;
    const starts = FIRST_WORDS.has(words[i]!);
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); starts && n >= 1 && !matched; n--) {
      matched = PHRASES.get(words.slice(i, i + n).join(" "));
    }
    if (matched) {
      out.push({ words: matched.words, groupKeys: matched.groupKeys });
      i += matched.words.length;
    } else {
      out.push({ words: [words[i]!], groupKeys: [] });
      i += 1;
    }
  }
  return out;
}

/** Groups whose equivalent terms occur in a product text (canonical, padded with spaces). */
export function documentGroupKeys(canonText: string): string[] {
  const words = canonText.trim().split(" ");
  const keys = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    if (!FIRST_WORDS.has(words[i]!)) continue;
    for (let n = 1; n <= MAX_PHRASE_WORDS && i + n <= words.length; n++) {
      const entry = PHRASES.get(words.slice(i, i + n).join(" "));
      if (entry) for (const key of entry.indexedKeys) keys.add(key);
    }
  }
  return [...keys];
}

/** The index token for a group: letters only, so the text-search parser keeps it whole. */
export function groupToken(key: string): string {
  return `zzsyn${key}`;
}

/** Terms of each group, for palette suggestions. */
export function synonymGroupsOf(word: string): string[][] {
  const entry = PHRASES.get(canonPhrase(word));
  if (!entry) return [];
  return TRADE_SYNONYMS.filter((g) => entry.groupKeys.includes(g.key)).map((g) => [...g.terms]);
}

/** Changes whenever the synonym data changes: stored with the index, a mismatch triggers a rebuild. */
export const SYNONYMS_VERSION = createHash("sha256").update(JSON.stringify(TRADE_SYNONYMS)).digest("hex").slice(0, 16);

function buildPhraseTable(): Map<string, PhraseEntry> {
  const table = new Map<string, PhraseEntry>();
  const add = (phrase: string, key: string, indexed: boolean) => {
    const canon = canonPhrase(phrase);
    if (!canon) return;
    let entry = table.get(canon);
    if (!entry) {
      entry = { words: canon.split(" "), groupKeys: [], indexedKeys: [] };
      table.set(canon, entry);
    }
    if (!entry.groupKeys.includes(key)) entry.groupKeys.push(key);
    if (indexed && !entry.indexedKeys.includes(key)) entry.indexedKeys.push(key);
  };
  for (const group of TRADE_SYNONYMS) {
    for (const term of group.terms) add(term, group.key, true);
    for (const term of group.alsoFrom ?? []) add(term, group.key, false);
  }
  return table;
}
