/**
 * Brand vocabulary. A "family" is the manufacturer identity that the same physical
 * product carries regardless of which name a merchant typed: the parent company,
 * its trading names and its product-line brands all collapse onto one family.
 *
 * Chosen families (why):
 * - british-gypsum: Gyproc, Thistle and "Saint-Gobain British Gypsum" are all the
 *   same boards/plasters; merchants use any of the names.
 * - hanson: Heidelberg Materials is Hanson's parent and now prints its name on the
 *   same Multicem/Postcrete bags.
 * - tarmac: Blue Circle is Tarmac's cement brand ("Tarmac Blue Circle ...").
 * - forterra: London Brick, LBC and Thermalite are Forterra brands.
 * - wienerberger: Terca is Wienerberger's brick brand. h-h: Celcon.
 * - wavin: OsmaDrain/Osma/Hepworth. west-fraser: Norbord, SterlingOSB.
 * - Umbrella names (Saint-Gobain, Lafarge) are resolved by category because the
 *   same group sells plasterboard under one brand and insulation/cement under another.
 */
import type { CategorySlug } from "../../../app/lib/categories.ts";
import { hasPhrase, normaliseText, slugify } from "./text.ts";

export interface BrandFamily {
  family: string;
  aliases: string[];
}

export const BRAND_FAMILIES: BrandFamily[] = [
  { family: "british-gypsum", aliases: ["saint gobain british gypsum", "british gypsum", "gyproc", "thistle"] },
  { family: "siniat", aliases: ["siniat", "lafarge plasterboard"] },
  { family: "knauf", aliases: ["knauf insulation", "knauf drywall", "knauf", "earthwool"] },
  { family: "hanson", aliases: ["hanson cement", "hanson", "heidelberg materials", "heidelberg", "castle cement"] },
  { family: "tarmac", aliases: ["tarmac blue circle", "lafarge tarmac", "blue circle", "tarmac"] },
  { family: "cemex", aliases: ["cemex"] },
  { family: "aggregate-industries", aliases: ["aggregate industries", "holcim"] },
  { family: "celotex", aliases: ["celotex"] },
  { family: "isover", aliases: ["isover"] },
  { family: "kingspan", aliases: ["kingspan insulation", "kingspan"] },
  { family: "recticel", aliases: ["recticel"] },
  { family: "ecotherm", aliases: ["ecotherm"] },
  { family: "xtratherm", aliases: ["xtratherm"] },
  { family: "rockwool", aliases: ["rockwool"] },
  { family: "wienerberger", aliases: ["wienerberger", "terca"] },
  { family: "ibstock", aliases: ["ibstock"] },
  {
    family: "forterra",
    aliases: ["forterra", "london brick company", "london brick", "lbc", "thermalite", "butterley"],
  },
  { family: "h-h", aliases: ["handh", "h and h", "celcon"] },
  { family: "marley", aliases: ["marley eternit", "marley"] },
  { family: "redland", aliases: ["redland"] },
  { family: "floplast", aliases: ["floplast", "flo plast"] },
  { family: "wavin", aliases: ["wavin", "osmadrain", "osma", "hepworth"] },
  { family: "polypipe", aliases: ["polypipe"] },
  { family: "everbuild", aliases: ["everbuild"] },
  { family: "visqueen", aliases: ["visqueen"] },
  { family: "west-fraser", aliases: ["west fraser", "norbord", "sterlingosb"] },
  { family: "medite-smartply", aliases: ["medite", "smartply", "smart ply"] },
  { family: "metsa-wood", aliases: ["metsa wood", "metsa", "finnforest"] },
];

/** Group names that do not identify a product range on their own. */
const UMBRELLAS: Array<{ alias: string; byCategory: Partial<Record<CategorySlug, string>>; fallback: string }> = [
  {
    alias: "saint gobain",
    byCategory: { plasterboard: "british-gypsum", plaster: "british-gypsum", insulation: "celotex" },
    fallback: "saint-gobain",
  },
  { alias: "lafarge", byCategory: { plasterboard: "siniat", plaster: "siniat" }, fallback: "tarmac" },
];

