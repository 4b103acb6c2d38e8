import { taskShape } from "./intent-fallback.server.ts";
import type { PreparedSearch } from "./prepared-search.ts";

/**
 * A job sentence that found nothing at all, in names or in descriptions ("moving a radiator pipe", "fix sleepers
 * together without drilling"), read once more as its object's head noun: English puts the thing a job is done
 * with last, and the words before it say what is done to it, where or why (decision 034, session 15 round 2).
 * Only a sentence with a joining word (taskShape "link"): a bare noun phrase names a product, and when the
 * catalogue has none, a product merely sharing its last word is not it. A guessed word never stands alone (as
 * build-text-queries.ts leaveOneOut): "clumping cat litter" must not become every litre tin. The caller keeps the
 * reading only when it matches in full and the query showed nothing (real-word-typos.server.ts).
 */
export function taskHeadText(prepared: PreparedSearch): string | null {
  if (prepared.terms.length < 2 || taskShape(prepared.text) !== "link") return null;
  const head = prepared.terms.at(-1)!;
  const guessed = new Set(prepared.corrections.map((c) => c.to));
  if (head.words.length === 0 || head.words.some((w) => guessed.has(w))) return null;
  return head.words.join(" ");
}
