/**
 * Keyword tails one merchant appends to many titles: "OsmaDrain 45° Single Socket Bend 110mm Drainage Pipe
 * Gutter Rainwater Plumbing", "Polythene Damp Proof Course 100mm x 30m Building Supplies DIY Trade". Read
 * as product words they name a line the item is not ("rainwater", "osb"). A single title cannot show which
 * words are the merchant's habit; the whole feed can: a tail is boilerplate when the merchant writes it
 * after products that differ in what they are (a bend, a pipe and a gutter), so it describes none of them.
 * Found over a merchant's titles (feed import, rematch), then cut from each title before facts are read.
 */
import { allBrandPhrases } from "./brands.ts";
import { extractProductFacts } from "./extract-product-facts.ts";
import { hasPhrase, normaliseText } from "./text.ts";
import { withoutMarketing } from "./title-cleanup.ts";
import { cutTail, lowerWords as lower, tailRuns, titleWords as words } from "./title-tail-cut.ts";

export interface TitleSource {
  title: string;
  productType?: string | null;
  brand?: string | null;
}

/** Titles (with different heads) a tail must end before it counts as the merchant's habit. */
const MIN_TITLES = 3;

/** What the facts say the item is, without sizes and brand: "bend underground single-socket". */
/** A fact that says what the item is ("mot-type-1", "bend", model "502"), not how big ("20 mm", "45°") or whose. */
const isDescriptive = (name: string, value: string) => name !== "brand" && (name === "model" || /^\p{L}/u.test(value));

function descriptive(facts: Record<string, string>): string {
  return Object.entries(facts)
    .filter(([name, value]) => isDescriptive(name, value))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join(" ");
}

/**
 * The tails (lower case, as they end cleaned titles) that this merchant appends to products of different
 * kinds. A tail is cut back from its start while cutting it would lose a size or pack the title states
 * ("… 20mm Jumbo Bulk Bag Gravel Stone …" keeps "Jumbo Bulk Bag").
 */
export function findRepeatedTitleTails(sources: readonly TitleSource[], merchantName?: string | null): string[] {
  const cleaned = sources.map((s) => ({ ...s, words: words(withoutMarketing(s.title)) }));
  const heads = new Map<string, Set<string>>();
  for (const { words: ws } of cleaned) {
    for (const [from, to] of tailRuns(ws)) {
      const tail = lower(ws.slice(from, to));
      if (!heads.has(tail)) heads.set(tail, new Set());
      heads.get(tail)!.add(lower(ws.slice(0, from)).replace(/[\d.]+/g, "#"));
    }
  }
  // A maker's name is never boilerplate, however many titles end with it ("- Thermalite").
  const makers = [...allBrandPhrases(), ...sources.map((s) => normaliseText(s.brand).trim())].filter(Boolean);
  const namesMaker = (tail: string) => makers.some((m) => hasPhrase(normaliseText(tail), m));
  const factsOf = (title: string, productType?: string | null) =>
    extractProductFacts({ title, productType, merchantName });
  const found: string[] = [];
  // Longest first, so that a tail found is not found again as a shorter part of itself.
  const candidates = [...heads].filter(([, h]) => h.size >= MIN_TITLES).sort((a, b) => b[0].length - a[0].length);
  for (const [tail] of candidates) {
    if (found.some((f) => f.endsWith(` ${tail}`) || f === tail) || namesMaker(tail)) continue;
    const kinds = new Set<string>();
    let keepsMeasures = true;
    let misleads = false;
    for (const c of cleaned) {
      const cut = cutTail(c.words, tail);
      if (!cut) continue;
      const whole = factsOf(c.words.join(" "), c.productType);
      const head = factsOf(cut.join(" "), c.productType);
      if (JSON.stringify(head.profile.numbers) !== JSON.stringify(whole.profile.numbers)) keepsMeasures = false;
      kinds.add(descriptive(head.facts));
      // The tail contradicts what the rest says ("bend, underground" becomes "bend, rainwater").
      if (Object.entries(head.facts).some(([name, value]) => isDescriptive(name, value) && whole.facts[name] !== value))
        misleads = true;
    }
    // Heads that still say what they are, and say different things: the tail describes none of them, and
    // somewhere it says something else. A tail that only repeats ("Tapered Edge Plasterboard") stays.
    if (keepsMeasures && misleads && kinds.size >= 2 && !kinds.has("")) found.push(tail);
  }
  return found;
}

/** Each merchant's tails, found over all of that merchant's titles (rows keyed by `merchantOf`). */
export function titleTailsByMerchant<K>(
  rows: readonly (TitleSource & { merchantName: string })[],
  merchantOf: (row: number) => K,
): Map<K, string[]> {
  const byMerchant = new Map<K, Array<TitleSource & { merchantName: string }>>();
  rows.forEach((row, i) => {
    const key = merchantOf(i);
    const own = byMerchant.get(key);
    if (own) own.push(row);
    else byMerchant.set(key, [row]);
  });
  return new Map([...byMerchant].map(([key, own]) => [key, findRepeatedTitleTails(own, own[0]!.merchantName)]));
}
