/**
 * A fuzzy description of one offer for the similarity stage (see similarity-matching.ts):
 * the facts an exact attributes key is built from, but kept apart so that two offers
 * can agree on what both state while one of them leaves something out.
 */
import type { CategorySlug } from "../../../shared/categories.ts";
import { CATEGORY_PROFILES, categoryPhrases } from "./categories/index.ts";
import { statedGrading } from "./categories/shared-bagged-facts.ts";
import { collectDims, formatMm } from "./dimensions.ts";
import { type CategoryFacts, type FactContext, colourSlot } from "./fact-context.ts";
import { FILLER } from "./filler-words.ts";
import { COLOURS } from "./product-lines.ts";
import { stripTerms } from "./term-tables.ts";
import { dominantScript } from "./dominant-script.ts";
import { canonPhrase, removePhrases } from "./phrase-match.ts";
import { allVocabularyTerms } from "./vocabulary-terms.ts";

export interface MatchProfile {
  category: CategorySlug;
  brandFamily: string | null;
  /** Blocking keys: ingest compares an offer only with products sharing at least one. */
  blocks: string[];
  /** Numeric facts, canonical strings: dims "25x1200x2400", weight "20kg", count "500", area "13.89m2", size "40mm". */
  numbers: Record<string, string>;
  /** Categorical facts: grade, treatment, colour, line, finish, profile, edge… */
  attributes: Record<string, string>;
  /** Significant normalised words (no filler, brand/merchant names or units), sorted. */
  tokens: string[];
  /** The feed's MPN (normalised): the same code under two unrelated brand names is one maker's product. */
  mpn?: string;
  /** Range names: unexplained words next to the maker or product noun, and the vocabulary's named range. */
  names?: string[];
  /** The feed's variant attributes (color, size, material, pattern), normalised: two stated values that differ veto. */
  variant?: Record<string, string>;
  /** Dominant script of the title's letters ("latin", "cyrillic"…): two scripts never match. */
  script?: string;
}

/** Slots that are numbers (handled in `numbers`) or free text (handled in `tokens`), not attributes. */
const NON_ATTRIBUTE_SLOTS = new Set([
  "dims",
  "pack",
  "bag",
  "model",
  "grading",
  "strength",
  "angle",
  "volume",
  "weight",
  "gauge",
]);

let commonWords: Set<string> | null = null;

/** Words of the category vocabulary: they say what kind of thing it is, not which one, so they weigh less. */
export function isCommonWord(word: string): boolean {
  if (!commonWords) {
    commonWords = new Set(categoryPhrases().flatMap((p) => canonPhrase(p).split(" ")));
  }
  return commonWords.has(word);
}

/**
 * Every vocabulary table (line, type, grade, treatment…): what they recognise is compared
 * as an attribute, so as tokens it would only count the same fact twice, and count
 * synonyms ("coupling"/"coupler") as a disagreement.
 */
const vocabulary = allVocabularyTerms;

function numbersOf(ctx: FactContext, cf: CategoryFacts): Record<string, string> {
  const p = ctx.parsed;
  const n: Record<string, string> = {};
  const slot = (name: string) => cf.slots.find(([s]) => s === name);
  const dimsSlot = slot("dims");
  if (CATEGORY_PROFILES[ctx.category].numbersByWeight) {
    const bag = slot("bag")?.[1];
    if (bag) n.weight = bag;
    const size = statedGrading(ctx);
    if (size) n.size = size;
  } else {
    const dims = dimsSlot ? dimsSlot[1] : collectDims(p, ctx.category, false).map(formatMm).join("x") || null;
    if (dims) n.dims = dims;
    if (p.weightsKg[0] !== undefined) n.weight = `${formatMm(p.weightsKg[0])}kg`;
  }
  n.count = String(p.packCount && p.packCount > 0 ? p.packCount : 1);
  if (p.areasM2[0] !== undefined) n.area = `${p.areasM2[0]}m2`;
  if (p.litres[0] !== undefined) n.volume = `${formatMm(p.litres[0])}l`;
  else if (p.volumesM3[0] !== undefined) n.volume = `${p.volumesM3[0]}m3`;
  if (p.gauges[0] !== undefined) n.gauge = `${p.gauges[0]}g`;
  if (p.anglesDeg[0] !== undefined) n.angle = `${formatMm(p.anglesDeg[0])}deg`;
  const strength = slot("strength")?.[1];
  if (strength) n.strength = strength;
  return n;
}

