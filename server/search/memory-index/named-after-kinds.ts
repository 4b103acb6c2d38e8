import { groupToken } from "../synonym-phrases.ts";
import { TRADE_SYNONYMS } from "../trade-synonyms.ts";
import { markMembers } from "./mark-members.ts";
import type { RankInput } from "./rank-documents.ts";

/**
 * Since session 15 (round 2): marks in `other` the members of a kind whose trade name uses a typed word before its
 * own head noun ("gravel board" for "gravels"; "tile adhesive" for "tiles") when no other match shares their
 * category: another product named after the one asked for, sold in another department. In the same department
 * the name is the kind itself in a form ("insulation roll", "concrete mix") and nothing is marked. Only the terms'
 * words count (`typed`: their lexemes as typed in the name): a context word ("tiles for the roof") modifies nothing
 * the query asks for. True when any was marked.
 */
export function markNamedAfter(
  input: RankInput,
  typed: ReadonlySet<string>,
  { slots, categoryOf, other }: { slots: Int32Array; categoryOf: Int32Array; other: Uint8Array },
  { isAsked, named }: { isAsked: (kind: string) => boolean; named: (kinds: string[]) => Int32Array },
): boolean {
  const termWords = input.key.split(" ").filter((w) => [...typed].some((lexeme) => w.startsWith(lexeme)));
  let marked = false;
  for (const kind of modifiedKinds(termWords, input.evaluator.source.lexemes)) {
    if (isAsked(kind)) continue;
    const members = new Uint8Array(slots.length);
    markMembers(slots, named([kind]), members);
    const elsewhere = new Set<number>();
    for (let i = 0; i < slots.length; i += 1) if (members[i] === 0) elsewhere.add(categoryOf[slots[i]!]!);
    for (let i = 0; i < slots.length; i += 1)
      if (members[i] === 1 && !elsewhere.has(categoryOf[slots[i]!]!)) {
        other[i] = 1;
        marked = true;
      }
  }
  return marked;
}

/** Per canonical word, the non-attribute groups one of whose own terms has it before its last word. */
const MODIFIED_BY = new Map<string, string[]>();
for (const group of TRADE_SYNONYMS)
  if (!group.attribute)
    for (const term of group.terms) {
      const words = term.split(" ");
      for (const word of new Set(words.slice(0, -1))) {
        const keys = MODIFIED_BY.get(word) ?? [];
        if (!keys.includes(group.key)) MODIFIED_BY.set(word, [...keys, group.key]);
      }
    }

/**
 * The index's lexemes of the groups a typed word modifies. Group tokens reach the index stemmed, and stemming only
 * cuts endings, so the lexeme is the token or its longest indexed prefix a few letters shorter.
 */
function modifiedKinds(words: readonly string[], lexemes: ReadonlyMap<string, unknown>): string[] {
  const out: string[] = [];
  for (const word of new Set(words))
    for (const group of MODIFIED_BY.get(word) ?? []) {
      const token = groupToken(group);
      for (let n = token.length; n >= token.length - 4; n -= 1)
        if (lexemes.has(token.slice(0, n))) {
          out.push(token.slice(0, n));
          break;
        }
    }
  return out;
}
