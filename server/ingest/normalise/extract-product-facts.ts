/**
 * One offer row → facts and match keys. Pure and deterministic per offer: the
 * same row always yields the same keys regardless of what else is in the feed,
 * which is what lets ingest union offers by shared keys.
 */
import type { CategorySlug } from "../../../shared/categories.ts";
import { withImpliedUnits } from "./bare-numbers.ts";
import { brandCore } from "./brand-relations.ts";
import { allBrandPhrases, resolveBrandFamily } from "./brands.ts";
import { isMerchantName } from "./merchant-names.ts";
import { makerNamedInTitle } from "./catalogue-makers.ts";
import { buildCategoryFacts } from "./categories/index.ts";
import { classifyCategory } from "./classify-category.ts";
import type { CategoryFacts, FactContext } from "./fact-context.ts";
import { normaliseMpn, toGtin14 } from "./gtin.ts";
import type { MeasureUnit } from "../../../shared/units.ts";
import { parseMeasurements } from "./measurements.ts";
import { chooseUnitBasis, offerMeasures, type OfferMeasures } from "./unit-basis.ts";
import { buildMatchProfile, isCommonWord, type MatchProfile } from "./match-profile.ts";
import { rangeWords } from "./range-words.ts";
import { correctSpelling } from "./spelling.ts";
import { withNounLast } from "./noun-first.ts";
import { normaliseText } from "./text.ts";
import { cleanTitle } from "./title-cleanup.ts";
import { inSpokenOrder } from "./index-order-names.ts";
import { withoutBrandCode } from "./brand-codes.ts";
import { resolveBrandCode } from "./coded-brands.ts";
import { withoutOwnMpn, withoutTitleCode } from "./title-stock-codes.ts";
import { withUnitlessMillimetres } from "./unitless-sizes.ts";
import { isStockCode } from "./stock-code-mpns.ts";

export interface OfferIdentityInput {
  title: string;
  description?: string | null;
  brand?: string | null;
  gtin?: string | null;
  mpn?: string | null;
  /** g:product_type, e.g. "Building Materials > Timber > CLS". */
  productType?: string | null;
  /** g:unit_pricing_measure, e.g. "25kg", "2.88sqm", "30m", "10ct". */
  unitPricingMeasure?: string | null;
  /** Merchants sometimes write their own name as brand: treated as no brand. */
  merchantName?: string | null;
  /** Variant attributes: members of one item group differ in these, so they are identity when stated. */
  itemGroupId?: string | null;
  color?: string | null;
  size?: string | null;
  material?: string | null;
  pattern?: string | null;
  /** Keyword tails this merchant appends to many titles (title-tails.ts): cut before facts are read. */
  titleTails?: readonly string[] | null;
  /** Brand values (normalised) that are this merchant's own label (own-labels.ts): read as no maker. */
  ownLabels?: readonly string[] | null;
  /** Letter prefix of this merchant's own stock codes in the mpn column (stock-code-mpns.ts): no maker's MPN. */
  stockCodePrefix?: string | null;
  /** Shape of this merchant's own stock codes opening its titles (title-stock-codes.ts): cut before facts are read. */
  titleCodeShape?: string | null;
  /** This merchant writes sizes in millimetres without a unit (unitless-sizes.ts): lone bare sizes are millimetres. */
  unitlessSizes?: boolean | null;
  /** Makers named in any merchant's brand column (catalogue-makers.ts): read from a title when no brand is given. */
  catalogueMakers?: readonly string[] | null;
}

export interface MatchKey {
  kind: "gtin" | "mpn" | "attributes";
  value: string;
}

export interface ProductFacts {
  category: CategorySlug;
  brandFamily: string | null;
  gtin14: string | null;
  mpn: string | null;
  keys: MatchKey[];
  /** The unit basis this offer would give a product it founds, and its quantity in it. */
  measure: { quantity: number; unit: MeasureUnit } | null;
  /** Every quantity the offer states, to price it in another product's unit basis. */
  measures: OfferMeasures;
  facts: Record<string, string>;
  explanation: string;
  /** Fuzzy facts for the similarity stage, used when no key finds an owner. */
  profile: MatchProfile;
}

/** Words of the merchant's own name (and of a brand that is really the merchant): never product words. */
function merchantWords(merchantName: string | null | undefined, rawBrand: string | null, ownLabel: boolean): string[] {
  const names = [merchantName, rawBrand && (ownLabel || isMerchantName(rawBrand, merchantName)) ? rawBrand : null];
  return names.flatMap((n) => normaliseText(n).trim().split(" ")).filter((w) => w.length >= 4);
}

