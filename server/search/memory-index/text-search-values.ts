/**
 * Readers for PostgreSQL's text forms of `tsvector` and `tsquery` (what `::text` prints), so the in-memory
 * index (decision 033) matches exactly what PostgreSQL's stemmer and parser produced: the database stems the
 * documents and the query expressions; this module only reads the results.
 */

/** A weight as PostgreSQL stores it: A = 3 … D = 0 (D is the default and is not printed). */
export type WeightCode = 0 | 1 | 2 | 3;
export const WEIGHT_A: WeightCode = 3;

/** One lexeme of a document: positions encoded as `position << 2 | weight`. */
export interface DocumentLexeme {
  lexeme: string;
  positions: number[];
}

export type QueryNode =
  | { kind: "lexeme"; lexeme: string; /** Bit per WeightCode; 0 = any weight. */ weights: number; prefix: boolean }
  | { kind: "not"; operand: QueryNode }
  | { kind: "and" | "or"; left: QueryNode; right: QueryNode }
  | { kind: "phrase"; left: QueryNode; right: QueryNode; distance: number };

const WEIGHT_CODES: Record<string, WeightCode> = { A: 3, B: 2, C: 1, D: 0 };

/** Reads a quoted lexeme starting at `start` (a quote); returns it and the index after its closing quote. */
function readQuoted(text: string, start: number): [string, number] {
  // Almost every lexeme has no quote or backslash inside: one slice.
  const close = text.indexOf("'", start + 1);
  if (close > 0 && text[close + 1] !== "'") {
    const inner = text.slice(start + 1, close);
    if (!inner.includes("\\")) return [inner, close + 1];
  }
  let out = "";
  let i = start + 1;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "\\" && i + 1 < text.length) {
      out += text[i + 1];
      i += 2;
    } else if (c === "'") {
      if (text[i + 1] === "'") {
        out += "'";
        i += 2;
      } else return [out, i + 1];
    } else {
      out += c;
      i += 1;
    }
  }
  throw new Error(`Unterminated lexeme in ${JSON.stringify(text.slice(0, 80))}`);
}

/** `'cement':1A,5 'portland':2A` → lexemes with encoded positions (a stripped lexeme has none). */
export function parseTsvector(text: string): DocumentLexeme[] {
  const out: DocumentLexeme[] = [];
  forEachLexeme(text, (lexeme, positions) => out.push({ lexeme, positions: [...positions] }));
  return out;
}

/**
 * The same reading without building objects: `visit` gets each lexeme and its encoded positions, in an array
 * reused for the next lexeme (copy what you keep). Loading 100,000 documents allocates a tenth as much.
 */
export function forEachLexeme(text: string, visit: (lexeme: string, positions: readonly number[]) => void): void {
  const positions: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === " ") {
      i += 1;
      continue;
    }
    if (text[i] !== "'") throw new Error(`Unexpected ${JSON.stringify(text[i])} in a tsvector at ${i}`);
    const [lexeme, next] = readQuoted(text, i);
    i = next;
    positions.length = 0;
    if (text[i] === ":") {
      i += 1;
      for (;;) {
        let n = 0;
        const from = i;
        while (i < text.length && text[i]! >= "0" && text[i]! <= "9") n = n * 10 + (text.charCodeAt(i++) - 48);
        if (i === from) throw new Error(`A position was expected in a tsvector at ${i}`);
        const weight = WEIGHT_CODES[text[i] ?? ""];
        if (weight !== undefined) i += 1;
        positions.push((n << 2) | (weight ?? 0));
        if (text[i] !== ",") break;
        i += 1;
      }
    }
    visit(lexeme, positions);
  }
}

/** PostgreSQL's tsquery text (`'a':AB & ( 'b' | 'c' ) <-> 'd'`) → a tree; null for the empty query. */
export function parseTsquery(text: string): QueryNode | null {
  let i = 0;
  const skip = () => {
    while (text[i] === " ") i += 1;
  };
  const or = (): QueryNode => {
    let node = and();
    for (skip(); text[i] === "|"; skip()) {
      i += 1;
      node = { kind: "or", left: node, right: and() };
    }
    return node;
  };
  const and = (): QueryNode => {
    let node = phrase();
    for (skip(); text[i] === "&"; skip()) {
      i += 1;
      node = { kind: "and", left: node, right: phrase() };
    }
    return node;
  };
  const phrase = (): QueryNode => {
    let node = unary();
    for (skip(); text[i] === "<"; skip()) {
      const close = text.indexOf(">", i);
      const inner = text.slice(i + 1, close);
      const distance = inner === "-" ? 1 : Number(inner);
      if (close < 0 || !Number.isInteger(distance)) throw new Error(`Bad phrase operator in ${JSON.stringify(text)}`);
      i = close + 1;
      node = { kind: "phrase", left: node, right: unary(), distance };
    }
    return node;
  };
  const unary = (): QueryNode => {
    skip();
    if (text[i] === "!") {
      i += 1;
      return { kind: "not", operand: unary() };
    }
    if (text[i] === "(") {
      i += 1;
      const node = or();
      skip();
      if (text[i] !== ")") throw new Error(`A ")" was expected in ${JSON.stringify(text)}`);
      i += 1;
      return node;
    }
    if (text[i] !== "'") throw new Error(`A lexeme was expected in ${JSON.stringify(text)} at ${i}`);
    const [lexeme, next] = readQuoted(text, i);
    i = next;
    let weights = 0;
    let prefix = false;
    if (text[i] === ":") {
      i += 1;
      for (; i < text.length && text[i] !== " " && text[i] !== ")"; i += 1) {
        if (text[i] === "*") prefix = true;
        else {
          const code = WEIGHT_CODES[text[i]!];
          if (code === undefined) throw new Error(`Bad weight in ${JSON.stringify(text)}`);
          weights |= 1 << code;
        }
      }
    }
    return { kind: "lexeme", lexeme, weights, prefix };
  };
  skip();
  if (i >= text.length) return null;
  const node = or();
  skip();
  if (i < text.length) throw new Error(`Unexpected ${JSON.stringify(text.slice(i))} in a tsquery`);
  return node;
}
