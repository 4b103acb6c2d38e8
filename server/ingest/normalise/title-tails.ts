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
import { categoryWords } from "./categories/index.ts";
import { hasPhrase } from "./phrase-match.ts";
import { COLOURS } from "./product-lines.ts";
import { normaliseText } from "./text.ts";
import { vocabularyPhrases } from "./vocabulary-terms.ts";
import { withoutMarketing } from "./title-cleanup.ts";
import { lowerWords as lower, tailRuns, titleWords as words } from "./title-tail-cut.ts";

export interface TitleSource {
  title: string;
  productType?: string | null;
  brand?: string | null;
}

/** Titles (with different heads) a tail must end before it counts as the merchant's habit. */
const MIN_TITLES = 3;

/** The facts that name what an item is, by category (see the fact builders in categories/). */
const LINE_FACTS = ["type", "kind", "line", "material"];

let qualifiers: readonly string[] | null = null;

/** Vocabulary phrases that are not only category nouns: colours, profiles, edges, grades, treatments… */
function qualifierPhrases(): readonly string[] {
  qualifiers ??= vocabularyPhrases().filter((p) => !p.split(" ").every((w) => categoryWords().has(w)));
  return qualifiers;
}

/** A fact that says what the item is ("mot-type-1", "bend", model "502"), not how big ("20 mm", "45°") or whose. */
const isDescriptive = (name: string, value: string) => name !== "brand" && (name === "model" || /^\p{L}/u.test(value));

/** What the facts say the item is, without sizes and brand: "ends=single-socket system=underground type=bend". */
function descriptive(facts: Record<string, string>): string {
  return Object.entries(facts)
    .filter(([name, value]) => isDescriptive(name, value))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join(" ");
}

/**
 * The tails (lower case, as written once marketing is gone) that this merchant appends to products of different
 * kinds. A tail is cut back from its start while cutting it would lose a size or pack the title states
 * ("… 20mm Jumbo Bulk Bag Gravel Stone …" keeps "Jumbo Bulk Bag").
 */
export function findRepeatedTitleTails(sources: readonly TitleSource[], merchantName?: string | null): string[] {
  const cleaned = sources.map((s) => ({ ...s, words: words(withoutMarketing(s.title)) }));
  // Where each tail occurs (title, start, end: its first run in a title) and after how many different heads.
  const occurrences = new Map<string, Array<[title: number, from: number, to: number]>>();
  const heads = new Map<string, Set<string>>();
  cleaned.forEach(({ words: ws }, i) => {
    for (const [from, to] of tailRuns(ws)) {
      const tail = lower(ws.slice(from, to));
      const seen = occurrences.get(tail);
      if (seen?.at(-1)?.[0] === i) continue;
      if (seen) seen.push([i, from, to]);
      else occurrences.set(tail, [[i, from, to]]);
      if (!heads.has(tail)) heads.set(tail, new Set());
      heads.get(tail)!.add(lower(ws.slice(0, from)).replace(/[\d.]+/g, "#"));
    }
  });
  // A maker's name is never boilerplate, however many titles end with it ("- Thermalite").
  const makers = [...allBrandPhrases(), ...sources.map((s) => normaliseText(s.brand).trim())].filter(Boolean);
  const namesMaker = (tail: string) => makers.some((m) => hasPhrase(normaliseText(tail), m));
  // Stuffing is category nouns and shop talk ("Drainage Pipe Gutter Rainwater", "Building Supplies DIY"). A tail
  // with a qualifier the vocabulary knows ("Dark Red Half Round Ridge Tile", "Tapered Edge") is a product's name.
  // A colour closing many titles ("… Emulsion Pure Brilliant White") is each product's colour, never stuffing.
  const qualifies = (tail: string) => {
    const text = normaliseText(tail);
    return (
      qualifierPhrases().some((p) => hasPhrase(text, p)) ||
      COLOURS.some((c) => c.phrases.some((p) => hasPhrase(text, p)))
    );
  };
  const phrasesIn = (ws: readonly string[]) => {
    const text = normaliseText(ws.join(" "));
    return vocabularyPhrases().filter((p) => hasPhrase(text, p));
  };
  const spansBoundary = (before: readonly string[], run: readonly string[]) => {
    const inside = new Set([...phrasesIn(before), ...phrasesIn(run)]);
    return phrasesIn([...before, ...run]).some((p) => !inside.has(p));
  };
  const factsOf = (title: string, productType?: string | null) =>
    extractProductFacts({ title, productType, merchantName });
  const found: string[] = [];
  // Longest first, so that a tail found is not found again as a shorter part of itself.
  const candidates = [...heads].filter(([, h]) => h.size >= MIN_TITLES).sort((a, b) => b[0].length - a[0].length);
  for (const [tail] of candidates) {
    if (found.some((f) => f.endsWith(` ${tail}`) || f === tail) || namesMaker(tail) || qualifies(tail)) continue;
    const kinds = new Set<string>();
    let keepsMeasures = true;
    let misleads = false;
    let splitsPhrase = false;
    for (const [i, from, to] of occurrences.get(tail)!) {
      const c = cleaned[i]!;
      // A run that starts inside a phrase ("Half Round | Ridge Tile", "Tile and | a Half") is the product's name.
      if (from > 0 && spansBoundary(c.words.slice(Math.max(0, from - 3), from), c.words.slice(from, to)))
        splitsPhrase = true;
      const cut = [...c.words.slice(0, from), ...c.words.slice(to)];
      const whole = factsOf(c.words.join(" "), c.productType);
      const head = factsOf(cut.join(" "), c.productType);
      if (JSON.stringify(head.profile.numbers) !== JSON.stringify(whole.profile.numbers)) keepsMeasures = false;
      // Stuffing changes what a title says; a tail without which the title no longer names its type or line
      // ("… Half Round Ridge Tile") is the product's own name.
      if (LINE_FACTS.some((name) => name in whole.facts && !(name in head.facts))) splitsPhrase = true;
      kinds.add(descriptive(head.facts));
      // The tail contradicts what the rest says ("bend, underground" becomes "bend, rainwater").
      if (Object.entries(head.facts).some(([name, value]) => isDescriptive(name, value) && whole.facts[name] !== value))
        misleads = true;
      if (splitsPhrase || !keepsMeasures) break;
    }
    // Heads that still say what they are, and say different things: the tail describes none of them, and
    // somewhere it says something else. A tail that only repeats ("Tapered Edge Plasterboard") stays.
    if (!splitsPhrase && keepsMeasures && misleads && kinds.size >= 2 && !kinds.has("")) found.push(tail);
  }
  return found;
}