const VARIANT_FIELDS = ["color", "size", "material", "pattern"] as const;

/**
 * A colour or size the feed states only in its attributes is read as if the title said it (one merchant's
 * "Slate Chippings 40mm 20kg" in colour Green is another's "Green Slate Chippings"; "4x2 C24 Treated" in
 * size "4.8m (16ft)" is another's "47 x 100mm x 4.8m"), unless the title already names it.
 */
function withStatedVariant(title: string, ...stated: Array<string | null | undefined>): string {
  let out = title;
  for (const value of stated) {
    const words = normaliseText(value).trim();
    if (!words || normaliseText(out).includes(` ${words} `) || numbersAlreadyStated(words, out)) continue;
    out = `${out} ${value!.trim()}`;
  }
  return out;
}

/** Every number of a stated size is in the title already ("18x69mm 2.2m" for "2.2m … 18x69mm (5)"). */
function numbersAlreadyStated(value: string, title: string): boolean {
  const numbers = value.match(/\d+(?:\.\d+)?/g);
  if (!numbers) return false;
  const inTitle = new Set(normaliseText(title).match(/\d+(?:\.\d+)?/g) ?? []);
  return numbers.every((n) => inTitle.has(n));
}

/**
 * The feed's variant attributes, normalised and without spaces so that merchants' spellings meet
 * ("Anthracite Grey" → "anthracitegrey"); only those stated. A size the measurement parser reads (a
 * number, or a bag size: "Bulk Bag", "Jumbo Bag") is left out: it is read into the title's facts
 * (withStatedVariant), which compare sizes in any unit and layout, where its text would not
 * ("100 x 200mm x 2.4m", "100X200 2.4M", "2.4m (L) x 200mm (W)" are one size). Sizes nothing else reads
 * ("M", "King") stay, as nothing else tells them apart.
 */
function readAsMeasure(size: string): boolean {
  if (/\d/.test(size)) return true;
  const parsed = parseMeasurements(normaliseText(size));
  return parsed.bulkBag || parsed.miniBag;
}

function variantAttributes(input: OfferIdentityInput): Record<string, string> {
  const variant: Record<string, string> = {};
  for (const name of VARIANT_FIELDS) {
    if (name === "size" && readAsMeasure(input.size ?? "")) continue;
    const value = normaliseText(input[name]).replace(/\s+/g, "");
    if (value) variant[name] = value;
  }
  return variant;
}

