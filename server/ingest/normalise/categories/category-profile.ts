/**
 * Everything the matcher knows about one category, in one place: the words that name it, how its
 * numbers are compared and priced, whether a maker defines the product, and how a title becomes
 * facts. Every field is required, so a category cannot be added with a piece forgotten: the
 * compiler asks for it (see index.ts).
 */
import type { BrandPolicy, CategoryFacts, FactContext } from "../fact-context.ts";
import type { MeasureUnit } from "../../../../shared/units.ts";

/** A phrase classifyCategory scores, with a weight that encodes precedence ("skirting" 9 beats "mdf" 4). */
export type Rule = readonly [phrase: string, weight: number];

/** A product-code pattern that names the category on its own, with its weight. */
export type CodeRule = readonly [pattern: RegExp, weight: number];

/** What a fact builder reads from one title: every fact but the brand policy, which the profile states. */
export type BuiltFacts = Omit<CategoryFacts, "brandPolicy">;

/**
 * A value that may depend on the product's kind within its category: the builder's `line`, which is
 * the `type` slot in categories that have one (a facing brick, an aircrete block, a roof tile).
 */
export type ByKind<T> = T | ((kind: string | null) => T);

/**
 * Where a price per metre finds its length. section: the longest of a section's three dims (timber,
 * a batten), else a length written on its own. pipe: the longest dim when at least a metre, else a
 * length written on its own. stated: only a length written on its own. none: never sold per metre.
 */
export type LengthSource = "section" | "pipe" | "stated" | "none";

/**
 * Readers a builder may need that themselves read every category's vocabulary: passed in rather than
 * imported, so no category file imports (through them) the profile list that imports it.
 */
export interface VocabularyReaders {
  /** Range names no vocabulary explains (see range-words.ts). */
  rangeWords: (ctx: FactContext) => string[];
}

export interface CategoryProfile {
  /**
   * Phrases classifyCategory scores. The similarity stage also reads their words as "common" (what
   * kind of thing, not which one), and keyword-stuffing and range-words read them as category words.
   */
  vocabulary: readonly Rule[];
  /**
   * Product codes that name the category on their own. Kept out of `vocabulary`: those words are
   * common to the similarity stage, where a grade code is the product's name.
   */
  codeRules: readonly CodeRule[];
  /**
   * Bagged and loose goods: compared by bag weight and grading instead of dims, and priced per kg
   * from the stated weight.
   */
  numbersByWeight: boolean;
  /**
   * The units a product's unit prices are given in, first choice first: the unit that makes different
   * sizes of one kind comparable (a 25 kg and an 850 kg bag per kg, a 2.4 m and a 4.8 m length per m, a
   * 2400x1200 and a 1800x900 board per m²), falling back to the item. Loose material sold by volume is
   * priced per m³ (docs/decisions/009-comparison-basis.md).
   */
  unitPreference: readonly MeasureUnit[];
  /** Boards: a pack's area follows from the face of its pieces (or its stated coverage). */
  areaFromFace: boolean;
  /** Where a price per metre finds its length (see LengthSource). */
  lengthFrom: ByKind<LengthSource>;
  /** Whether the attributes key needs, ignores or merely includes the maker (see BrandPolicy). */
  brandPolicy: ByKind<BrandPolicy>;
  /**
   * The maker defines the product: an unbranded title is usually a different, generic product, so
   * matching it to a branded one needs stronger word evidence (see compareProfiles).
   */
  makerDefined: ByKind<boolean>;
  /** Colour is identity (finished goods), not a loose description (stone, timber). */
  colourIsIdentity: boolean;
  /**
   * Slots that are flags: when the title does not state one, the product is the standard one, so
   * absence is a value ("no") and vetoes a match with a flagged product.
   */
  flagSlots: readonly string[];
  /** The category's fact builder: the ordered slots of the attributes key and readable facts. */
  facts: (ctx: FactContext, readers: VocabularyReaders) => BuiltFacts;
}

export function byKind<T extends string | boolean>(value: ByKind<T>, kind: string | null): T {
  return typeof value === "function" ? value(kind) : value;
}
