/**
 * A merchant's own label in the brand column ("KelPro" at Kelbrook Direct, "GoodHome"-style house brands):
 * not a maker, so its sand, timber and skirting are the merchant's generic products. A name alone cannot show
 * it (the label need not contain the merchant's name); the whole feed can: the merchant puts it on items of
 * many kinds, where a maker's brand names one trade (a cement maker's cements, a sealant maker's sundries).
 * Found over a merchant's rows (feed import, rematch, curation), then read as the merchant's own name.
 */
import { allBrandPhrases } from "./brands.ts";
import { isMerchantName } from "./merchant-names.ts";
import { classifyCategory } from "./classify-category.ts";
import { normaliseText } from "./text.ts";
import type { TitleSource } from "./title-tails.ts";

/**
 * Kinds of item one brand must be on before it counts as the merchant's label rather than a maker's. Sundries
 * ("other") do not count: a sealant maker's tapes, foams and fillers are one trade.
 */
export const MIN_OWN_LABEL_CATEGORIES = 3;

type Category = ReturnType<typeof classifyCategory>;

let knownMakers: Set<string> | null = null;

/** A maker our tables know is never a merchant's label, however broad its range (Marshalls, Everbuild). */
function isKnownMaker(brand: string): boolean {
  knownMakers ??= new Set(allBrandPhrases().map((p) => normaliseText(p).trim()));
  return knownMakers.has(brand) || brand.split(" ").some((w) => w.length >= 4 && knownMakers!.has(w));
}

/**
 * The brand values (normalised) this merchant writes on items of MIN_OWN_LABEL_CATEGORIES kinds or more. A brand
 * another merchant's brand column names too (`namedElsewhere`) is a maker however broad its range: a label is the
 * merchant's own, and an unfamiliar maker of three related kinds (boards, plaster, insulation) is no label.
 */
export function findOwnLabels(
  sources: readonly TitleSource[],
  merchantName: string,
  namedElsewhere: (brand: string) => boolean = () => false,
): string[] {
  const kinds = new Map<string, Set<Category>>();
  for (const source of sources) {
    const raw = source.brand?.trim();
    if (!raw || isMerchantName(raw, merchantName)) continue;
    const brand = normaliseText(raw).trim();
    if (!brand || isKnownMaker(brand) || namedElsewhere(brand)) continue;
    const category = classifyCategory({ title: source.title, productType: source.productType ?? null });
    if (category === "other") continue;
    const seen = kinds.get(brand) ?? new Set<Category>();
    seen.add(category);
    kinds.set(brand, seen);
  }
  return [...kinds]
    .filter(([, categories]) => categories.size >= MIN_OWN_LABEL_CATEGORIES)
    .map(([brand]) => brand)
    .sort();
}
