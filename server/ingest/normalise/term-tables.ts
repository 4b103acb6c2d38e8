/**
 * Vocabulary tables (product-lines*.ts) are lists of terms, each a value and the phrases that name it. These
 * find a table's terms in normalised text and strip them from it.
 */
import { phraseInfo, textWords } from "./phrase-match.ts";

export interface Term {
  value: string;
  phrases: string[];
  family?: string;
}

// firstTerm/allTerms test hasPhrase(text, p) for every phrase in table order, with each phrase's canonical
// form compiled once and a phrase skipped unless its first word is a token of the text.

export function firstTerm(text: string, terms: readonly Term[]): Term | undefined {
  const { padded, first, termOf } = compileTable(terms);
  const words = textWords(text);
  for (let i = 0; i < padded.length; i++) {
    if (padded[i] && words.has(first[i]!) && text.includes(padded[i]!)) return terms[termOf[i]!];
  }
  return undefined;
}

export function allTerms(text: string, terms: readonly Term[]): Term[] {
  const { padded, first, termOf } = compileTable(terms);
  const words = textWords(text);
  const found: Term[] = [];
  let last = -1;
  for (let i = 0; i < padded.length; i++) {
    const t = termOf[i]!;
    if (t !== last && padded[i] && words.has(first[i]!) && text.includes(padded[i]!)) found.push(terms[(last = t)]!);
  }
  return found;
}

/** A table's phrases, canonical and padded in table order ("" when empty), indexed by their first word. */
interface CompiledTable {
  size: number;
  padded: string[];
  first: string[];
  /** The index of the term each phrase belongs to. */
  termOf: number[];
  byFirstWord: Map<string, number[]>;
}

const compiledTables = new WeakMap<readonly Term[], CompiledTable>();

function compileTable(table: readonly Term[]): CompiledTable {
  let c = compiledTables.get(table);
  if (c === undefined || c.size !== table.length) {
    const padded: string[] = [];
    const first: string[] = [];
    const termOf: number[] = [];
    const byFirstWord = new Map<string, number[]>();
    for (const [ti, t] of table.entries()) {
      for (const p of t.phrases) {
        const info = phraseInfo(p);
        const i = padded.push(info.padded) - 1;
        first.push(info.first);
        termOf.push(ti);
        if (!info.padded) continue;
        let list = byFirstWord.get(info.first);
        if (!list) byFirstWord.set(info.first, (list = []));
        list.push(i);
      }
    }
    c = { size: table.length, padded, first, termOf, byFirstWord };
    compiledTables.set(table, c);
  }
  return c;
}

const ascending = (a: number, b: number) => a - b;

export function stripTerms(text: string, ...tables: ReadonlyArray<readonly Term[]>): string {
  // Same as removePhrase(s, p) for every phrase of every table in order, but only for phrases whose first
  // word is a token of the text: removing a phrase never adds a token, so the others would remove nothing.
  const words = [...textWords(text)];
  let s = text;
  for (const table of tables) {
    const { padded, byFirstWord } = compileTable(table);
    const hits: number[] = [];
    for (const w of words) {
      const list = byFirstWord.get(w);
      if (list) for (const i of list) hits.push(i);
    }
    if (hits.length > 1) hits.sort(ascending);
    for (const i of hits) {
      const p = padded[i]!;
      if (s.includes(p)) s = s.split(p).join(" ");
    }
  }
  return s;
}

export const term = (value: string, phrases: string[], family?: string): Term => ({ value, phrases, family });
