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
 * - wavin: OsmaDrain/OsmaSoil/Osma/Hepworth. west-fraser: Norbord, SterlingOSB, Caber* boards.
 * - Range names imply their maker (Topcrete → tarmac, Thermapitch → kingspan, Tyvek → dupont), because
 *   the maker is part of every attributes key: a title naming only the range must key with its maker.
 * - Umbrella names (Saint-Gobain, Lafarge) are resolved by category because the
 *   same group sells plasterboard under one brand and insulation/cement under another.
 */
import type { CategorySlug } from "../../../shared/categories.ts";
import damerauLevenshtein from "damerau-levenshtein";
import { brandStem } from "./brand-relations.ts";
import { GRADE_WORDS, saysNoBrand } from "./no-brand-values.ts";
import { hasPhrase, phraseInfo } from "./phrase-match.ts";
import { normaliseText } from "./text.ts";

export interface BrandFamily {
  family: string;
  aliases: string[];
}

export const BRAND_FAMILIES: BrandFamily[] = [
  {
    family: "british-gypsum",
    aliases: ["saint gobain british gypsum", "british gypsum", "gyproc", "thistle", "glasroc", "rigidur"],
  },
  { family: "siniat", aliases: ["siniat", "lafarge plasterboard", "gtec"] },
  { family: "knauf", aliases: ["knauf insulation", "knauf drywall", "knauf", "earthwool", "rocksilk"] },
  { family: "hanson", aliases: ["hanson cement", "hanson", "heidelberg materials", "heidelberg", "castle cement"] },
  {
    family: "tarmac",
    aliases: ["tarmac blue circle", "lafarge tarmac", "blue circle", "tarmac", "topcrete", "toplite"],
  },
  // Cemex's bagged cement is sold as "Rugby" (Rugby Premium, Rugby Cement).
  { family: "cemex", aliases: ["cemex", "rugby"] },
  { family: "aggregate-industries", aliases: ["aggregate industries", "holcim", "bradstone"] },
  { family: "celotex", aliases: ["celotex"] },
  { family: "isover", aliases: ["isover"] },
  {
    family: "kingspan",
    aliases: ["kingspan insulation", "kingspan", "thermapitch", "thermafloor", "thermawall", "thermaroof", "kooltherm"],
  },
  { family: "recticel", aliases: ["recticel", "eurothane"] },
  { family: "ecotherm", aliases: ["ecotherm"] },
  { family: "xtratherm", aliases: ["xtratherm", "unilin insulation", "unilin"] },
  { family: "rockwool", aliases: ["rockwool"] },
  { family: "wienerberger", aliases: ["wienerberger", "terca", "sandtoft"] },
  // Ivanhoe is an Ibstock facing-brick range.
  { family: "ibstock", aliases: ["ibstock", "ivanhoe"] },
  {
    family: "forterra",
    aliases: ["forterra", "london brick company", "london brick", "lbc", "thermalite", "butterley"],
  },
  { family: "h-h", aliases: ["handh", "h and h", "celcon"] },
  { family: "marley", aliases: ["marley eternit", "marley"] },
  { family: "redland", aliases: ["bmi redland", "redland"] },
  { family: "floplast", aliases: ["floplast", "flo plast"] },
  { family: "wavin", aliases: ["wavin", "osmadrain", "osmasoil", "osmaweld", "osmagold", "osma", "hepworth"] },
  { family: "polypipe", aliases: ["polypipe"] },
  // Everbuild is a Sika company; Visqueen is made by Berry BPI.
  { family: "sika", aliases: ["sika everbuild", "everbuild", "sikaflex", "sika"] },
  { family: "visqueen", aliases: ["visqueen", "berry bpi", "rpc bpi"] },
  {
    family: "west-fraser",
    aliases: [
      "west fraser",
      "norbord",
      "sterlingosb",
      "sterling osb",
      "caberfloor",
      "caberdek",
      "cabershield",
      "caberwood",
    ],
  },
  { family: "dupont", aliases: ["dupont", "tyvek"] },
  { family: "catnic", aliases: ["catnic"] },
  { family: "unibond", aliases: ["unibond"] },
  // Evo-Stik is a Bostik brand.
  // Cementone (admixtures, cleaners) is a Bostik brand.
  { family: "bostik", aliases: ["bostik", "evo stik", "evostik", "cementone"] },
  { family: "c-tec", aliases: ["c tec", "ctec", "ct1"] },
  { family: "instarmac", aliases: ["instarmac", "ultracrete"] },
  { family: "simpson-strong-tie", aliases: ["simpson strong tie", "furfix"] },
  { family: "dulux", aliases: ["dulux trade", "dulux", "akzonobel", "akzo nobel"] },
  { family: "st-astier", aliases: ["st astier", "saint astier"] },
  // Singleton Birch makes Limbux hydrated lime.
  { family: "singleton-birch", aliases: ["singleton birch", "limbux"] },
  { family: "medite-smartply", aliases: ["medite", "smartply", "smart ply"] },
  { family: "metsa-wood", aliases: ["metsa wood", "metsa", "finnforest", "kerto"] },
  { family: "james-hardie", aliases: ["james hardie", "hardiebacker", "hardie backer", "hardieplank", "hardie"] },
];