/**
 * Merchants write their own name as brand and into titles ("- Jewson"). These are
 * never a manufacturer identity: own-brand goods of two merchants are not the same
 * product, and a commodity labelled "Jewson" is just unbranded.
 */
export const MERCHANT_NAMES: string[] = [
  "jewson",
  "travis perkins",
  "wickes",
  "selco",
  "mkm",
  "buildbase",
  "b and q",
  "bandq",
  "diy com",
  "homebase",
  "screwfix",
  "toolstation",
  "huws gray",
  "ridgeons",
  "bradfords",
  "covers",
  "builder depot",
  "keyline",
  "civils and lintels",
  "grafton",
  "chandlers",
  "george boyd",
  "parker building supplies",
  "national timber group",
  "lbs builders merchants",
  "builders merchant",
];

const CORPORATE_SUFFIXES =
  /\b(ltd|limited|plc|uk|group|gmbh|co|company|inc|llc|building product|building material|product)\b/g;

function aliasMatches(text: string): string[] {
  const found: string[] = [];
  for (const { family, aliases } of BRAND_FAMILIES) {
    if (aliases.some((a) => hasPhrase(text, a))) found.push(family);
  }
  return found;
}

function umbrellaMatch(text: string, category: CategorySlug): string | null {
  for (const u of UMBRELLAS) if (hasPhrase(text, u.alias)) return u.byCategory[category] ?? u.fallback;
  return null;
}

export function isMerchantName(text: string, merchantName?: string | null): boolean {
  const t = normaliseText(text).trim();
  if (!t) return false;
  if (merchantName && t === normaliseText(merchantName).trim()) return true;
  return MERCHANT_NAMES.some((m) => hasPhrase(` ${t} `, m) && t.length <= m.length + 12);
}

export interface BrandResolution {
  family: string | null;
  /** Where the family came from, for the explanation line. */
  source: "brand" | "title" | "line" | "none";
}

/**
 * Prefer a known family named in the brand field, then one named in the title, then
 * an umbrella name resolved by category, then the raw brand field as a slug (so
 * unknown manufacturers still key consistently), then a family implied by the
 * product line (Multicem → hanson).
 */
export function resolveBrandFamily(args: {
  brand?: string | null;
  titleText: string;
  category: CategorySlug;
  merchantName?: string | null;
  lineFamily?: string | null;
}): BrandResolution {
  const { brand, titleText, category, merchantName, lineFamily } = args;
  const brandIsMerchant = !!brand && isMerchantName(brand, merchantName);
  const brandText = brand && !brandIsMerchant ? normaliseText(brand) : " ";

  const fromBrand = aliasMatches(brandText)[0];
  if (fromBrand) return { family: fromBrand, source: "brand" };
  const fromTitle = aliasMatches(titleText)[0];
  if (fromTitle) return { family: fromTitle, source: "title" };
  const umbrella = umbrellaMatch(brandText, category) ?? umbrellaMatch(titleText, category);
  if (umbrella) return { family: umbrella, source: brandText.trim() ? "brand" : "title" };
  if (lineFamily) return { family: lineFamily, source: "line" };
  const rawSlug = slugify(brandText.replace(CORPORATE_SUFFIXES, " "));
  if (rawSlug) return { family: rawSlug, source: "brand" };
  return { family: null, source: "none" };
}

/** Every alias of every family plus umbrella and merchant names, for stripping out of model words. */
export function allBrandPhrases(): string[] {
  return [
    ...BRAND_FAMILIES.flatMap((f) => f.aliases),
    ...UMBRELLAS.map((u) => u.alias),
    ...MERCHANT_NAMES,
    "eternit",
  ].sort((a, b) => b.length - a.length);
}
