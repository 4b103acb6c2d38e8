import type { QueryNode } from "./text-search-values.ts";

/**
 * Keys of trees already seen, for the evaluator's memo (evaluate-query.ts): compiled trees are shared by every
 * search of their expression (compile-search.server.ts), so a search does not rebuild their keys.
 */
const nodeKeys = new WeakMap<QueryNode, string>();

export function nodeKey(node: QueryNode): string {
  let key = nodeKeys.get(node);
  if (key === undefined) {
    key = buildNodeKey(node);
    nodeKeys.set(node, key);
  }
  return key;
}

function buildNodeKey(node: QueryNode): string {
  switch (node.kind) {
    case "lexeme":
      return `'${node.lexeme}':${node.weights}${node.prefix ? "*" : ""}`;
    case "not":
      return `!(${nodeKey(node.operand)})`;
    case "phrase":
      return `(${nodeKey(node.left)} <${node.distance}> ${nodeKey(node.right)})`;
    default:
      return `(${nodeKey(node.left)} ${node.kind} ${nodeKey(node.right)})`;
  }
}
