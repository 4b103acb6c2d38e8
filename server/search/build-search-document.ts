/**
 * The text a product is found by, split by weight: A its name, B its brand and the titles
 * merchants give it (one merchant's "Ballast" is another's "All-in Aggregate"), C its category,
 * D the start of its description. Each of A–C also carries the synonym-group tokens its words name.
 */
import { LRUCache } from "lru-cache";
import { normaliseText } from "../ingest/normalise/text.ts";
import { documentGroupKeys, groupToken } from "./synonym-phrases.ts";
import { productSizeTokens, slashedSidesAsSize } from "./size-tokens.ts";

export interface SearchDocumentSource {
  id: number;
  name: string;
  brand: string | null;
  category: string;
  description: string;
  /** Current offers' titles other than the name. */
  titles: string[];
  /** Current offers' size attributes (a feed's `size` column: "2400 x 1200 x 12.5mm", "8ft x 4ft"), if any. */
  sizeTexts?: readonly string[];
}

export interface SearchDocumentText {
  id: number;
  name: string;
  brandAndTitles: string;
  category: string;
  description: string;
  nameKey: string;
  words: string[];
  sizes: string[];
}

/** Enough of a description to find a product by what it is for, not every word of a long one. */
export const INDEXED_DESCRIPTION_LENGTH = 600;

const CATEGORY_WORDS: Record<string, string> = {
  cement: "cement",
  "concrete-mortar": "concrete mortar",
  sand: "sand",
  aggregates: "aggregate",
  timber: "timber wood",
  "sheet-materials": "sheet material board",
  plasterboard: "plasterboard",
  plaster: "plaster",
  bricks: "brick",
  blocks: "block",
  "skirting-architrave": "skirting architrave moulding",
  insulation: "insulation",
  roofing: "roofing roof",
  drainage: "drainage",
  other: "",
};

const VOCABULARY_WORD = /^[a-z]{3,}$/;

/** The C part of a category's documents: its words and the synonym-group tokens they name. */
function categoryText(category: string): string {
  const text = CATEGORY_WORDS[category] ?? "";
  return withGroupTokens(text, [normaliseText(text)]);
}

/**
 * Every category's C text. A document's C part is its category's text and nothing else, so "does this query
 * match the product's category words" can be decided once per query over these few texts
 * (memory-index/rank-documents.ts) instead of once per matching document.
 */
export const CATEGORY_TEXTS: ReadonlyArray<{ category: string; text: string }> = Object.keys(CATEGORY_WORDS).map(
  (category) => ({ category, text: categoryText(category) }),
);

const CATEGORY_TEXT = new Map(CATEGORY_TEXTS.map((c) => [c.category, c.text]));

/**
 * What one text gives a document, each part a pure function of the text. A product's titles are read again
 * whenever its offers change (every import touching it, a rematch, the start-up rebuild) and one brand
 * spells many products, so each is worked out once per process while it stays among the recent texts.
 */
interface TextParts {
  /** Synonym-group keys of the canonical text (documentGroupKeys). */
  groupKeys: string[];
  /** Size tokens of the canonical text (productSizeTokens). */
  sizes: string[];
  /** Vocabulary words of the canonical text. */
  canonWords: string[];
  /** Vocabulary words of the text as written, lower-cased. */
  rawWords: string[];
}

/**
 * Bounded: a process importing feed after feed meets new titles without end. What is met again and again
 * (brands, category texts) stays among the 5,000 most recent; a feed's titles, mostly read once per import, pass
 * through. At 50,000 the tenth bench feed's import ended with ~40 MB of them still held (decision 064).
 */
const textParts = new LRUCache<string, TextParts>({ max: 5_000 });

const vocabularyWords = (text: string) => text.split(/[^a-z]+/).filter((w) => VOCABULARY_WORD.test(w));

function partsOf(raw: string): TextParts {
  let parts = textParts.get(raw);
  if (!parts) {
    const canon = normaliseText(raw);
    // Sizes from the text with slashed sides joined ("2400/1200/12.5mm"); canonical text has no slash left.
    const sized = slashedSidesAsSize(raw);
    parts = {
      groupKeys: documentGroupKeys(canon),
      sizes: productSizeTokens(sized === raw ? canon : normaliseText(sized)),
      canonWords: vocabularyWords(canon),
      rawWords: vocabularyWords(raw.toLowerCase()),
    };
    textParts.set(raw, parts);
  }
  return parts;
}

function withGroupTokens(text: string, canons: string[]): string {
  const keys = new Set(canons.flatMap((c) => documentGroupKeys(c)));
  return [text, ...[...keys].map(groupToken)].join(" ").trim();
}

/** withGroupTokens over texts' memoised parts: the same keys in the same order. */
function withTextGroupTokens(text: string, parts: readonly TextParts[]): string {
  const keys = new Set(parts.flatMap((p) => p.groupKeys));
  return [text, ...[...keys].map(groupToken)].join(" ").trim();
}

export function buildSearchDocument(source: SearchDocumentSource): SearchDocumentText {
  const nameCanon = normaliseText(source.name);
  const nameParts = partsOf(source.name);
  const otherTexts = [source.brand ?? "", ...source.titles];
  const otherParts = otherTexts.map(partsOf);
  const categoryParts = partsOf(CATEGORY_WORDS[source.category] ?? "");
  // Raw words too: canonical text rewrites some ("plywood" is "ply" there), and a typo of the
  // written word must still find its way back to it. Canonical words first, then the written ones.
  const words = new Set<string>();
  for (const parts of [nameParts, ...otherParts, categoryParts]) for (const w of parts.canonWords) words.add(w);
  for (const parts of [nameParts, ...otherParts]) for (const w of parts.rawWords) words.add(w);
  const sizes = new Set<string>();
  // The brand (the first of the other texts) names no size.
  for (const parts of [nameParts, ...otherParts.slice(1)]) for (const t of parts.sizes) sizes.add(t);
  // A feed's size column states what its title may leave out. Read after the name, so a face there and a thickness
  // in the name ("Wallboard 12.5mm" sized "2400 x 1200") are one size.
  for (const text of source.sizeTexts ?? []) for (const t of partsOf(`${source.name} ${text}`).sizes) sizes.add(t);
  // No name, title or size column states a size: the description's are the product's ("Wallboard. Size 2400 x 1200
  // x 12.5mm."). Not beside a stated size: descriptions also name what the product suits ("for 100mm walls").
  if (sizes.size === 0) for (const t of productSizeTokens(normaliseText(source.description))) sizes.add(t);

  return {
    id: source.id,
    // Canonical text is indexed alongside the raw name: it carries expansions ("pb te" → plasterboard
    // tapered edge) and unit spellings the raw text lacks.
    name: withTextGroupTokens(`${source.name} ${nameCanon}`, [nameParts]),
    brandAndTitles: withTextGroupTokens(otherTexts.join(" "), otherParts),
    category: CATEGORY_TEXT.get(source.category) ?? categoryText(source.category),
    description: source.description.slice(0, INDEXED_DESCRIPTION_LENGTH),
    nameKey: nameCanon.trim(),
    words: [...words],
    sizes: [...sizes],
  };
}
