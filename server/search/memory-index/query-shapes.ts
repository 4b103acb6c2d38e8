import type { QueryNode } from "./text-search-values.ts";

/**
 * Reshapes compiled query trees for ranking (rank-documents.ts): the parts of a conjunction, a phrase's words
 * in any order, and the words at a term's edges. Pure tree work over PostgreSQL's own lexemes, so no new
 * to_tsquery round trip is needed for any of them.
 */

/** The operands of a top-level AND (`a & b & c` → [a, b, c]); any other node is one part. */
export function conjuncts(node: QueryNode | null): QueryNode[] {
  if (node === null) return [];
  if (node.kind !== "and") return [node];
  return [...conjuncts(node.left), ...conjuncts(node.right)];
}

/** The same lexemes with every phrase operator turned into AND: the words present, in any order and place. */
export function phraseAsAnd(node: QueryNode): QueryNode {
  switch (node.kind) {
    case "lexeme":
      return node;
    case "not":
      return { kind: "not", operand: phraseAsAnd(node.operand) };
    case "phrase":
      return { kind: "and", left: phraseAsAnd(node.left), right: phraseAsAnd(node.right) };
    default:
      return { kind: node.kind, left: phraseAsAnd(node.left), right: phraseAsAnd(node.right) };
  }
}

export function hasPhrase(node: QueryNode): boolean {
  switch (node.kind) {
    case "lexeme":
      return false;
    case "not":
      return hasPhrase(node.operand);
    case "phrase":
      return true;
    default:
      return hasPhrase(node.left) || hasPhrase(node.right);
  }
}

/**
 * The lexeme a typed term's words start (`edge` "first") or end ("last") with, when the term is a plain word
 * or phrase of words; null for alternatives, where no single edge word exists.
 */
export function edgeLexeme(node: QueryNode | null, edge: "first" | "last"): (QueryNode & { kind: "lexeme" }) | null {
  if (node === null) return null;
  if (node.kind === "lexeme") return node.prefix ? null : node;
  if (node.kind === "phrase" && node.distance === 1) return edgeLexeme(edge === "first" ? node.left : node.right, edge);
  return null;
}

/**
 * Only synonym-group tokens: a context built from the use-word table (use-words.ts: "for fence posts" → post
 * mix), which names the products wanted rather than words that may appear in passing.
 */
export function onlyGroupTokens(node: QueryNode, prefix: string): boolean {
  switch (node.kind) {
    case "lexeme":
      return node.lexeme.startsWith(prefix);
    case "not":
      return onlyGroupTokens(node.operand, prefix);
    default:
      return onlyGroupTokens(node.left, prefix) && onlyGroupTokens(node.right, prefix);
  }
}
