import { tokeniseQuery } from "./parse-search-query.ts";

/**
 * A question inside a job ("laying a patio, what sand do I bed it on"): the word after "what" or "which" names the
 * product asked for, and the rest of the sentence is what it is for. The query reader then reads it as
 * "<product> for <the rest>", so a use the table knows (use-words.ts: sand for a patio is sharp sand) applies.
 * Words that ask about a property ("what size", "which type") name no product: no reading.
 */
const PROPERTY_WORDS = new Set(
  "size sizes sort kind type types thickness length width grade colour color strength depth gauge one ones".split(" "),
);

export interface QuestionReading {
  head: string[];
  context: string[];
}

/** The query's words re-read around the product a question names; null when there is no such question. */
export function questionHead(text: string, words: readonly string[]): QuestionReading | null {
  const asked = /\b(?:what|which)\s+([a-z]+)/i.exec(text)?.[1]?.toLowerCase();
  if (!asked || PROPERTY_WORDS.has(asked)) return null;
  const product = tokeniseQuery(asked).words[0];
  const at = product === undefined ? -1 : words.indexOf(product);
  if (at < 0) return null;
  return { head: [product!], context: words.filter((_, i) => i !== at) };
}
