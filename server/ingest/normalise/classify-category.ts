/**
 * Category by weighted vocabulary. The title is trusted most; g:product_type less
 * (merchants file products under broad nodes like "Timber & Sheet Materials");
 * the description least (it mentions what the product is used WITH).
 * Weights encode precedence: "skirting" (8) must beat "mdf" (4), "block" (6) must
 * beat "concrete" (1), "roofing batten" (8) must beat "batten" (4).
 */
import type { CategorySlug } from "../../../shared/categories.ts";
import { phraseInfo } from "./phrase-match.ts";
import { normaliseText } from "./text.ts";
import { cleanTitle } from "./title-cleanup.ts";
import { withNounLast } from "./noun-first.ts";
import { CATEGORY_PROFILES } from "./categories/index.ts";
import type { CategoryProfile } from "./categories/category-profile.ts";

const SOURCE_WEIGHT = { title: 3, productType: 1.5, description: 0.5 } as const;

export interface CategoryScore {
  category: CategorySlug;
  score: number;
}

interface IndexedRule {
  /** Position in the vocabularies (categories in profile order, then rules in order). */
  order: number;
  category: number;
  weight: number;
  padded: string;
  /** The score() call that last tested this rule: each rule is tested once per text. */
  tested: number;
}

let ruleIndex: {
  categories: CategorySlug[];
  byFirstWord: Map<string, IndexedRule[]>;
  codeRules: Array<readonly [RegExp, CategorySlug, number]>;
} | null = null;

/**
 * Every category's vocabulary indexed by the first word of each canonical phrase, so scoring a text looks up
 * its words (a dozen) instead of testing every phrase (two hundred); with the code rules, in profile order.
 */
function rulesByFirstWord(): NonNullable<typeof ruleIndex> {
  if (!ruleIndex) {
    const categories: CategorySlug[] = [];
    const byFirstWord = new Map<string, IndexedRule[]>();
    const codeRules: Array<readonly [RegExp, CategorySlug, number]> = [];
    let order = 0;
    for (const [category, profile] of Object.entries(CATEGORY_PROFILES) as Array<[CategorySlug, CategoryProfile]>) {
      const c = categories.push(category) - 1;
      for (const [phrase, w] of profile.vocabulary) {
        const { padded, first } = phraseInfo(phrase);
        if (padded) {
          let list = byFirstWord.get(first);
          if (!list) byFirstWord.set(first, (list = []));
          list.push({ order, category: c, weight: w, padded, tested: 0 });
        }
        order++;
      }
      for (const [re, w] of profile.codeRules) codeRules.push([re, category, w]);
    }
    ruleIndex = { categories, byFirstWord, codeRules };
  }
  return ruleIndex;
}

const byOrder = (a: IndexedRule, b: IndexedRule) => a.order - b.order;
let scoreCalls = 0;

function score(text: string, weight: number, totals: Map<CategorySlug, number>): void {
  const { categories, byFirstWord, codeRules } = rulesByFirstWord();
  // Same as testing hasPhrase(text, phrase) for every rule: a phrase can only be in the text if its first word is.
  const call = ++scoreCalls;
  const matched: IndexedRule[] = [];
  for (const word of text.split(" ")) {
    const rules = byFirstWord.get(word);
    if (!rules) continue;
    for (const r of rules) {
      if (r.tested === call) continue;
      r.tested = call;
      if (text.includes(r.padded)) matched.push(r);
    }
  }
  if (matched.length > 1) matched.sort(byOrder);
  const best = new Array<number>(categories.length).fill(0);
  const sum = new Array<number>(categories.length).fill(0);
  for (const r of matched) {
    best[r.category] = Math.max(best[r.category]!, r.weight);
    sum[r.category]! += r.weight;
  }
  for (let c = 0; c < categories.length; c++) {
    // The strongest phrase dominates; extra matches only break ties, so a title that
    // piles on weak timber words ("treated sawn kiln dried") cannot outvote "skirting".
    const category = categories[c]!;
    if (best[c]! > 0) totals.set(category, (totals.get(category) ?? 0) + weight * (best[c]! + sum[c]! / 100));
  }
  for (const [re, category, w] of codeRules) {
    if (re.test(text)) totals.set(category, (totals.get(category) ?? 0) + weight * w);
  }
}

export function rankCategories(input: {
  title: string;
  productType?: string | null;
  description?: string | null;
  brand?: string | null;
}): CategoryScore[] {
  const totals = new Map<CategorySlug, number>();
  const departments = new Map<CategorySlug, number>();
  score(withNounLast(normaliseText(cleanTitle(input.title))), SOURCE_WEIGHT.title, totals);
  if (input.productType) {
    const levels = input.productType
      .split(/[>|/]/)
      .map((p) => p.trim())
      .filter(Boolean);
    // The last level says what the item is; the ones above are the shop's departments ("Timber & Building >
    // Building Sundries" is a sundry) and count for less.
    const leaf = levels.pop();
    if (leaf) score(normaliseText(leaf), SOURCE_WEIGHT.productType, totals);
    if (levels.length) score(normaliseText(levels.join(" ")), SOURCE_WEIGHT.productType / 3, departments);
  }
  if (input.description) score(normaliseText(input.description.slice(0, 400)), SOURCE_WEIGHT.description, totals);
  // A department above the leaf only weighs among the categories the item's own words name: a shop filing
  // everything under "Building & Timber > …" does not make its valves and artificial grass timber.
  for (const [category, s] of departments) if (totals.has(category)) totals.set(category, totals.get(category)! + s);
  // A terse title that names nothing the vocabulary knows ("IBS BEXHILL RED 65MM") is placed by its maker, when
  // the maker makes one kind of thing (the vocabulary's maker words: Ibstock bricks, Rockwool insulation).
  if (totals.size === 0 && input.brand) score(normaliseText(input.brand), SOURCE_WEIGHT.title, totals);
  return [...totals.entries()].map(([category, s]) => ({ category, score: s })).sort((a, b) => b.score - a.score);
}

export function classifyCategory(input: {
  title: string;
  productType?: string | null;
  description?: string | null;
  brand?: string | null;
}): CategorySlug {
  return rankCategories(input)[0]?.category ?? "other";
}