/** Group names that do not identify a product range on their own. */
const UMBRELLAS: Array<{ alias: string; byCategory: Partial<Record<CategorySlug, string>>; fallback: string }> = [
  {
    alias: "saint gobain",
    byCategory: { plasterboard: "british-gypsum", plaster: "british-gypsum", insulation: "celotex" },
    fallback: "saint-gobain",
  },
  { alias: "lafarge", byCategory: { plasterboard: "siniat", plaster: "siniat" }, fallback: "tarmac" },
  // Etex makes Siniat boards and Marley roofing.
  { alias: "etex", byCategory: { plasterboard: "siniat", plaster: "siniat", roofing: "marley" }, fallback: "etex" },
  // Tata Steel sells its lintels as Catnic; Breedon quarries and sells Welsh Slate roofing slates.
  { alias: "tata steel", byCategory: { other: "catnic" }, fallback: "tata-steel" },
  // Aliaxis owns FloPlast, Orbia owns Wavin: their drainage is sold under those names.
  { alias: "aliaxis", byCategory: { drainage: "floplast" }, fallback: "aliaxis" },
  { alias: "orbia", byCategory: { drainage: "wavin" }, fallback: "orbia" },
  // Genuit Group sells Polypipe drainage; CRH's UK business is Tarmac; Henkel sells Unibond, Arkema Bostik.
  { alias: "genuit", byCategory: { drainage: "polypipe" }, fallback: "genuit" },
  { alias: "crh", byCategory: {}, fallback: "tarmac" },
  { alias: "henkel", byCategory: { other: "unibond" }, fallback: "henkel" },
  { alias: "arkema", byCategory: { other: "bostik" }, fallback: "arkema" },
  { alias: "breedon", byCategory: { roofing: "welsh-slate" }, fallback: "breedon" },
  // Marshalls (paving) has owned Marley roofing since 2019.
  { alias: "marshalls", byCategory: { roofing: "marley" }, fallback: "marshall" },
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
  // Distributors that some merchants give as the brand of what they buy through them.
  "ccf",
  "sig",
  "sig trading",
];

/** BRAND_FAMILIES aliases by the first word of their canonical form (see aliasMatches). */
let aliasIndex: { size: number; byFirstWord: Map<string, Array<{ family: number; padded: string }>> } | null = null;

