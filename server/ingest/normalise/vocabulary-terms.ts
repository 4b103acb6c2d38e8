/** Every term of every vocabulary table (line, type, grade, treatment, colour…), in table order, built once. */
import * as lines from "./product-lines.ts";
import type { Term } from "./product-lines.ts";
import * as namedLines from "./product-lines-named.ts";
import { normaliseText } from "./text.ts";

let terms: Term[] | null = null;
let phrases: readonly string[] | null = null;

export function allVocabularyTerms(): readonly Term[] {
  if (!terms) {
    const isTable = (v: unknown): v is Term[] =>
      Array.isArray(v) && v.length > 0 && typeof v[0] === "object" && v[0] !== null && "phrases" in v[0];
    terms = [...Object.values(lines), ...Object.values(namedLines)].filter(isTable).flat();
  }
  return terms;
}

/** Every phrase of every vocabulary table, canonical and distinct. */
export function vocabularyPhrases(): readonly string[] {
  phrases ??= [...new Set(allVocabularyTerms().flatMap((t) => t.phrases.map((p) => normaliseText(p).trim())))].filter(
    Boolean,
  );
  return phrases;
}
