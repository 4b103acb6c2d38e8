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

type Rule = readonly [phrase: string, weight: number];

/**
 * Product codes that name their category on their own. Kept out of CATEGORY_RULES: those words are
 * "common" (what kind of thing, not which one) to the similarity stage, and a grade code is the
 * product's name there. EPS/XPS grades (EN 13163: "EPS70 BOARD") are insulation.
 */
const CODE_RULES: ReadonlyArray<readonly [RegExp, Exclude<CategorySlug, "other">, number]> = [
  [/ (?:eps|xps) ?\d{2,3} /, "insulation", 5],
];

export const CATEGORY_RULES: Record<Exclude<CategorySlug, "other">, Rule[]> = {
  cement: [
    ["cement", 5],
    ["opc", 5],
    ["portland", 5],
    ["multicem", 6],
    ["mastercrete", 6],
    ["snowcrete", 6],
  ],
  "concrete-mortar": [
    ["postcrete", 8],
    ["postmix", 7],
    ["postfix", 7],
    ["mortar", 6],
    ["concrete mix", 7],
    ["ready mix", 5],
    ["ready mixed concrete", 7],
    ["ready to use concrete", 7],
    ["concrete", 1],
    ["screed", 5],
    ["render", 3],
  ],
  sand: [
    ["sand", 6],
    ["sharp sand", 8],
    ["building sand", 8],
    ["soft sand", 8],
    ["plastering sand", 9],
  ],
  aggregates: [
    ["ballast", 7],
    ["allin", 5],
    ["mot", 5],
    ["type 1", 5],
    ["subbase", 6],
    ["gravel", 6],
    ["shingle", 6],
    ["chipping", 6],
    ["limestone", 4],
    ["granite", 4],
    ["hardcore", 6],
    ["scalping", 6],
    ["pebble", 5],
    ["aggregate", 3],
    ["cobble", 4],
  ],
  timber: [
    ["timber", 3],
    ["cls", 6],
    ["c16", 4],
    ["c24", 4],
    ["sawn", 3],
    ["pse", 5],
    ["par", 3],
    ["planed", 3],
    ["batten", 4],
    ["carcassing", 5],
    ["joist", 4],
    ["studwork", 5],
    ["fence post", 5],
    ["post", 1],
    ["decking", 5],
    ["deck board", 5],
    ["sleeper", 4],
    ["featheredge", 5],
    ["treated", 1],
    ["tanalised", 2],
    ["kiln dried", 1],
    ["white wood", 2],
    ["redwood", 2],
    ["regularised", 2],
  ],
  "sheet-materials": [
    ["osb", 5],
    ["osb3", 6],
    ["osb2", 6],
    ["sterlingosb", 6],
    ["smartply", 5],
    ["ply", 5],
    ["mdf", 4],
    ["chipboard", 6],
    ["hardboard", 6],
    ["fibreboard", 4],
    ["particle board", 6],
    ["sheet", 1],
    ["cement board", 6],
    ["hardie backer", 6],
  ],
  plasterboard: [
    ["plasterboard", 8],
    ["wallboard", 7],
    ["gyproc", 4],
    ["drywall", 5],
    ["fireline", 6],
    ["soundbloc", 6],
    ["duraline", 6],
    ["moisture panel", 6],
    ["gtec", 5],
    ["thermal laminate", 6],
    // Gyproc ThermaLine is a PIR-backed laminate board: the range beats "pir".
    ["thermaline", 6],
    ["moistureshield", 6],
  ],
  plaster: [
    ["plaster", 4],
    ["multi finish", 8],
    ["board finish", 8],
    ["bonding coat", 8],
    ["bonding", 4],
    ["hardwall", 8],
    ["one coat plaster", 8],
    ["browning", 6],
    ["finishing plaster", 8],
    ["durafinish", 8],
    ["thistle", 3],
  ],
  bricks: [
    ["brick", 6],
    ["engineering brick", 8],
    ["facing brick", 8],
    ["common brick", 8],
    ["facing", 3],
    // Brick-only manufacturers: their titles often omit the word "brick".
    ["terca", 4],
    ["wienerberger", 3],
    ["ibstock", 3],
    ["lbc", 4],
    ["london brick", 4],
  ],
  blocks: [
    ["block", 6],
    ["aircrete", 7],
    ["thermalite", 6],
    ["celcon", 6],
    ["breeze block", 8],
    ["dense block", 8],
    ["concrete block", 8],
    ["trenchblock", 7],
    ["lintel", 2],
  ],
  "skirting-architrave": [
    ["skirting", 9],
    ["architrave", 9],
    // ERP shorthand "ARCH" is only architrave next to a moulding profile ("arch lintel" is not).
    ["torus arch", 9],
    ["ogee arch", 9],
    ["chamfered arch", 9],
    ["pencil round arch", 9],
    ["bullnose arch", 9],
    ["window board", 8],
    // Merchants file skirting and architrave under "Mouldings" (g:product_type).
    ["moulding", 5],
    ["torus", 3],
    ["ogee", 3],
    ["chamfered", 1],
    ["pencil round", 2],
  ],
  insulation: [
    ["insulation", 5],
    ["pir", 5],
    ["kingspan", 3],
    ["celotex", 4],
    ["loft roll", 7],
    ["mineral wool", 6],
    ["eps", 4],
    ["xps", 4],
    ["earthwool", 5],
    ["rockwool", 4],
    ["tp10", 5],
    ["cavity wall batt", 7],
    ["cavity batt", 7],
    ["isover", 4],
    ["recticel", 4],
    ["ecotherm", 4],
    ["xtratherm", 4],
    ["dritherm", 6],
  ],
  roofing: [
    ["roof tile", 9],
    ["tile", 3],
    ["slate", 5],
    // Not cement: "Fibre Cement Slate" is a roofing slate.
    ["fibre cement slate", 8],
    ["felt", 6],
    ["shed felt", 8],
    ["ridge", 4],
    ["roofing", 4],
    ["roof", 3],
    ["breather membrane", 7],
    ["underlay", 4],
    ["bs5534", 8],
    ["roofing batten", 9],
    ["roof batten", 9],
    ["tile batten", 9],
    ["flashing", 4],
    ["marley", 1],
    ["redland", 2],
  ],
  drainage: [
    ["underground", 5],
    ["drain", 4],
    ["drainage", 5],
    ["gully", 6],
    ["soakaway", 7],
    ["inspection chamber", 7],
    ["pipe", 3],
    ["bend", 1],
    ["floplast", 2],
    ["osma", 2],
    ["osmadrain", 3],
    ["wavin", 2],
    ["polypipe", 2],
    ["soil pipe", 5],
    ["downpipe", 6],
    ["gutter", 6],
    ["rainwater", 5],
    ["access chamber", 7],
  ],
};

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
