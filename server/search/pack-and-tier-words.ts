import type { QueryTerm } from "./parse-search-query.ts";

// Split out of build-text-queries.ts (session 21): the words for how a product is sold and to whom, which the text
// queries, the department words and the correction read alike.

/** Words for how a product is sold, not what it is: "roll", "tube", "pack" (canonical, singular). */
const PACK_WORDS = new Set([
  "roll",
  "sheet",
  "pack",
  "bag",
  "box",
  "tub",
  "tube",
  "tin",
  "coil",
  "pallet",
  "cartridge",
  "sack",
  // Session 15: the other containers a product comes in ("drywall mud bucket"); a bucket sold as a tool is a
  // trade phrase ("builders bucket", "mixing bucket": trade-synonyms.ts), which this list never splits.
  "bucket",
  "pail",
  "drum",
  "bottle",
  "jar",
  "carton",
  "bundle",
  // Session 16: paint and filler come in pots as often as in tins ("a pot of filler"); a chimney pot is a trade phrase.
  "pot",
  "pouch",
  // Session 19: things sold together ("brush set", "a set of six"): how they come, not what they are.
  "set",
  // Session 24: a quantity asked for beside any kind ("screws bulk", "nails bulk pack"): how many, not what. The kind
  // is kept when nothing holds both (build-text-queries.ts), so a bulk bag of sand is no answer to "screws bulk";
  // beside a quarry kind ("sand bulk") its bulk bags still match in full and rank first.
  "bulk",
]);

/**
 * Words for who a product is sold to or its market tier, not what it is (canonical): beside a maker or a kind they
 * are left out first when nothing holds both. A range that carries one ("… Trade Vinyl Matt") still matches it in full.
 */
const TIER_WORDS = new Set([
  "trade",
  "pro",
  "professional",
  "contract",
  "contractor",
  "diy",
  "premium",
  "budget",
  "economy",
]);

export function isTierWord(term: QueryTerm): boolean {
  return term.groupKeys.length === 0 && term.words.length === 1 && TIER_WORDS.has(term.words[0]!);
}

/**
 * Session 24: a pack word that asks for a quantity ("bulk"): beside a kind's full matches ("sand bulk": its bulk bags)
 * the other products sold so follow them (build-text-queries.ts); with none ("screws bulk") the kind is kept.
 */
export function isQuantityWord(term: QueryTerm): boolean {
  return isPackWord(term) && QUANTITY_WORDS.has(term.words[0]!);
}

const QUANTITY_WORDS: ReadonlySet<string> = new Set(["bulk"]);

export function isPackWord(term: QueryTerm): boolean {
  return term.groupKeys.length === 0 && term.words.length === 1 && isPackWordAsTyped(term.words[0]!);
}

/**
 * A canonical word for how a product is sold ("tin", "tube"): never corrected, since it names no product. The
 * canonical form of a plural in "-es" after a hiss ("boxes", "pouches" arrive as "boxe", "pouche") is one too.
 */
export function isPackWordAsTyped(word: string): boolean {
  return PACK_WORDS.has(word) || (/(?:x|ch|sh)e$/.test(word) && PACK_WORDS.has(word.slice(0, -1)));
}
