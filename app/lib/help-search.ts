import { articleBodyBlocks, type HelpArticle } from "~/content/help-articles";

export const HELP_QUERY_MAX_LENGTH = 100;
const MAX_TERMS = 8;
const EXCERPT_LENGTH = 180;
const EXCERPT_LEAD = 50;

export interface ExcerptPart {
  text: string;
  match: boolean;
}

export interface HelpSearchResult {
  slug: string;
  title: string;
  excerpt: ExcerptPart[];
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The query as typed, made safe to echo back: no control characters, single spaces, bounded length. */
export function cleanHelpQuery(raw: string | null | undefined): string {
  return (raw ?? "")
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, HELP_QUERY_MAX_LENGTH)
    .trim();
}

/**
 * Case, accents and apostrophes don't count, and British "favourite" meets the American "Favorites"
 * of the 'Saving Favorites' article, so either spelling finds it.
 */
function fold(word: string): string {
  return word
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]/g, "")
    .replace(/favourit/g, "favorit");
}

function words(text: string): string[] {
  return Array.from(text.matchAll(WORD), (m) => fold(m[0]));
}

function queryTerms(query: string): string[] {
  return [...new Set(words(query))].slice(0, MAX_TERMS);
}

/** A term matches a word it starts: "alert" finds "alerts", "verif" finds "verified". */
function matchesAny(word: string, terms: readonly string[]): boolean {
  return terms.some((term) => word.startsWith(term));
}

/**
 * Articles containing every word of the query (in the title, summary or body), those with more
 * query words in the title first, then those mentioning the words more often, then in article order.
 */
export function searchHelpArticles(articles: readonly HelpArticle[], query: string): HelpSearchResult[] {
  const terms = queryTerms(cleanHelpQuery(query));
  if (terms.length === 0) return [];

  const hits = articles.flatMap((article, index) => {
    const titleWords = words(article.title);
    const blocks = [article.summary, ...articleBodyBlocks(article)];
    const blockWords = blocks.map(words);
    const found = (term: string) =>
      titleWords.some((w) => w.startsWith(term)) || blockWords.some((b) => b.some((w) => w.startsWith(term)));
    if (!terms.every(found)) return [];
    const titleHits = terms.filter((term) => titleWords.some((w) => w.startsWith(term))).length;
    const bodyHits = blockWords.reduce((sum, b) => sum + b.filter((w) => matchesAny(w, terms)).length, 0);
    return [{ article, index, titleHits, bodyHits, blocks, blockWords }];
  });

  hits.sort((a, b) => b.titleHits - a.titleHits || b.bodyHits - a.bodyHits || a.index - b.index);

  return hits.map(({ article, blocks, blockWords }) => {
    // The block naming the most different query words; the summary when only the title matched.
    let best = 0;
    let bestCount = 0;
    blockWords.forEach((b, i) => {
      const count = terms.filter((term) => b.some((w) => w.startsWith(term))).length;
      if (count > bestCount) {
        best = i;
        bestCount = count;
      }
    });
    return { slug: article.slug, title: article.title, excerpt: buildExcerpt(blocks[best] ?? "", terms) };
  });
}

/** A window of about EXCERPT_LENGTH characters around the first match, cut at spaces, matches marked. */
export function buildExcerpt(text: string, terms: readonly string[]): ExcerptPart[] {
  const matches = Array.from(text.matchAll(WORD)).filter((m) => matchesAny(fold(m[0]), terms));
  let start = 0;
  let end = text.length;
  if (text.length > EXCERPT_LENGTH) {
    const first = matches[0]?.index ?? 0;
    start = first > EXCERPT_LEAD ? text.indexOf(" ", first - EXCERPT_LEAD) + 1 : 0;
    if (start <= 0 || start > first) start = first > EXCERPT_LEAD ? first : 0;
    end = Math.min(text.length, start + EXCERPT_LENGTH);
    if (end < text.length) {
      const space = text.lastIndexOf(" ", end);
      if (space > start) end = space;
    }
  }

  const parts: ExcerptPart[] = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += part;
    else parts.push({ text: part, match });
  };
  if (start > 0) push("…", false);
  let cursor = start;
  for (const m of matches) {
    const from = m.index ?? 0;
    const to = from + m[0].length;
    if (from < start || to > end) continue;
    push(text.slice(cursor, from), false);
    push(m[0], true);
    cursor = to;
  }
  push(text.slice(cursor, end).replace(/[\s,;:]+$/, ""), false);
  if (end < text.length) push("…", false);
  return parts;
}

/** The line announced after a search (kept in an always-present status region). */
export function helpResultsStatus(q: string, count: number): string {
  if (!q) return "";
  if (count === 0) return `No articles match "${q}".`;
  return count === 1 ? `1 article matches "${q}".` : `${count} articles match "${q}".`;
}
