/**
 * Range names the vocabulary does not know. Makers sell several ranges of one kind of product
 * ("Gyproc WallBoard" / "Gyproc MoistureShield", "Thistle MultiFinish" / "Thistle DuraFinish",
 * "London Brick Common" / "London Brick Rustic"), and merchants write the range name right after
 * the maker's name or open the title with it. A word there that no table explains (not
 * vocabulary, colour, filler, a brand, the merchant or a size) is read as a range name: a default
 * line ("standard" board, "general-purpose" cement) may then no longer be assumed, and two titles
 * of one maker naming different ranges are two products (see compareProfiles).
 */
import { categoryPhrases } from "./categories/index.ts";
import type { FactContext } from "./fact-context.ts";
import { FILLER } from "./filler-words.ts";
import { COLOURS } from "./product-lines.ts";
import { stripTerms } from "./term-tables.ts";
import { canonPhrase, phraseInfo } from "./phrase-match.ts";
import { allVocabularyTerms } from "./vocabulary-terms.ts";

/** Stands for a brand phrase in the word sequence (normalised text never contains it). */
const BRAND = "\u00a7";

let categoryWords: Set<string> | null = null;

const vocabulary = allVocabularyTerms;

/** Words of the category vocabulary ("plaster", "brick", "wallboard"): what kind of thing, never which range. */
function isCategoryWord(word: string): boolean {
  categoryWords ??= new Set(categoryPhrases().flatMap((p) => canonPhrase(p).split(" ")));
  return categoryWords.has(word);
}

/**
 * Words that say "the usual one" (they confirm a default line rather than name a range), and words that
 * describe any maker's product (edge, facing, material, use) rather than name one range.
 */
const EXPLAINED_WORDS = new Set(
  (
    "standard regular general ordinary normal plain basic " +
    "tapered taper bevelled recessed edged faced lined backed reinforced galvanised coated " +
    "gypsum paper clay cement concrete sand lime stone " +
    "external internal exterior interior indoor outdoor waterproof breathable washed coloured " +
    "quick fast ready premixed mixed dry wet heavy duty lightweight light thick thin " +
    "full half double single metric imperial genuine"
  ).split(" "),
);

/** Any word of any vocabulary phrase ("edge" of "square edge"): explained, even where its phrase is incomplete. */
function isVocabularyWord(word: string): boolean {
  vocabularyWords ??= new Set(vocabulary().flatMap((t) => t.phrases.flatMap((p) => canonPhrase(p).split(" "))));
  return vocabularyWords.has(word) || EXPLAINED_WORDS.has(word) || isCategoryWord(word);
}
let vocabularyWords: Set<string> | null = null;

/** The text with every brand phrase replaced by one BRAND marker. */
function markBrands(text: string, brandPhrases: readonly string[]): string {
  const words = new Set(text.split(" "));
  let s = text;
  for (const phrase of brandPhrases) {
    const { padded, first } = phraseInfo(phrase);
    if (padded && words.has(first) && s.includes(padded)) s = s.split(padded).join(` ${BRAND} `);
  }
  return s;
}

const rangeCache = new Map<string, string[]>();

/**
 * Unexplained words right after a brand phrase, or opening the title before a category word or alone, in
 * title order ("gyproc moistureshield te" → ["moistureshield"], "durafinish plaster" → ["durafinish"]).
 * The cache key holds the leading brand phrases: the row's own brand and merchant come first (see
 * extractProductFacts), the shared table after them.
 */
export function rangeWords(ctx: FactContext): string[] {
  const merchant = ctx.merchantWords ?? [];
  const cacheKey = `${ctx.parsed.rest}\u0000${ctx.brandPhrases.slice(0, 12).join("|")}\u0000${merchant.join("|")}`;
  const cached = rangeCache.get(cacheKey);
  if (cached) return cached;
  const marked = markBrands(` ${ctx.parsed.rest.trim()} `, ctx.brandPhrases);
  const survivors = new Set(stripTerms(marked, COLOURS, FILLER, vocabulary()).split(" "));
  const drop = new Set(merchant);
  const words = marked.trim().split(/ +/);
  const found: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!/^[a-z]{4,}$/.test(w) || !survivors.has(w) || drop.has(w) || isVocabularyWord(w)) continue;
    // Mid-title, a word before the noun is as often a description ("rigid pir", "floor board"): only the
    // title's first word counts there ("MoistureShield, Tapered Edge" from a feed that puts the brand aside).
    const next = words[i + 1];
    if (words[i - 1] === BRAND || (i === 0 && (next === undefined || isCategoryWord(next)))) found.push(w);
  }
  const out = [...new Set(found)];
  if (rangeCache.size >= 4096) rangeCache.clear();
  rangeCache.set(cacheKey, out);
  return out;
}
