/**
 * Category by weighted vocabulary. The title is trusted most; g:product_type less
 * (merchants file products under broad nodes like "Timber & Sheet Materials");
 * the description least (it mentions what the product is used WITH).
 * Weights encode precedence: "skirting" (8) must beat "mdf" (4), "block" (6) must
 * beat "concrete" (1), "roofing batten" (8) must beat "batten" (4).
 */
import type { CategorySlug } from "../../../app/lib/categories.ts";
import { normaliseText, phraseInfo } from "./text.ts";
import { cleanTitle } from "./title-cleanup.ts";
import { CATEGORY_RULES, CODE_RULES, type Rule } from "./category-rules.ts";

const SOURCE_WEIGHT = { title: 3, productType: 1.5, description: 0.5 } as const;

export interface CategoryScore {
  category: CategorySlug;
  score: number;
}

interface IndexedRule {
  /** Position in CATEGORY_RULES (categories in order, then rules in order). */
  order: number;
  category: number;
  weight: number;
  padded: string;
  /** The score() call that last tested this rule: each rule is tested once per text. */
  tested: number;
}

let ruleIndex: { categories: CategorySlug[]; byFirstWord: Map<string, IndexedRule[]> } | null = null;

/**
 * CATEGORY_RULES indexed by the first word of each canonical phrase, so scoring a text looks up
 * its words (a dozen) instead of testing every phrase (two hundred).
 */
function rulesByFirstWord(): NonNullable<typeof ruleIndex> {
  if (!ruleIndex) {
    const categories: CategorySlug[] = [];
    const byFirstWord = new Map<string, IndexedRule[]>();
    let order = 0;
    for (const [category, rules] of Object.entries(CATEGORY_RULES) as Array<[CategorySlug, Rule[]]>) {
      const c = categories.push(category) - 1;
      for (const [phrase, w] of rules) {
        const { padded, first } = phraseInfo(phrase);
        if (padded) {
          let list = byFirstWord.get(first);
          if (!list) byFirstWord.set(first, (list = []));
          list.push({ order, category: c, weight: w, padded, tested: 0 });
        }
        order++;
      }
    }
    ruleIndex = { categories, byFirstWord };
  }
  return ruleIndex;
}

const byOrder = (a: IndexedRule, b: IndexedRule) => a.order - b.order;
let scoreCalls = 0;

function score(text: string, weight: number, totals: Map<CategorySlug, number>): void {
  const { categories, byFirstWord } = rulesByFirstWord();
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
  for (const [re, category, w] of CODE_RULES) {
    if (re.test(text)) totals.set(category, (totals.get(category) ?? 0) + weight * w);
  }
}

export function rankCategories(input: {
  title: string;
  productType?: string | null;
  description?: string | null;
}): CategoryScore[] {
  const totals = new Map<CategorySlug, number>();
  score(normaliseText(cleanTitle(input.title)), SOURCE_WEIGHT.title, totals);
  if (input.productType) {
    const leaf = input.productType
      .split(/[>|/]/)
      .map((p) => p.trim())
      .filter(Boolean);
    score(normaliseText(leaf.join(" ")), SOURCE_WEIGHT.productType, totals);
  }
  if (input.description) score(normaliseText(input.description.slice(0, 400)), SOURCE_WEIGHT.description, totals);
  return [...totals.entries()].map(([category, s]) => ({ category, score: s })).sort((a, b) => b.score - a.score);
}

export function classifyCategory(input: {
  title: string;
  productType?: string | null;
  description?: string | null;
}): CategorySlug {
  return rankCategories(input)[0]?.category ?? "other";
}