export function extractProductFacts(row: OfferIdentityInput): ProductFacts {
  // A supplier code in the brand column ("HOLMF1") is read as the maker it shortens (coded-brands.ts).
  const brand = resolveBrandCode(row.brand, row.catalogueMakers, normaliseText(row.title));
  const raw = brand === row.brand ? row : { ...row, brand };
  // Marketing ("Top Quality", "| Free Delivery Over £150") is stripped before anything reads the title; a
  // misspelt trade word ("skirtng") is then read as the word it stands for.
  const untagged = withoutOwnMpn(withoutTitleCode(raw.title, raw.titleCodeShape), raw.mpn);
  // "Screws, Wood; …": a head noun filed before its qualifier reads in the spoken order ("Wood Screws; …"), once
  // (here, not in cleanTitle, which the category reads again: a second pass would move the next qualifier too).
  const spoken = inSpokenOrder(cleanTitle(untagged, raw.productType, raw.titleTails ?? []));
  const cleaned = withoutBrandCode(spoken, raw.brand);
  const title = correctSpelling(cleaned, raw.brand);
  const input = { ...raw, title: withStatedVariant(title, raw.color, raw.size) };
  const category = classifyCategory(input);
  const spokenText = withNounLast(normaliseText(input.title));
  const text = withImpliedUnits(input.unitlessSizes ? withUnitlessMillimetres(spokenText) : spokenText, category);
  const parsed = parseMeasurements(text);
  const statedBrand = input.brand?.trim() || null;
  // No maker in the brand column (none, or the merchant's own name): one the catalogue knows may open or close the title.
  const rawBrand =
    statedBrand && !isMerchantName(statedBrand, input.merchantName)
      ? statedBrand
      : (makerNamedInTitle(normaliseText(input.title), input.catalogueMakers) ?? statedBrand);
  // The merchant's own label ("KelPro" at Kelbrook) is the merchant's name in other words: no maker.
  const ownLabel = !!rawBrand && !!input.ownLabels?.includes(normaliseText(rawBrand).trim());
  const brandPhrases = [...allBrandPhrases()];
  // The code itself, which the same feeds repeat in the title ("… 100MM [HOLMF1]"), is the maker's name too.
  if (brand !== row.brand) brandPhrases.unshift(normaliseText(row.brand).trim());
  if (ownLabel) brandPhrases.unshift(normaliseText(rawBrand).trim());
  else if (rawBrand && !isMerchantName(rawBrand, input.merchantName)) {
    // Its leading words too: "Albion Gypsum UK Ltd" is named "Albion Gypsum" or "Albion" in titles.
    const words = normaliseText(rawBrand).trim().split(" ");
    const leading = words.map((_, i) => words.slice(0, words.length - i).join(" "));
    const core = brandCore(rawBrand).join(" ");
    const own = [...leading, core].filter((p) => p.length >= 4 && !isCommonWord(p));
    brandPhrases.unshift(...new Set(own));
  }
  if (input.merchantName) brandPhrases.unshift(normaliseText(input.merchantName).trim());
  const mWords = merchantWords(input.merchantName, rawBrand, ownLabel);
  const ctx: FactContext = { text, parsed, category, brandPhrases, merchantWords: mWords };
  const built = buildCategoryFacts(category, ctx);
  // A default line is only a guess when the title names a range no table knows ("Gyproc MoistureShield").
  const ranges = rangeWords(ctx);
  const cf: CategoryFacts =
    built.defaultLine && ranges.length
      ? {
          ...built,
          slots: [...built.slots, ["range", ranges.join("-")]],
          facts: { ...built.facts, range: ranges.join(" ") },
        }
      : built;

  const { family: brandFamily, source } = resolveBrandFamily({
    brand: ownLabel ? null : rawBrand,
    titleText: text,
    category,
    merchantName: input.merchantName,
    lineFamily: cf.lineFamily ?? null,
  });

  const gtin14 = toGtin14(input.gtin);
  // A merchant's own stock code in the mpn column names no maker's part: it neither keys nor vetoes.
  const stockCode = !!input.mpn && isStockCode(input.mpn, input.stockCodePrefix);
  const mpn = stockCode ? null : normaliseMpn(input.mpn);
  const keys: MatchKey[] = [];
  const why: string[] = [];
  if (stockCode) why.push(`mpn "${input.mpn!.trim()}" is the merchant's own stock code, ignored`);
  if (gtin14) {
    keys.push({ kind: "gtin", value: `gtin:${gtin14}` });
    why.push(`gtin ${gtin14}`);
  } else if (input.gtin?.trim()) {
    why.push(`gtin "${input.gtin.trim()}" invalid, ignored`);
  }
  // An MPN is only unique within its manufacturer, so it never keys without one.
  if (mpn && brandFamily) {
    keys.push({ kind: "mpn", value: `mpn:${brandFamily}:${mpn}` });
    why.push(`mpn ${brandFamily}:${mpn}`);
  }

  const variant = variantAttributes(input);
  const brandMissing = cf.brandPolicy === "required" && !brandFamily;
  if (cf.specific && !brandMissing) {
    // A known maker is identity in every category (two makers' OSB3 are two products); a row naming no
    // maker keys as "*" (commodity) or "-" and reaches branded products only through the similarity stage.
    const brandPart = brandFamily ?? (cf.brandPolicy === "excluded" ? "*" : "-");
    const value = [category, brandPart, ...cf.slots.map(([, v]) => v ?? "-")].join("|");
    keys.push({ kind: "attributes", value: `attr:${value}` });
    why.push(`attributes ${value}`);
  } else {
    why.push(
      brandMissing && cf.specific
        ? `no attributes key: ${category} needs a brand`
        : `no attributes key: not specific enough (${category}${cf.line ? ` ${cf.line}` : ""})`,
    );
  }

  const measures = offerMeasures(category, cf, ctx, input.unitPricingMeasure);
  const measure = chooseUnitBasis(category, measures);
  const facts: Record<string, string> = { ...cf.facts };
  if (brandFamily) facts.brand = `${brandFamily}${source === "line" ? " (from product line)" : ""}`;
  const profile = buildMatchProfile({ ctx, cf, brandFamily, merchantWords: mWords });
  if (mpn) profile.mpn = mpn;
  if (Object.keys(variant).length) profile.variant = variant;
  const names = [...new Set([...ranges, ...(cf.rangeName ? [cf.rangeName] : [])])];
  if (names.length) profile.names = names;
  return { category, brandFamily, gtin14, mpn, keys, measure, measures, facts, explanation: why.join("; "), profile };
}