function attributesOf(ctx: FactContext, cf: CategoryFacts): Record<string, string> {
  const a: Record<string, string> = {};
  // Flag slots (categories/*.ts): an unstated flag is the standard product, so "no" is a value.
  const { flagSlots: flags, colourIsIdentity } = CATEGORY_PROFILES[ctx.category];
  for (const [name, value] of cf.slots) {
    if (NON_ATTRIBUTE_SLOTS.has(name)) continue;
    if (value) a[name] = value;
    else if (flags.includes(name)) a[name] = "no";
  }
  Object.assign(a, cf.attributes);
  // Colour is identity for finished goods; for stone and timber it is a loose description ("blue-grey slate").
  if (colourIsIdentity && !a.colour) {
    const colour = colourSlot(ctx.text);
    if (colour) a.colour = colour;
  }
  return a;
}

function tokensOf(ctx: FactContext, rest: string, merchantWords: readonly string[]): string[] {
  let s = ` ${rest.trim()} `;
  s = removePhrases(s, ctx.brandPhrases);
  // Twice: removing one word can leave two copies of another sharing a space ("unit single unit").
  for (let i = 0; i < 2; i++) s = stripTerms(s, COLOURS, FILLER, vocabulary());
  const drop = new Set(merchantWords);
  return [
    ...new Set(
      s
        .split(" ")
        .filter((w) => w && !drop.has(w))
        // Bare numbers of 2–4 digits are model codes ("502"); longer ones are merchant SKUs. Words of any
        // script count; a single Han character is a word (normaliseText splits ideographs one by one).
        .filter((w) => (/\p{L}/u.test(w) ? w.length > 1 || /\p{Script=Han}/u.test(w) : /^\d{2,4}$/.test(w))),
    ),
  ].sort();
}

/** Rare (non-vocabulary) words first, then longer first: the words most likely to name the product. */
function distinctive(tokens: readonly string[]): string[] {
  return tokens
    .filter((t) => !/^\d+$/.test(t))
    .map((t) => ({ t, common: isCommonWord(t) }))
    .sort((x, y) => Number(x.common) - Number(y.common) || y.t.length - x.t.length || x.t.localeCompare(y.t))
    .map((x) => x.t);
}

function blocksOf(category: CategorySlug, numbers: Record<string, string>, tokens: string[]): string[] {
  const blocks: string[] = [];
  for (const name of ["dims", "weight", "volume", "area"] as const) {
    if (numbers[name]) blocks.push(`${category}|${name}:${numbers[name]}`);
    // Width x length without the thickness, so "144 x 4200" meets "18 x 144 x 4200" (see lacksThickness).
    const dims = name === "dims" ? numbers.dims?.split("x") : undefined;
    if (dims && dims.length >= 2) blocks.push(`${category}|face:${dims.slice(dims.length === 2 ? 0 : 1).join("x")}`);
  }
  if (blocks.length === 0) for (const t of distinctive(tokens).slice(0, 3)) blocks.push(`${category}|word:${t}`);
  if (blocks.length === 0) blocks.push(`${category}|*`);
  return blocks.slice(0, 5);
}

export function buildMatchProfile(args: {
  ctx: FactContext;
  cf: CategoryFacts;
  brandFamily: string | null;
  merchantWords: readonly string[];
}): MatchProfile {
  const { ctx, cf, brandFamily } = args;
  const numbers = numbersOf(ctx, cf);
  const attributes = attributesOf(ctx, cf);
  // Model words were read with the category's own vocabulary; the shared one would strip "slate" from slate chippings.
  const model = cf.slots.find(([n]) => n === "model")?.[1]?.split("-") ?? [];
  const tokens = [...new Set([...tokensOf(ctx, ctx.parsed.rest, args.merchantWords), ...model])].sort();
  const script = dominantScript(ctx.text);
  return {
    ...(script ? { script } : {}),
    category: ctx.category,
    brandFamily,
    blocks: blocksOf(ctx.category, numbers, tokens),
    numbers,
    attributes,
    tokens,
  };
}
