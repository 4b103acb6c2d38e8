/**
 * Where a merchant's repeated keyword tail sits in a cleaned title, and the title without it. The tails are
 * found over a whole feed by title-tails.ts; this half has no dependencies so that fact extraction can use it.
 */

export const titleWords = (title: string) => title.split(/\s+/).filter(Boolean);
export const lowerWords = (words: readonly string[]) => words.join(" ").toLowerCase();

/** A stuffed tail is several words; "Tapered Edge" or "Bulk Bag" on many titles is the product speaking. */
const MIN_TAIL_WORDS = 3;

/** Where the title's last number ends: a size or count ends what the product says of itself. */
function afterLastNumber(ws: readonly string[]): number {
  let last = -1;
  ws.forEach((w, i) => {
    if (/\d/.test(w)) last = i;
  });
  return last + 1;
}

const SEPARATOR = /^[-\u2013\u2014|]$/;

/**
 * Every run of at least MIN_TAIL_WORDS words with letters after the last number that ends the title or ends
 * before a separator ("… Trim Moulding Primed - Cheapest UK"), as [from, to) word positions; and every whole
 * segment a bar opens there, however short ("… 3m | Guttering & Drainage | …").
 */
export function tailRuns(ws: readonly string[]): Array<[number, number]> {
  const start = afterLastNumber(ws);
  const ends = [ws.length, ...ws.map((w, i) => (i > start && SEPARATOR.test(w) ? i : -1)).filter((i) => i > 0)];
  const runs: Array<[number, number]> = [];
  const letterWords = (from: number, to: number) => ws.slice(from, to).filter((w) => /\p{L}/u.test(w)).length;
  for (const to of ends) {
    for (let from = start; from < to && letterWords(from, to) >= MIN_TAIL_WORDS; from++) runs.push([from, to]);
    // Only a bar opens a short segment: after a dash often comes the maker ("… 3m - Onduline Classic").
    const opened = [start, ...ends].filter((e) => e < to && ws[e] === "|").at(-1) ?? -1;
    if (opened >= start && letterWords(opened, to) > 0 && letterWords(opened, to) < MIN_TAIL_WORDS)
      runs.push([opened, to]);
  }
  return runs;
}

/** The title's words with the first run equal to `tail` cut, or null when it has none. */
function cutTail(ws: readonly string[], tail: string): string[] | null {
  for (const [from, to] of tailRuns(ws)) {
    if (lowerWords(ws.slice(from, to)) === tail) return [...ws.slice(0, from), ...ws.slice(to)];
  }
  return null;
}

/** The cleaned title without the first of the merchant's tails it carries (unchanged when none). */
export function withoutTitleTail(title: string, tails: readonly string[] | null | undefined): string {
  if (!tails?.length) return title;
  const words = titleWords(title);
  for (const tail of tails) {
    const cut = cutTail(words, tail);
    if (cut) return cut.join(" ");
  }
  return title;
}
