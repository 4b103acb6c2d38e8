/**
 * The text a product is found by, split by weight: A its name, B its brand and the titles
 * merchants give it (one merchant's "Ballast" is another's "All-in Aggregate"), C its category,
 * D the start of its description. Each of A–C also carries the synonym-group tokens its words name.
 */
import { normaliseText } from "../ingest/normalise/text.ts";
import { documentGroupKeys, groupToken } from "./synonym-phrases.ts";
import { productSizeTokens } from "./size-tokens.ts";

export interface SearchDocumentSource {
  id: number;
  name: string;
  brand: string | null;
  category: string;
  description: string;
  /** Current offers' titles other than the name. */
  titles: string[];
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

function withGroupTokens(text: string, canons: string[]): string {
  const keys = new Set(canons.flatMap((c) => documentGroupKeys(c)));
  return [text, ...[...keys].map(groupToken)].join(" ").trim();
}

export function buildSearchDocument(source: SearchDocumentSource): SearchDocumentText {
  const nameCanon = normaliseText(source.name);
  const otherTexts = [source.brand ?? "", ...source.titles];
  const otherCanon = otherTexts.map((t) => normaliseText(t));
  const categoryWords = CATEGORY_WORDS[source.category] ?? "";
  const categoryCanon = normaliseText(categoryWords);
  const withTokens = withGroupTokens;
  // Raw words too: canonical text rewrites some ("plywood" is "ply" there), and a typo of the
  // written word must still find its way back to it.
  const words = new Set<string>();
  for (const text of [
    ...[nameCanon, ...otherCanon, categoryCanon],
    ...[source.name, ...otherTexts].map((t) => t.toLowerCase()),
  ]) {
    for (const w of text.split(/[^a-z]+/)) if (VOCABULARY_WORD.test(w)) words.add(w);
  }
  const sizes = new Set<string>();
  for (const canon of [nameCanon, ...otherCanon.slice(1)]) for (const t of productSizeTokens(canon)) sizes.add(t);

  return {
    id: source.id,
    // Canonical text is indexed alongside the raw name: it carries expansions ("pb te" → plasterboard
    // tapered edge) and unit spellings the raw text lacks.
    name: withTokens(`${source.name} ${nameCanon}`, [nameCanon]),
    brandAndTitles: withTokens(otherTexts.join(" "), otherCanon),
    category: categoryText(source.category),
    description: source.description.slice(0, INDEXED_DESCRIPTION_LENGTH),
    nameKey: nameCanon.trim(),
    words: [...words],
    sizes: [...sizes],
  };
}