function aliasesByFirstWord(): Map<string, Array<{ family: number; padded: string }>> {
  if (!aliasIndex || aliasIndex.size !== BRAND_FAMILIES.length) {
    const byFirstWord = new Map<string, Array<{ family: number; padded: string }>>();
    BRAND_FAMILIES.forEach(({ aliases }, family) => {
      for (const a of aliases) {
        const { padded, first } = phraseInfo(a);
        if (!padded) continue;
        let list = byFirstWord.get(first);
        if (!list) byFirstWord.set(first, (list = []));
        list.push({ family, padded });
      }
    });
    aliasIndex = { size: BRAND_FAMILIES.length, byFirstWord };
  }
  return aliasIndex.byFirstWord;
}

/** Families with an alias in the text, in table order (as testing hasPhrase for every alias, but by the text's words). */
function aliasMatches(text: string): string[] {
  const byFirstWord = aliasesByFirstWord();
  let hit: boolean[] | null = null;
  for (const word of text.split(" ")) {
    const list = byFirstWord.get(word);
    if (!list) continue;
    for (const { family, padded } of list) {
      if (!hit?.[family] && text.includes(padded)) (hit ??= [])[family] = true;
    }
  }
  if (!hit) return [];
  const found: string[] = [];
  for (let i = 0; i < BRAND_FAMILIES.length; i++) if (hit[i]) found.push(BRAND_FAMILIES[i]!.family);
  return found;
}

const MIN_MISSPELT_LETTERS = 6;
/** Brand-column spellings one edit from a known single-word alias, by spelling: asked once per brand value. */
const misspeltBrands = new Map<string, string | null>();

/**
 * A brand column one typing slip from a maker we know ("Everbuilt", "Celetex"): that maker. Only single words
 * of MIN_MISSPELT_LETTERS or more, and only when exactly one alias is that close, so a real other maker with a
 * similar name is not swallowed by a guess between two.
 */
function misspeltAlias(brandText: string): string | null {
  const word = brandText.trim();
  if (word.length < MIN_MISSPELT_LETTERS || !/^[a-z]+$/.test(word)) return null;
  let family = misspeltBrands.get(word);
  if (family === undefined) {
    const near = new Set<string>();
    for (const f of BRAND_FAMILIES)
      for (const alias of f.aliases)
        if (
          /^[a-z]+$/.test(alias) &&
          Math.abs(alias.length - word.length) <= 1 &&
          damerauLevenshtein(alias, word).steps === 1
        )
          near.add(f.family);
    family = near.size === 1 ? [...near][0]! : null;
    if (misspeltBrands.size >= 4096) misspeltBrands.clear();
    misspeltBrands.set(word, family);
  }
  return family;
}

function umbrellaMatch(text: string, category: CategorySlug): string | null {
  for (const u of UMBRELLAS) if (hasPhrase(text, u.alias)) return u.byCategory[category] ?? u.fallback;
  return null;
}

/** Trading-name words merchants add to their name: "Hearth & Home [Building Centre]", "SiteSaver [Direct]". */
const MERCHANT_SUFFIX_WORDS = new Set(
  "builder builders build merchant merchants building buildbase supply supplies material materials centre center direct trade timber yard store depot hardware diy ltd limited plc uk co and the of"
    .split(" ")
    .map((w) => normaliseText(w).trim()),
);

/** The merchant's own name, whole or shortened to its leading distinctive words ("Old Forge" for "Old Forge Builders Merchants"). */
function isOwnName(t: string, merchantName: string): boolean {
  const m = normaliseText(merchantName).trim();
  if (!m) return false;
  if (t === m) return true;
  const core = (s: string) => s.split(" ").filter((w) => !MERCHANT_SUFFIX_WORDS.has(w));
  const tw = t.split(" ");
  const mw = m.split(" ");
  // A leading run of the merchant's words that keeps all of its distinctive words before the first suffix word.
  const leading = tw.length < mw.length && tw.every((w, i) => mw[i] === w);
  const distinctive = core(t);
  if (distinctive.length === 0) return false;
  const mCore = core(m);
  if (leading && distinctive.join(" ") === mCore.slice(0, distinctive.length).join(" ")) {
    return distinctive.join("").length >= 5 || distinctive.length === mCore.length;
  }
  if (distinctive.join(" ") === mCore.join(" ")) return true;
  // An own-label range: the merchant's first distinctive word and range words ("Fenwick Essentials" of
  // "Fenwick Home & Build", "Kestrel Value"). A commodity under it is the merchant's, i.e. unbranded.
  const [first, ...rest] = distinctive;
  return (
    !!first &&
    first.length >= 4 &&
    first === mCore[0] &&
    rest.length > 0 &&
    rest.every((w) => GRADE_WORDS.has(w) || mw.includes(w))
  );
}

