import { groupToken } from "../synonym-phrases.ts";
import { TRADE_SYNONYMS } from "../trade-synonyms.ts";
import type { PostingSource } from "./evaluate-query.ts";
import { markMembers } from "./mark-members.ts";
import type { RankInput } from "./rank-documents.ts";
import { WEIGHT_A, type QueryNode } from "./text-search-values.ts";

/** Points for a product that is only the kind of thing the query asks for (hundredths). */
export const ONLY_WHAT_WAS_ASKED = 30;

/**
 * A product whose name names no other kind of product than the query asks for: "MDF board" for "mdf", where
 * "MDF skirting board" is also a skirting. A kind is a synonym group a category's own words name (skirting,
 * plasterboard); a variant within a kind (OPC within cement) and a quality or pack (treated, bulk bag) do not
 * count. Read from the few kinds' posting lists (weight A, derived once per index change), so the cost follows
 * those lists, not the number of matches.
 */
export function addOnlyWhatWasAsked(
  categoryTexts: PostingSource,
  input: RankInput,
  slots: Int32Array,
  scores: Int32Array,
): void {
  const asked = new Set<string>();
  for (const term of input.compiled.terms) collectLexemes(term.any, asked);
  // A word of a longer synonym phrase still names its own kind: "green plasterboard" asks for plasterboard.
  const wordTokens = input.key.split(" ").flatMap((w) => {
    const key = SINGLE_WORD_GROUPS.get(w);
    return key === undefined ? [] : [groupToken(key)];
  });
  const isAsked = (g: string) => asked.has(g) || wordTokens.some((t) => t.startsWith(g));
  let other: Uint8Array | null = null;
  for (const kind of categoryTexts.lexemes.keys()) {
    if (!kind.startsWith(GROUP_PREFIX) || isAsked(kind) || isAttributeGroup(kind)) continue;
    const named = input.evaluator.slots({ kind: "lexeme", lexeme: kind, weights: 1 << WEIGHT_A, prefix: false });
    other ??= new Uint8Array(slots.length);
    markMembers(slots, named, other);
  }
  // No other kind anywhere: every match would gain the same, and the order cannot change.
  if (other === null) return;
  for (let i = 0; i < slots.length; i += 1) if (other[i] === 0) scores[i]! += ONLY_WHAT_WAS_ASKED;
}

function collectLexemes(node: QueryNode | null, into: Set<string>): void {
  if (node === null) return;
  if (node.kind === "lexeme") into.add(node.lexeme);
  else if (node.kind === "not") collectLexemes(node.operand, into);
  else {
    collectLexemes(node.left, into);
    collectLexemes(node.right, into);
  }
}

const GROUP_PREFIX = groupToken("");
const SINGLE_WORD_GROUPS = new Map(
  TRADE_SYNONYMS.flatMap((g) => g.terms.filter((t) => !t.includes(" ")).map((t) => [t, g.key] as const)),
);
const ATTRIBUTE_TOKENS = TRADE_SYNONYMS.filter((g) => g.attribute).map((g) => groupToken(g.key));
const attributeMemo = new Map<string, boolean>();

/** Group tokens reach the index stemmed ("zzsyntreated" → "zzsyntreat"), so a stem is read as its token's prefix. */
function isAttributeGroup(lexeme: string): boolean {
  let known = attributeMemo.get(lexeme);
  if (known === undefined) {
    known = ATTRIBUTE_TOKENS.some((token) => token.startsWith(lexeme));
    attributeMemo.set(lexeme, known);
  }
  return known;
}
