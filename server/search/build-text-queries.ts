/**
 * PostgreSQL tsquery strings for a search's terms. Words are canonical and reduced to [a-z0-9]
 * here, so nothing typed can reach tsquery syntax; to_tsquery('english', …) then stems them
 * exactly as the documents were stemmed.
 */
import type { QueryTerm } from "./parse-search-query.ts";
import { groupToken } from "./synonym-phrases.ts";

export interface TextQueries {
  /** Every term, each as typed or as any of its synonym groups. */
  all: string;
  /** At least one term in a name, brand, merchant title or category: no description-only hits. */
  strong: string;
  /** Every term as typed, without synonyms: such products rank above synonym-only ones. */
  typed: string;
  /** Every term in the product's own name. */
  name: string;
  /** Any term naming the product's category. */
  category: string;
}

export function buildTextQueries(terms: readonly QueryTerm[]): TextQueries | null {
  const usable = terms.filter((t) => safeWords(t.words).length > 0 || t.groupKeys.length > 0);
  if (usable.length === 0) return null;
  return {
    all: usable.map((t) => termExpression(t, "")).join(" & "),
    strong: usable.map((t) => termExpression(t, ":ABC")).join(" | "),
    typed: usable.map((t) => wordsExpression(t.words, "") ?? termExpression(t, "")).join(" & "),
    name: usable.map((t) => termExpression(t, ":A")).join(" & "),
    category: usable.map((t) => termExpression(t, ":C")).join(" | "),
  };
}

/** When every term together finds nothing in a long query: all but one of them, any one. */
export function leaveOneOut(terms: readonly QueryTerm[]): string | null {
  if (terms.length < 3) return null;
  const parts = terms.map((_, skip) =>
    terms
      .filter((__, i) => i !== skip)
      .map((t) => termExpression(t, ""))
      .join(" & "),
  );
  return parts.map((p) => `(${p})`).join(" | ");
}

function termExpression(term: QueryTerm, weight: string): string {
  const alternatives = [
    wordsExpression(term.words, weight),
    ...term.groupKeys.map((key) => `${groupToken(key)}${weight}`),
  ].filter((a): a is string => a !== null);
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(" | ")})`;
}

function wordsExpression(words: readonly string[], weight: string): string | null {
  const safe = safeWords(words);
  if (safe.length === 0) return null;
  return safe.length === 1 ? `${safe[0]}${weight}` : `(${safe.map((w) => `${w}${weight}`).join(" <-> ")})`;
}

function safeWords(words: readonly string[]): string[] {
  return words.map((w) => w.replace(/[^a-z0-9]/g, "")).filter((w) => w.length > 0);
}