/** merchantName ("" for none) → text → isMerchantName(text, merchantName). */
const merchantNameAnswers = new Map<string, Map<string, boolean>>();

export function isMerchantName(text: string, merchantName?: string | null): boolean {
  // Pure, and asked about the same brand several times per offer (and per feed).
  const m = merchantName || "";
  let known = merchantNameAnswers.get(m);
  if (!known || known.size >= 4096) {
    if (merchantNameAnswers.size >= 64) merchantNameAnswers.clear();
    merchantNameAnswers.set(m, (known = new Map()));
  }
  let answer = known.get(text);
  if (answer === undefined) {
    answer = isMerchantNameUncached(text, m);
    known.set(text, answer);
  }
  return answer;
}

function isMerchantNameUncached(text: string, merchantName: string): boolean {
  const t = normaliseText(text).trim();
  if (!t) return false;
  // Values that say there is none ("GENERIC", "Unbranded", "N/A"): the item is unbranded, like a merchant's own.
  if (saysNoBrand(t)) return true;
  if (merchantName && isOwnName(t, merchantName)) return true;
  return MERCHANT_NAMES.some((m) => hasPhrase(` ${t} `, m) && t.length <= m.length + 12);
}

export interface BrandResolution {
  family: string | null;
  /** Where the family came from, for the explanation line. */
  source: "brand" | "title" | "line" | "none";
}

/**
 * Prefer a known family named in the brand field, then one named in the title, then
 * an umbrella name resolved by category, then the raw brand field's stem (so
 * unknown manufacturers still key consistently, see brand-relations.ts), then a family implied by the
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

  // "Ever Build", "Flo Plast": a maker's one-word name written in two.
  const joined = brandText.trim().includes(" ") ? ` ${brandText.trim().replace(/ /g, "")} ` : null;
  const fromBrand =
    aliasMatches(brandText)[0] ?? (joined ? aliasMatches(joined)[0] : undefined) ?? misspeltAlias(brandText);
  if (fromBrand) return { family: fromBrand, source: "brand" };
  const fromTitle = aliasMatches(titleText)[0];
  if (fromTitle) return { family: fromTitle, source: "title" };
  const umbrella = umbrellaMatch(brandText, category) ?? umbrellaMatch(titleText, category);
  if (umbrella) return { family: umbrella, source: brandText.trim() ? "brand" : "title" };
  if (lineFamily) return { family: lineFamily, source: "line" };
  // Unknown makers key by their stem, so "Cordell", "Cordell Lite" and "Cordell Aircrete Ltd" agree. A stem is
  // never an article or a generic word alone ("Les Délices de Provence" → "delice", "The Timber Company" →
  // "timber-company"), or every brand starting with that word would be one maker.
  const stem = brandText.trim() ? brandStem(brandText) : null;
  if (stem) return { family: stem, source: "brand" };
  return { family: null, source: "none" };
}

let brandPhrasesOnce: string[] | null = null;

/** Every alias of every family plus umbrella and merchant names, for stripping out of model words. */
export function allBrandPhrases(): string[] {
  // Built once (the tables are constants); a copy, because callers add their own phrases to it.
  brandPhrasesOnce ??= [
    ...BRAND_FAMILIES.flatMap((f) => f.aliases),
    ...UMBRELLAS.map((u) => u.alias),
    ...MERCHANT_NAMES,
    "eternit",
  ].sort((a, b) => b.length - a.length);
  return brandPhrasesOnce.slice();
}
