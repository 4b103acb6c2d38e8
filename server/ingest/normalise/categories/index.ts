/**
 * One profile per category (see category-profile.ts). Adding a category: its slug in
 * shared/categories.ts, one file here, one line below; the compiler asks for the line.
 */
import type { CategorySlug } from "../../../../shared/categories.ts";
import type { CategoryFacts, FactContext } from "../fact-context.ts";
import { rangeWords } from "../range-words.ts";
import { normaliseText } from "../text.ts";
import { aggregatesProfile } from "./aggregates.ts";
import { blocksProfile } from "./blocks.ts";
import { bricksProfile } from "./bricks.ts";
import { byKind, type CategoryProfile } from "./category-profile.ts";
import { cementProfile } from "./cement.ts";
import { concreteMortarProfile } from "./concrete-mortar.ts";
import { drainageProfile } from "./drainage.ts";
import { insulationProfile } from "./insulation.ts";
import { otherProfile } from "./other.ts";
import { plasterProfile } from "./plaster.ts";
import { plasterboardProfile } from "./plasterboard.ts";
import { roofingProfile } from "./roofing.ts";
import { sandProfile } from "./sand.ts";
import { sheetMaterialsProfile } from "./sheet-materials.ts";
import { skirtingArchitraveProfile } from "./skirting-architrave.ts";
import { timberProfile } from "./timber.ts";

/** In taxonomy order, which classifyCategory keeps: of two categories scoring alike, the earlier wins. */
export const CATEGORY_PROFILES = {
  cement: cementProfile,
  "concrete-mortar": concreteMortarProfile,
  sand: sandProfile,
  aggregates: aggregatesProfile,
  timber: timberProfile,
  "sheet-materials": sheetMaterialsProfile,
  plasterboard: plasterboardProfile,
  plaster: plasterProfile,
  bricks: bricksProfile,
  blocks: blocksProfile,
  "skirting-architrave": skirtingArchitraveProfile,
  insulation: insulationProfile,
  roofing: roofingProfile,
  drainage: drainageProfile,
  other: otherProfile,
} as const satisfies Record<CategorySlug, CategoryProfile>;

/** The category's facts for one title, with the brand policy its profile states for the kind read. */
export function buildCategoryFacts(category: CategorySlug, ctx: FactContext): CategoryFacts {
  const profile: CategoryProfile = CATEGORY_PROFILES[category];
  const built = profile.facts(ctx, { rangeWords });
  return { ...built, brandPolicy: byKind(profile.brandPolicy, built.line) };
}

/** Every phrase of every category's vocabulary, in profile order. */
export function categoryPhrases(): string[] {
  return Object.values(CATEGORY_PROFILES).flatMap((p: CategoryProfile) => p.vocabulary.map(([phrase]) => phrase));
}

let words: ReadonlySet<string> | null = null;

/** Every word of every category phrase, canonical ("brick", "gravel", "mix", "insulation"). */
export function categoryWords(): ReadonlySet<string> {
  words ??= new Set(categoryPhrases().flatMap((p) => normaliseText(p).trim().split(" ")));
  return words;
}
