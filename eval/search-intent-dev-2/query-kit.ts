/**
 * The second intent dev set's query shape: a vocabulary dev set query (eval/search-vocab-dev/vocab-kit.ts: one
 * spent held-out set's catalogue, held-out set 3's tier form, kind always multi-word-intent) with a sub-kind, so
 * the runner can print figures per sub-kind. The sets are 15–18, graded by their catalogue keys.
 */
import { CATALOGUE as C15 } from "../search-relevance-holdout-15/catalogue.ts";
import { CATALOGUE as C16 } from "../search-relevance-holdout-16/catalogue.ts";
import { CATALOGUE as C17 } from "../search-relevance-holdout-17/catalogue.ts";
import { CATALOGUE as C18 } from "../search-relevance-holdout-18/catalogue.ts";
import { vocabQueryKit, type Tier, type VocabQuery } from "../search-vocab-dev/vocab-kit.ts";

export const INTENT_SETS = [15, 16, 17, 18] as const;
export type IntentSet = (typeof INTENT_SETS)[number];

/**
 * problem: a symptom, failure or state of a house or garden; job: a job or project, a room or place, a trade
 * phrasing; want: something wanted by what it does; question: "what do I need…", "best way to…".
 */
export const SUB_KINDS = ["problem", "job", "want", "question"] as const;
export type SubKind = (typeof SUB_KINDS)[number];

export interface IntentQuery extends VocabQuery<IntentSet> {
  sub: SubKind;
}

const { intent } = vocabQueryKit<IntentSet>({
  15: C15.map((p) => p.key),
  16: C16.map((p) => p.key),
  17: C17.map((p) => p.key),
  18: C18.map((p) => p.key),
});

/** The writers of one set's file: one per sub-kind, each a judged query that must grade a product 3. */
export function intentWriters(set: IntentSet) {
  const of =
    (sub: SubKind) =>
    (text: string, ...tiers: Tier[]): IntentQuery => ({ ...intent(set, text, ...tiers), sub });
  return { problem: of("problem"), job: of("job"), want: of("want"), question: of("question") };
}
