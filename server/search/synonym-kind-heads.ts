/**
 * The kinds a bare word heads or stands for, read from the synonym data (trade-synonyms.ts): the families a head word
 * two or more groups share ("membrane") and the group's own name for a word that asks for it ("drywall").
 * Kept apart from synonym-phrases.ts, which matches phrases in queries and documents.
 */
import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";
import { HEAD_WORD_KINDS } from "./trade-synonyms-elsewhere.ts";

/**
 * A kind word by the groups it heads: a group's head is the last word most of its equivalent terms of two words
 * or more end in ("membrane" for the damp proof membranes, "adhesive" for grab adhesive, not "nails" for its "no
 * more nails"). Only groups a query may ask for (not indexOnly, not a quality such as "treated"), and only heads
 * two groups or more share: a head one group has ("door liner") names that kind, not a family.
 */
const FAMILY_HEADS: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const group of TRADE_SYNONYMS) {
    if (group.indexOnly || group.attribute) continue;
    const counts = new Map<string, number>();
    for (const term of group.terms) {
      const words = canonPhrase(term).split(" ");
      if (words.length >= 2) counts.set(words.at(-1)!, (counts.get(words.at(-1)!) ?? 0) + 1);
    }
    const most = Math.max(0, ...counts.values());
    for (const [head, n] of counts)
      if (n === most && /^[a-z]{4,}$/.test(head)) out.set(head, [...(out.get(head) ?? []), group.key]);
  }
  return new Map([...out].filter(([, keys]) => keys.length >= 2));
})();

/**
 * The groups a bare kind word heads (FAMILY_HEADS), for a query that is that one word: "membrane" also finds the
 * breathable roofing underlay whose title never says membrane, after the products that do. Empty otherwise.
 */
export function familyGroupsOf(word: string): readonly string[] {
  return FAMILY_HEADS.get(word) ?? [];
}

const ASKED_AS = new Map([
  ...TRADE_SYNONYMS.flatMap((g) => (g.askedAs ?? []).map((t) => [canonPhrase(t), canonPhrase(g.terms[0]!)] as const)),
  ...Object.entries(HEAD_WORD_KINDS).map(([typed, kind]) => [canonPhrase(typed), canonPhrase(kind)] as const),
]);

/** The group's own first term for a word that asks for its kind ("drywall" → "plasterboard"); null otherwise. */
export function askedAsKind(words: readonly string[]): string[] | null {
  return ASKED_AS.get(words.join(" "))?.split(" ") ?? null;
}
