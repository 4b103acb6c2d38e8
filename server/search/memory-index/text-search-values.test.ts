import { describe, expect, it } from "vitest";
import { parseTsquery, parseTsvector } from "./text-search-values.ts";

describe("reading PostgreSQL's text forms", () => {
  it("reads a tsvector's lexemes, positions and weights, quotes and backslashes included", () => {
    expect(parseTsvector(`'cement':1A,5 'it''s':2B 'a\\\\b':3C 'plain':4 'stripped'`)).toEqual([
      { lexeme: "cement", positions: [(1 << 2) | 3, 5 << 2] },
      { lexeme: "it's", positions: [(2 << 2) | 2] },
      { lexeme: "a\\b", positions: [(3 << 2) | 1] },
      { lexeme: "plain", positions: [4 << 2] },
      { lexeme: "stripped", positions: [] },
    ]);
    expect(parseTsvector("")).toEqual([]);
  });

  it("reads a tsquery with PostgreSQL's precedence: NOT, then phrases, then AND, then OR", () => {
    expect(parseTsquery(`'a':AB & ( 'b' | !'c' ) <2> 'd':* | 'e'`)).toEqual({
      kind: "or",
      left: {
        kind: "and",
        left: { kind: "lexeme", lexeme: "a", weights: (1 << 3) | (1 << 2), prefix: false },
        right: {
          kind: "phrase",
          distance: 2,
          left: {
            kind: "or",
            left: { kind: "lexeme", lexeme: "b", weights: 0, prefix: false },
            right: { kind: "not", operand: { kind: "lexeme", lexeme: "c", weights: 0, prefix: false } },
          },
          right: { kind: "lexeme", lexeme: "d", weights: 0, prefix: true },
        },
      },
      right: { kind: "lexeme", lexeme: "e", weights: 0, prefix: false },
    });
    expect(parseTsquery("")).toBeNull();
    expect(() => parseTsquery("'a' &")).toThrow();
  });
});
